import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One primitive cell of a list, type-erased: widgets of different kinds live in one array.
///
/// A widget has
/// - an identity (``identity``): its kind, its key (an explicit ``id(_:)`` or the model
///   value), an optional ``tag(_:)``, the source location it was written at, and an
///   occurrence number (see ``WidgetIdentity``);
/// - a content: the model value; a widget whose identity stays and whose model changes is
///   an update, reconfigured in place;
/// - a size for a container width (``size(width:measurer:)``), with cheap fixed and
///   estimated sizes when the model knows them;
/// - the kind of its cell (``kind``): a host's widget catalog (`HostCellCatalog.widgets(fallbackCellType:measurer:configure:)`) maps each kind to
///   the cell type it registers on first use and to the code that fills it.
public struct ListWidget: Differentiable, Hashable, Sendable, CustomStringConvertible {
    /// The model.
    public let model: any WidgetModel
    /// Who the widget is, for the diff.
    public private(set) var identity: WidgetIdentity
    /// The description ``accessibility(_:)`` set, replacing the model's.
    private var accessibilityOverride: ListAccessibility??

    /// Wraps `model`; its identity is its kind and its value.
    public init(_ model: some WidgetModel) {
        self.init(model, location: nil)
    }

    // The builder's widgets also carry where they were written (package: an app never
    // names a source location; `WidgetListBuilder` and `widget()` pass it).
    package init(_ model: some WidgetModel, location: WidgetSourceLocation?) {
        self.model = model
        self.identity = WidgetIdentity(kind: model.widgetKind, key: WidgetKey(model), location: location)
    }

    /// Wraps `model` with an explicit id: a new model with the same id is an update of this
    /// widget (reconfigured in place), not a removal and an insertion (see ``id(_:)``).
    public init(_ model: some WidgetModel, id: some Hashable & Sendable) {
        self.model = model
        self.identity = WidgetIdentity(kind: model.widgetKind, key: WidgetKey(id))
    }

    /// The kind of cell that shows the widget.
    public var kind: WidgetKind {
        identity.kind
    }

    /// The model as `type`, or `nil` when it is another type.
    public func model<Model: WidgetModel>(as type: Model.Type = Model.self) -> Model? {
        model as? Model
    }

    /// A copy whose identity is `id` (with its kind and tag) instead of the model value and
    /// the source location: the same id written anywhere, with any model, is the same
    /// widget, so a new model is an update reconfigured in place. Ids must be unique within
    /// a kind (repeats are numbered apart, see ``numberingOccurrences(_:)``).
    public func id(_ id: some Hashable & Sendable) -> ListWidget {
        var copy = self
        copy.identity.key = WidgetKey(id)
        copy.identity.location = nil
        return copy
    }

    /// A copy scoped by `tag` (for example the id of the object the widget belongs to), so
    /// it follows that object when objects move.
    public func tag(_ tag: some Hashable & Sendable) -> ListWidget {
        var copy = self
        copy.identity.tag = WidgetKey(tag)
        return copy
    }

    /// What VoiceOver says about the widget's cell: the one ``accessibility(_:)`` set, else
    /// the model's (``WidgetModel/accessibility``); `nil`: the cell's own, untouched.
    public var accessibility: ListAccessibility? {
        accessibilityOverride ?? model.accessibility
    }

    /// A copy that VoiceOver describes with `description` instead of the model's
    /// (`nil`: the cell's own accessibility). A change of description reconfigures the
    /// widget's cell in place, like a change of model.
    ///
    /// ```swift
    /// ImagePlaceholder(name: "flag-es", height: 20).widget().accessibility(.hidden)
    /// ```
    public func accessibility(_ description: ListAccessibility?) -> ListWidget {
        var copy = self
        copy.accessibilityOverride = .some(description)
        return copy
    }

    /// A copy whose description is the model's with the given parts replaced (`nil` keeps
    /// the model's part): `Title(text: "Spain").widget().accessibility(hint: "Opens Spain",
    /// traits: [.staticText, .button])`.
    public func accessibility(
        label: String? = nil, value: String? = nil, hint: String? = nil, traits: ListAccessibility.Traits? = nil,
        isHidden: Bool? = nil
    ) -> ListWidget {
        var description = accessibility ?? ListAccessibility()
        if let label { description.label = label }
        if let value { description.value = value }
        if let hint { description.hint = hint }
        if let traits { description.traits = traits }
        if let isHidden { description.isHidden = isHidden }
        return accessibility(description)
    }

    /// A copy without its source location (identity by kind, key and tag only).
    public func withoutLocation() -> ListWidget {
        var copy = self
        copy.identity.location = nil
        return copy
    }

    /// The size in a container of `width`: the fixed size when the model knows one,
    /// otherwise the measured one. Not cached: lists cache it per identity and width.
    public func size(width: CGFloat, measurer: any TextMeasuring) -> CGSize {
        model.fixedSize(width: width) ?? model.size(width: width, measurer: measurer)
    }

    /// The exact size when it costs nothing to know.
    public func fixedSize(width: CGFloat) -> CGSize? {
        model.fixedSize(width: width)
    }

    /// A cheap guess of the size, if the model has one.
    public func estimatedSize(width: CGFloat) -> CGSize? {
        model.estimatedSize(width: width)
    }

    // MARK: Differentiable, Hashable

    /// The identity.
    public var differenceIdentifier: WidgetIdentity {
        identity
    }

    /// Whether the model and the description ``accessibility(_:)`` set are unchanged.
    public func isContentEqual(to source: ListWidget) -> Bool {
        model.isEqual(to: source.model) && accessibilityOverride == source.accessibilityOverride
    }

    /// Same identity, model and set description.
    public static func == (lhs: ListWidget, rhs: ListWidget) -> Bool {
        lhs.identity == rhs.identity && lhs.isContentEqual(to: rhs)
    }

    /// Hashes the identity (equal widgets have equal identities).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
    }

    /// The model's description.
    public var description: String {
        String(describing: model)
    }

    // MARK: Uniqueness

    /// `widgets` with occurrence numbers: the n-th widget (from 0, in order) whose identity
    /// equals an earlier one's gets occurrence n, so all identities in the result differ.
    public static func numberingOccurrences(_ widgets: [ListWidget]) -> [ListWidget] {
        var seen: [WidgetIdentity: Int] = [:]
        seen.reserveCapacity(widgets.count)
        return widgets.map { widget in
            var base = widget.identity
            base.occurrence = 0
            let count = seen[base, default: 0]
            seen[base] = count + 1
            guard count != widget.identity.occurrence else { return widget }
            var copy = widget
            copy.identity.occurrence = count
            return copy
        }
    }
}
