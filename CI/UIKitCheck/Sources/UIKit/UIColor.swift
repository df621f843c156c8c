import Foundation

/// A colour. Model: its components or its system name, compared by value; nothing is drawn.
public final class UIColor: NSObject, Sendable {
    /// The name of a system colour, or the components. *Model only.*
    public let modelDescription: String

    private init(modelDescription: String) {
        self.modelDescription = modelDescription
        super.init()
    }

    /// A grey of `white` (0 black … 1 white).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(modelDescription: "white \(white) alpha \(alpha)")
    }

    /// A colour from components in 0…1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(modelDescription: "rgba \(red) \(green) \(blue) \(alpha)")
    }

    /// Equal descriptions.
    public override func isEqual(_ object: Any?) -> Bool {
        (object as? UIColor)?.modelDescription == modelDescription
    }

    public override var hash: Int {
        modelDescription.hashValue
    }

    public static let clear = UIColor(modelDescription: "clear")
    public static let black = UIColor(modelDescription: "black")
    public static let white = UIColor(modelDescription: "white")
    public static let label = UIColor(modelDescription: "label")
    public static let secondaryLabel = UIColor(modelDescription: "secondaryLabel")
    public static let separator = UIColor(modelDescription: "separator")
    public static let secondarySystemFill = UIColor(modelDescription: "secondarySystemFill")
    public static let systemBlue = UIColor(modelDescription: "systemBlue")
}

/// An image. Model: its name; there are no pixels.
public final class UIImage: NSObject, Sendable {
    /// The name it was loaded by. *Model only.*
    public let modelName: String

    private init(modelName: String) {
        self.modelName = modelName
        super.init()
    }

    /// The image named `name` in the main bundle (model: always found).
    public convenience init?(named name: String) {
        self.init(modelName: name)
    }

    /// The SF Symbol named `name` (model: always found).
    public convenience init?(systemName name: String) {
        self.init(modelName: "system:" + name)
    }
}

/// A view that shows an image.
@MainActor
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage?

    /// An image view showing `image`.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    /// An empty image view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Decoding is not modelled: returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }
}
