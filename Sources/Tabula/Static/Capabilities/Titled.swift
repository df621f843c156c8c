/// A row model with a title.
public protocol Titled {
    /// The title; `nil` shows none.
    var title: String? { get }
}

/// A cell that shows a title: filled from any model that is `Titled`.
@MainActor
public protocol TitledConfigurable: AnyObject {
    /// Shows the title of `model`.
    func configure(by model: any Titled)
}
