import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Which cell shows which item of a list, how a dequeued cell is filled and how the item is
/// measured: the one answer behind every host's catalog (`HostCellCatalog` for the
/// headless and terminal hosts, TabulaUIKit's `CellCatalog` for tables and collections).
/// Each catalog keeps only its front door: how an app names a cell there (a host cell type;
/// a UIKit class, nib or content view).
///
/// An item is shown by the first rule whose predicate accepts it. When none does, the
/// fallback names the item's reuse identifier; a rule registered under that identifier
/// without a predicate then shows it, or else the fallback's own cell does. Adding a rule
/// under an identifier that has one replaces it in place, so it keeps its turn.
///
/// `Source` is what a host registers for an identifier (a cell type, or UIKit's class or
/// nib); `Cell` is what a dequeue returns.
@_spi(TabulaInternal) @MainActor
public struct ListCellRules<Item: Sendable, Cell, Source> {
    /// One registered cell: its identifier, where its cells come from, which items it shows,
    /// how they are measured and how a cell is filled.
    public struct Rule {
        /// The identifier the host registers `source` under and dequeues with.
        public let reuseIdentifier: String
        /// What the host registers for the identifier.
        public let source: Source
        /// Which items the cell shows; `nil`: only the items whose fallback identifier is
        /// this rule's.
        public let matches: (@Sendable (Item) -> Bool)?
        /// How the rule's items are measured; `nil`: as the fallback measures.
        public let measure: ListItemSizer<Item>.Measure?
        /// Fills a dequeued cell with an item at an index path.
        public let configure: @MainActor (Cell, Item, ListIndexPath) -> Void

        /// A rule; see the properties.
        public init(
            reuseIdentifier: String, source: Source, matches: (@Sendable (Item) -> Bool)?,
            measure: ListItemSizer<Item>.Measure?, configure: @escaping @MainActor (Cell, Item, ListIndexPath) -> Void
        ) {
            self.reuseIdentifier = reuseIdentifier
            self.source = source
            self.matches = matches
            self.measure = measure
            self.configure = configure
        }
    }

    /// What shows the items no predicate accepts.
    public struct Fallback {
        /// The item's reuse identifier.
        public let reuseIdentifier: @MainActor (Item) -> String
        /// What the host registers for that identifier when no rule is registered under it
        /// (asked once per identifier, with the first item that needs it).
        public let source: @MainActor (Item) -> Source
        /// How the items are measured; `nil`: they are `unmatchedItemSize`.
        public let measure: ListItemSizer<Item>.Measure?
        /// The size of an item no measure covers.
        public let unmatchedItemSize: CGSize
        /// Fills a dequeued cell with such an item.
        public let configure: @MainActor (Cell, Item, ListIndexPath) -> Void

        /// A fallback; see the properties.
        public init(
            reuseIdentifier: @escaping @MainActor (Item) -> String, source: @escaping @MainActor (Item) -> Source,
            measure: ListItemSizer<Item>.Measure?, unmatchedItemSize: CGSize = .zero,
            configure: @escaping @MainActor (Cell, Item, ListIndexPath) -> Void
        ) {
            self.reuseIdentifier = reuseIdentifier
            self.source = source
            self.measure = measure
            self.unmatchedItemSize = unmatchedItemSize
            self.configure = configure
        }
    }

    /// The rules, in the order items are matched against them.
    public private(set) var rules: [Rule] = []
    private var indexByIdentifier: [String: Int] = [:]
    /// What shows the items no predicate accepts.
    public let fallback: Fallback

    /// No rules yet: every item is the fallback's.
    public init(fallback: Fallback) {
        self.fallback = fallback
    }

    /// Adds `rule`, or replaces the rule registered under its identifier (in that rule's
    /// turn).
    public mutating func add(_ rule: Rule) {
        if let index = indexByIdentifier[rule.reuseIdentifier] {
            rules[index] = rule
        } else {
            indexByIdentifier[rule.reuseIdentifier] = rules.count
            rules.append(rule)
        }
    }

    /// The identifier `item` is dequeued with, and the index of the rule that shows it in
    /// ``rules`` (`nil`: the fallback's cell).
    public func choice(for item: Item) -> (reuseIdentifier: String, rule: Int?) {
        for index in rules.indices {
            if let matches = rules[index].matches, matches(item) {
                return (rules[index].reuseIdentifier, index)
            }
        }
        let identifier = fallback.reuseIdentifier(item)
        return (identifier, indexByIdentifier[identifier])
    }

    /// The identifier `item` is dequeued with.
    public func reuseIdentifier(for item: Item) -> String {
        choice(for: item).reuseIdentifier
    }

    /// What the host registers for the identifier of `item`.
    public func source(for item: Item) -> Source {
        guard let index = choice(for: item).rule else { return fallback.source(item) }
        return rules[index].source
    }

    /// What is registered under `identifier`; `nil` when no rule is.
    public func source(forReuseIdentifier identifier: String) -> Source? {
        indexByIdentifier[identifier].map { rules[$0].source }
    }

    /// Fills `cell`, dequeued with ``reuseIdentifier(for:)``, with `item`.
    ///
    /// - Returns: whether a rule filled it (`false`: the fallback did, or nothing did).
    @discardableResult
    public func configure(_ cell: Cell, with item: Item, at path: ListIndexPath) -> Bool {
        guard let index = choice(for: item).rule else {
            fallback.configure(cell, item, path)
            return false
        }
        rules[index].configure(cell, item, path)
        return true
    }

    /// The size functions, in matching order, as a value usable off the main actor; each
    /// measure first passes through `adapt` (UIKit binds the text size there).
    public func sizer(
        adapting adapt: (ListItemSizer<Item>.Measure) -> ListItemSizer<Item>.Measure = { $0 }
    ) -> ListItemSizer<Item> {
        var sizer = ListItemSizer<Item>(unmatchedItemSize: fallback.unmatchedItemSize)
        let unmatched = fallback.unmatchedItemSize
        for rule in rules {
            guard let matches = rule.matches else { continue }
            let measure = rule.measure ?? fallback.measure ?? .pure { _, _ in unmatched }
            sizer.append(matches: matches, measure: adapt(measure))
        }
        if let measure = fallback.measure {
            sizer.append(matches: { _ in true }, measure: adapt(measure))
        }
        return sizer
    }
}
