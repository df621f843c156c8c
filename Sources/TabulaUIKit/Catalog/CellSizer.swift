#if canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

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
        /// A pure function, callable from any thread.
        case pure(@Sendable (Item, CGFloat) -> CGSize)
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
    /// Auto Layout and SwiftUI cells are measured here too.
    @MainActor
    public func size(of item: Item, width: CGFloat) -> CGSize {
        switch measure(for: item) {
        case let .pure(size): size(item, width)
        case let .onMainActor(size): size(item, width)
        case nil: unmatchedItemSize
        }
    }

    /// The size of `item` in a container of `width` when its cell type has a pure size
    /// function (callable from any thread); `nil` when the cell is measured with views on
    /// the main actor (see ``measuresOnMainActor(_:)``).
    public func pureSize(of item: Item, width: CGFloat) -> CGSize? {
        switch measure(for: item) {
        case let .pure(size): size(item, width)
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
