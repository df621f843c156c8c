/// A view that a list host recycles through a reuse queue: a cell, or a section header or
/// footer.
///
/// `UITableViewCell`, `UITableViewHeaderFooterView` and `UICollectionReusableView` already
/// have `reuseIdentifier`, so the UIKit adapter conforms them with an empty extension;
/// TabulaHeadless's `HeadlessCell` and `HeadlessSupplementaryView` are the headless host's own.
@MainActor
public protocol ListReusableView: AnyObject {
    /// The identifier the view was registered and dequeued with.
    var reuseIdentifier: String? { get }
}
