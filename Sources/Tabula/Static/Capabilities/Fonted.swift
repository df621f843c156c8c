import Foundation

/// A row model that chooses its text style (the host maps it to a font).
public protocol Fonted {
    /// The style; `nil` keeps the cell's own.
    var font: TextStyle? { get }
}

/// A cell that shows text in a chosen style: filled from any model that is `Fonted`.
@MainActor
public protocol FontedConfigurable: AnyObject {
    /// Shows the text in a chosen style of `model`.
    func configure(by model: any Fonted)
}
