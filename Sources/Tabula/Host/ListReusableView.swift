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

/// Where a supplementary view sits in its section.
///
/// UIKit: a table's `viewForHeaderInSection` / `viewForFooterInSection`; a collection's
/// `UICollectionView.elementKindSectionHeader` / `elementKindSectionFooter`.
public enum ListSupplementaryPlacement: String, Hashable, Sendable, CaseIterable {
    /// The section header.
    case header
    /// The section footer.
    case footer
}

/// One supplementary view's place: which section, header or footer.
public struct ListSupplementaryElement: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Header or footer.
    public var placement: ListSupplementaryPlacement
    /// The section (an index in the current data).
    public var section: Int

    /// Creates the element for `placement` in `section`.
    public init(_ placement: ListSupplementaryPlacement, section: Int) {
        self.placement = placement
        self.section = section
    }

    /// Orders by section, then header before footer.
    public static func < (lhs: ListSupplementaryElement, rhs: ListSupplementaryElement) -> Bool {
        if lhs.section != rhs.section { return lhs.section < rhs.section }
        return lhs.placement == .header && rhs.placement == .footer
    }

    /// `header 2` / `footer 0`.
    public var description: String {
        "\(placement.rawValue) \(section)"
    }
}
