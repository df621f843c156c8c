import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The two heights of a composite, expandable cell in one measuring context: collapsed
/// ("read more" shown) and expanded. Cache them per context in a
/// `ContextKeyedCache<ID, ExpandableHeights>` so toggling never measures again.
@_spi(Testing) public struct ExpandableHeights: Hashable, Sendable {
    /// The height when collapsed.
    public var compact: CGFloat
    /// The height when expanded.
    public var expanded: CGFloat

    /// Creates the pair.
    public init(compact: CGFloat, expanded: CGFloat) {
        self.compact = compact
        self.expanded = expanded
    }

    /// The height for the given state.
    public func height(expanded isExpanded: Bool) -> CGFloat {
        isExpanded ? expanded : compact
    }
}
