#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula

/// The size functions of a ``CellCatalog``, as a `Sendable` value: the catalog's cells are
/// main-actor objects, most of their size functions are not, so sizes can be computed off
/// the main actor with nothing but this value.
///
/// Cells measured by Auto Layout (or SwiftUI) are the exception: a view can only be
/// measured on the main actor. For their items ``pureSize(of:width:)`` answers `nil`, and
/// only ``size(of:width:)`` (main actor) measures them.
@_spi(Testing) public struct CellSizer<Item: Sendable>: Sendable {
    /// How one cell type is measured.
    enum Measure: Sendable {
        /// A pure function of the item and its measuring context (the item's width in it),
        /// callable from any thread.
        case pure(@Sendable (Item, ListMeasuringContext) -> CGSize)
        /// A measurement that uses views: main actor only.
        case onMainActor(@MainActor @Sendable (Item, CGFloat) -> CGSize)
    }

    struct Rule: Sendable {
        let matches: @Sendable (Item) -> Bool
        let measure: Measure
    }

    private(set) var rules: [Rule] = []
    /// The size of an item no registered cell type matches.
    public var unmatchedItemSize: CGSize

    /// A sizer with no rules; unmatched items get `unmatchedItemSize`.
    public init(unmatchedItemSize: CGSize = .zero) {
        self.unmatchedItemSize = unmatchedItemSize
    }

    mutating func append(matches: @escaping @Sendable (Item) -> Bool, measure: Measure) {
        rules.append(Rule(matches: matches, measure: measure))
    }

    private func measure(for item: Item) -> Measure? {
        rules.first { $0.matches(item) }?.measure
    }

    /// The size of `item` in a container of `width`, from the first cell type that shows it;
    /// Auto Layout and SwiftUI cells are measured here too. At the default text size
    /// (``size(of:in:)`` in `ListMeasuringContext(width: width)`).
    @MainActor
    public func size(of item: Item, width: CGFloat) -> CGSize {
        size(of: item, in: ListMeasuringContext(width: width))
    }

    /// The size of `item` in `context` (its width: the item's), from the first cell type
    /// that shows it; Auto Layout and SwiftUI cells are measured here too. Text measured by a
    /// ``UIKitTextMeasurer`` that follows the lists is measured at the context's text size.
    @MainActor
    public func size(of item: Item, in context: ListMeasuringContext) -> CGSize {
        switch measure(for: item) {
        case let .pure(size): UIKitTextScaling.measuring(at: context.textSize) { size(item, context) }
        case let .onMainActor(size): UIKitTextScaling.measuring(at: context.textSize) { size(item, context.width) }
        case nil: unmatchedItemSize
        }
    }

    /// The size of `item` in a container of `width` when its cell type has a pure size
    /// function (callable from any thread); `nil` when the cell is measured with views on
    /// the main actor (see ``measuresOnMainActor(_:)``). At the default text size.
    public func pureSize(of item: Item, width: CGFloat) -> CGSize? {
        pureSize(of: item, in: ListMeasuringContext(width: width))
    }

    /// The size of `item` in `context` when its cell type has a pure size function
    /// (callable from any thread), measured at the context's text size (``size(of:in:)``);
    /// `nil` when the cell is measured with views on the main actor.
    public func pureSize(of item: Item, in context: ListMeasuringContext) -> CGSize? {
        switch measure(for: item) {
        case let .pure(size): UIKitTextScaling.measuring(at: context.textSize) { size(item, context) }
        case .onMainActor: nil
        case nil: unmatchedItemSize
        }
    }

    /// Whether the cell that shows `item` is measured with views (Auto Layout, SwiftUI),
    /// which only the main actor may do.
    public func measuresOnMainActor(_ item: Item) -> Bool {
        if case .onMainActor = measure(for: item) { return true }
        return false
    }
}
#endif
