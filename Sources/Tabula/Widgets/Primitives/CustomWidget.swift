import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A widget for any view of your own: wraps your model, names the kind of cell that shows
/// it, and says how big it is. Register the kind's cell with each host's
/// widget catalog (`catalog.register(CustomWidget<Avatar>.self, kind: "avatar", …)`).
///
/// Equality and identity come from `content` and `kind` only; the sizing closures are not
/// compared.
public struct CustomWidget<Content: Hashable & Sendable>: WidgetModel, CustomStringConvertible {
    /// How a custom widget is sized.
    enum Sizing: Sendable {
        /// A fixed height across the container width.
        case height(CGFloat)
        /// Measured: a pure function of the content, the width and a text measurer.
        case measured(@Sendable (Content, CGFloat, any TextMeasuring) -> CGSize)
    }

    /// Your model.
    public var content: Content
    /// The kind of cell that shows it.
    public var kind: WidgetKind
    /// How it is sized.
    private let sizing: Sizing

    /// A custom widget of a fixed `height` across the container width.
    public init(_ content: Content, kind: WidgetKind, height: CGFloat) {
        self.content = content
        self.kind = kind
        sizing = .height(height)
    }

    /// A custom widget measured by `size`: a pure, thread-safe function of the content, the
    /// container width and a text measurer (it may run off the main actor).
    public init(
        _ content: Content, kind: WidgetKind,
        size: @escaping @Sendable (_ content: Content, _ width: CGFloat, _ measurer: any TextMeasuring) -> CGSize
    ) {
        self.content = content
        self.kind = kind
        sizing = .measured(size)
    }

    /// ``kind``.
    public var widgetKind: WidgetKind {
        kind
    }

    /// The fixed height's box, or what the size function gives.
    public func size(width: CGFloat, measurer: any TextMeasuring) -> CGSize {
        switch sizing {
        case let .height(height): CGSize(width: width, height: max(0, height))
        case let .measured(measure): measure(content, width, measurer)
        }
    }

    /// Known for a fixed height.
    public func fixedSize(width: CGFloat) -> CGSize? {
        if case let .height(height) = sizing { return CGSize(width: width, height: max(0, height)) }
        return nil
    }

    /// Same content and kind.
    public static func == (lhs: CustomWidget, rhs: CustomWidget) -> Bool {
        lhs.content == rhs.content && lhs.kind == rhs.kind
    }

    /// Hashes content and kind.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(content)
        hasher.combine(kind)
    }

    /// `kind(content)`.
    public var description: String {
        "\(kind)(\(content))"
    }
}
