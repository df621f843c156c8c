import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where an image goes: a box of a known size (the image itself is the host's business,
/// loaded by `name`). Its size never needs measuring.
public struct ImagePlaceholder: WidgetModel, CustomStringConvertible {
    /// How the box is sized.
    enum Sizing: Hashable, Sendable {
        /// A fixed height across the container width.
        case height(CGFloat)
        /// Height = container width × `ratio`.
        case aspectRatio(CGFloat)
    }

    /// The image's name or address, for the host to load.
    public var name: String
    /// How the box is sized.
    private let sizing: Sizing

    /// A box of a fixed `height` across the container width.
    public init(name: String, height: CGFloat) {
        self.name = name
        sizing = .height(height)
    }

    /// A box as wide as the container and `aspectRatio` times as tall (a photo of known
    /// proportions: 0.75 for 4:3 landscape).
    public init(name: String, aspectRatio: CGFloat) {
        self.name = name
        sizing = .aspectRatio(aspectRatio)
    }

    /// The box.
    public func size(width: CGFloat, measurer: any TextMeasuring) -> CGSize {
        box(width: width)
    }

    /// Always known.
    public func fixedSize(width: CGFloat) -> CGSize? {
        box(width: width)
    }

    private func box(width: CGFloat) -> CGSize {
        switch sizing {
        case let .height(height): CGSize(width: width, height: max(0, height))
        case let .aspectRatio(ratio): CGSize(width: width, height: max(0, (width * ratio).rounded(.up)))
        }
    }

    /// An image labelled with its name: give it a description of what it shows
    /// (`.accessibility(label:)` on the widget), or hide a decorative one.
    public var accessibility: ListAccessibility? {
        ListAccessibility(label: name, traits: .image)
    }

    /// `Image(name)`.
    public var description: String {
        "Image(\(name))"
    }
}
