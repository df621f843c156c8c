/// A colour for static rows, in sRGB components from 0 to 1 (hosts map it to `UIColor` or a
/// terminal colour).
public struct StaticColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...1.
    public var red: Double
    /// Green, 0...1.
    public var green: Double
    /// Blue, 0...1.
    public var blue: Double
    /// Opacity, 0...1.
    public var alpha: Double

    /// Creates a colour.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Destructive actions.
    public static let red = StaticColor(red: 1, green: 0.23, blue: 0.19)
    /// Links and actions.
    public static let blue = StaticColor(red: 0, green: 0.48, blue: 1)
    /// Secondary text.
    public static let gray = StaticColor(red: 0.56, green: 0.56, blue: 0.58)

    /// `rgba(1.0, 0.0, 0.0, 1.0)`.
    public var description: String {
        "rgba(\(red), \(green), \(blue), \(alpha))"
    }
}
