import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a list's items are measured, as a `Sendable` value: for each kind of cell, which
/// items it shows and its size function. Cells are main-actor objects, most size functions
/// are not, so sizes can be computed off the main actor with nothing but this value.
///
/// Cells measured with views (Auto Layout, SwiftUI, a size that reads main-actor state) are
/// the exception: only the main actor may measure them. For their items
/// ``pureSize(of:in:)`` answers `nil`, and only ``size(of:in:)`` measures them.
///
/// Every catalog (a UIKit cell catalog, a host cell catalog) hands its list one sizer; the
/// list's sizes, prefetching and off-screen measuring all read it.
public struct ListItemSizer<Item: Sendable>: Sendable {
    /// How items of one kind are measured, in a measuring context whose width is the
    /// item's.
    public enum Measure: Sendable {
        /// A pure function of the item and its context, callable from any thread.
        case pure(@Sendable (Item, ListMeasuringContext) -> CGSize)
        /// A measurement that uses views or main-actor state: main actor only.
        case onMainActor(@MainActor @Sendable (Item, ListMeasuringContext) -> CGSize)

        /// A pure function of the item and its width (the context's other values unread),
        /// callable from any thread.
        public static func byWidth(_ size: @escaping @Sendable (Item, CGFloat) -> CGSize) -> Measure {
            .pure { item, context in size(item, context.width) }
        }

        /// A main-actor measurement of the item at its width (the context's other values
        /// unread).
        public static func onMainActorByWidth(_ size: @escaping @MainActor (Item, CGFloat) -> CGSize)
            -> Measure
        {
            .onMainActor { item, context in size(item, context.width) }
        }
    }

    struct Rule: Sendable {
        let matches: @Sendable (Item) -> Bool
        let measure: Measure
    }

    private(set) var rules: [Rule] = []
    /// The size of an item no rule matches.
    public var unmatchedItemSize: CGSize

    /// A sizer with no rules; unmatched items get `unmatchedItemSize`.
    public init(unmatchedItemSize: CGSize = .zero) {
        self.unmatchedItemSize = unmatchedItemSize
    }

    /// A sizer that measures every item with `measure`.
    public init(measuringEveryItem measure: Measure) {
        self.init()
        append(matches: { _ in true }, measure: measure)
    }

    /// Adds a rule: items `matches` accepts (and no earlier rule did) are measured with
    /// `measure`.
    public mutating func append(matches: @escaping @Sendable (Item) -> Bool, measure: Measure) {
        rules.append(Rule(matches: matches, measure: measure))
    }

    private func measure(for item: Item) -> Measure? {
        rules.first { $0.matches(item) }?.measure
    }

    /// Whether every rule is a pure function: the whole list can be measured off the main
    /// actor.
    public var isPure: Bool {
        rules.allSatisfy { if case .pure = $0.measure { true } else { false } }
    }

    /// The size of `item` at `width`, in the default context of that width (main actor:
    /// view-measured items are measured too).
    @MainActor
    public func size(of item: Item, width: CGFloat) -> CGSize {
        size(of: item, in: ListMeasuringContext(width: width))
    }

    /// The size of `item` in `context` (its width is the item's), from the first rule that
    /// matches it; view-measured items are measured too.
    @MainActor
    public func size(of item: Item, in context: ListMeasuringContext) -> CGSize {
        switch measure(for: item) {
        case let .pure(size): size(item, context)
        case let .onMainActor(size): size(item, context)
        case nil: unmatchedItemSize
        }
    }

    /// The size of `item` at `width` (default context) when its rule is pure; `nil` when it
    /// is measured on the main actor.
    public func pureSize(of item: Item, width: CGFloat) -> CGSize? {
        pureSize(of: item, in: ListMeasuringContext(width: width))
    }

    /// The size of `item` in `context` when its rule is pure (callable from any thread);
    /// `nil` when it is measured on the main actor (``measuresOnMainActor(_:)``).
    public func pureSize(of item: Item, in context: ListMeasuringContext) -> CGSize? {
        switch measure(for: item) {
        case let .pure(size): size(item, context)
        case .onMainActor: nil
        case nil: unmatchedItemSize
        }
    }

    /// Whether `item` is measured with views or main-actor state, which only the main actor
    /// may do.
    public func measuresOnMainActor(_ item: Item) -> Bool {
        if case .onMainActor = measure(for: item) { return true }
        return false
    }
}
