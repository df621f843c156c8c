/// A row model with an image, named for the host to load (the core has no image type).
public protocol Imaged {
    /// The image's name; `nil` shows none.
    var imageName: String? { get }
}

/// A cell that shows an image: filled from any model that is `Imaged`.
@MainActor
public protocol ImagedConfigurable: AnyObject {
    /// Shows the an image of `model`.
    func configure(by model: any Imaged)
}
