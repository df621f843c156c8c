/// A row model that chooses its colours.
public protocol Coloured {
    /// The text colour; `nil` keeps the cell's own.
    var textColor: StaticColor? { get }
    /// The background colour; `nil` keeps the cell's own.
    var backgroundColor: StaticColor? { get }
}

extension Coloured {
    /// The cell's own.
    public var textColor: StaticColor? { nil }
    /// The cell's own.
    public var backgroundColor: StaticColor? { nil }
}

/// A cell that shows colours: filled from any model that is `Coloured`.
@MainActor
public protocol ColouredConfigurable: AnyObject {
    /// Shows the colours of `model`.
    func configure(by model: any Coloured)
}
