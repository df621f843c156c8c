import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The value behind one widget: what one primitive cell shows (a spacing, a title, a piece
/// of text...), how big it is, and which kind of cell shows it.
///
/// A model is a plain `Hashable` value: equal values show the same thing. Wrap it in a
/// ``ListWidget`` to put it in a list with widgets of other kinds (``widget(fileID:line:column:)``,
/// or just write it inside a ``WidgetListBuilder`` block).
///
/// Only ``size(width:measurer:)`` is required. A model with a size that costs nothing to
/// know (a spacing) also answers ``fixedSize(width:)``, and the list then never caches it.
public protocol WidgetModel: Hashable, Sendable {
    /// Which kind of cell shows the widget: a host registers one cell type per kind.
    /// Defaults to one kind per model type.
    var widgetKind: WidgetKind { get }

    /// The widget's size in a container of `width`: may be expensive (text measuring); the
    /// list caches it per widget identity and width.
    func size(width: CGFloat, measurer: any TextMeasuring) -> CGSize

    /// The exact size, when it is cheap to know without measuring (`nil`: measure).
    func fixedSize(width: CGFloat) -> CGSize?

    /// A cheap guess of the size, for hosts that lay out lazily (UIKit's estimated sizes).
    /// Defaults to ``fixedSize(width:)``.
    func estimatedSize(width: CGFloat) -> CGSize?

    /// What VoiceOver says about the widget's cell; `nil` (the default): the cell's own
    /// accessibility, untouched. The shipped primitives describe themselves (a ``Header`` is
    /// a header, a ``Spacing`` is not announced); ``ListWidget/accessibility(_:)`` overrides
    /// it for one widget.
    var accessibility: ListAccessibility? { get }
}

extension WidgetModel {
    /// One kind per model type.
    public var widgetKind: WidgetKind {
        WidgetKind(Self.self)
    }

    /// Not known without measuring.
    public func fixedSize(width: CGFloat) -> CGSize? {
        nil
    }

    /// The fixed size, if any.
    public func estimatedSize(width: CGFloat) -> CGSize? {
        fixedSize(width: width)
    }

    /// No description: the cell's own accessibility.
    public var accessibility: ListAccessibility? {
        nil
    }

    /// This model as a ``ListWidget`` whose identity includes where it was written, so equal
    /// widgets written in different places stay distinct.
    public func widget(fileID: String = #fileID, line: Int = #line, column: Int = #column) -> ListWidget {
        ListWidget(self, location: WidgetSourceLocation(fileID: fileID, line: line, column: column))
    }

    /// Whether `other` is a model of the same type and equal to this one.
    func isEqual(to other: any WidgetModel) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
