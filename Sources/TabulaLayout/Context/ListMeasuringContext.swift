import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Everything a size depends on besides the data: the width, the text size, the layout
/// direction and whatever an app adds. Every Tabula size cache is keyed by one, so a size
/// measured in one context is never served in another, and returning to a context seen
/// before measures nothing.
///
/// ```swift
/// var context = ListMeasuringContext(width: 390)
/// context.textSize = .accessibilityMedium
/// let height = ChatCell.height(for: message, in: context, context: measurer)
/// ```
///
/// A ``ListLayout`` keeps its sizes per context whose ``width`` is the container's; the
/// size sources and the MFS frame caches are asked with the item's width in it.
public struct ListMeasuringContext: Hashable, Sendable {
    /// A value added with a ``ListMeasuringContextKey``, hashed through `AnyHashable`.
    private struct Extra: Hashable, @unchecked Sendable {
        // @unchecked Sendable: the only writer is the subscript, whose value is
        // `Key.Value: Sendable`; AnyHashable only erases the type.
        let value: AnyHashable
    }

    /// The width the content lays out in, in points.
    public var width: CGFloat
    /// The text size (the user's Dynamic Type setting).
    public var textSize: ListTextSize
    /// Which way lines run.
    public var layoutDirection: ListLayoutDirection
    private var extras: [ObjectIdentifier: Extra] = [:]

    /// A context of `width`, at the default text size (``ListTextSize/large``), left to
    /// right, with no app values.
    public init(
        width: CGFloat, textSize: ListTextSize = .large, layoutDirection: ListLayoutDirection = .leftToRight
    ) {
        self.width = width
        self.textSize = textSize
        self.layoutDirection = layoutDirection
    }

    /// The value the app added for `key`, or its default.
    public subscript<Key: ListMeasuringContextKey>(key: Key.Type) -> Key.Value {
        get {
            (extras[ObjectIdentifier(key)]?.value.base as? Key.Value) ?? Key.defaultValue
        }
        set {
            // Not stored when default: a context given the default equals one never given it.
            extras[ObjectIdentifier(key)] = newValue == Key.defaultValue ? nil : Extra(value: AnyHashable(newValue))
        }
    }

    /// This context with another width (the rest kept).
    public func withWidth(_ width: CGFloat) -> ListMeasuringContext {
        var copy = self
        copy.width = width
        return copy
    }

    /// This context with another text size (the rest kept).
    public func withTextSize(_ textSize: ListTextSize) -> ListMeasuringContext {
        var copy = self
        copy.textSize = textSize
        return copy
    }

    /// How much bigger text is than at the default size: ``ListTextSize/scale``.
    public var textScale: CGFloat {
        textSize.scale
    }
}
