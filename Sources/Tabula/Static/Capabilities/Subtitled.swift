/// A row model with a subtitle (a detail text).
public protocol Subtitled {
    /// The subtitle; `nil` shows none.
    var subtitle: String? { get }
}

/// A cell that shows a subtitle: filled from any model that is `Subtitled`.
@MainActor
public protocol SubtitledConfigurable: AnyObject {
    /// Shows the a subtitle of `model`.
    func configure(by model: any Subtitled)
}
