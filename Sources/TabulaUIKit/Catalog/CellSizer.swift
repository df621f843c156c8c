#if canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The size functions of a ``CellCatalog``, as a `Sendable` value: the catalog's cells are
/// main-actor objects, their size functions are not, so sizes can be computed off the main
/// actor (SPEC M5, M10) with nothing but this value.
public struct CellSizer<Item: Sendable>: Sendable {
    struct Rule: Sendable {
        let matches: @Sendable (Item) -> Bool
        let size: @Sendable (Item, CGFloat) -> CGSize
    }

    private(set) var rules: [Rule] = []
    /// The size of an item no registered cell type matches.
    public var unmatchedItemSize: CGSize

    /// A sizer with no rules; unmatched items get `unmatchedItemSize`.
    public init(unmatchedItemSize: CGSize = .zero) {
        self.unmatchedItemSize = unmatchedItemSize
    }

    mutating func append(matches: @escaping @Sendable (Item) -> Bool, size: @escaping @Sendable (Item, CGFloat) -> CGSize) {
        rules.append(Rule(matches: matches, size: size))
    }

    /// The size of `item` in a container of `width`, from the first cell type that shows it.
    public func size(of item: Item, width: CGFloat) -> CGSize {
        for rule in rules where rule.matches(item) {
            return rule.size(item, width)
        }
        return unmatchedItemSize
    }
}
#endif
