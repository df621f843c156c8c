extension ListOutline {
    /// One visible row of an outline: the item, its depth (for indentation) and its
    /// disclosure state (for a disclosure indicator and VoiceOver's "expanded"/"collapsed").
    ///
    /// A row's identity is its item's, so a list keeps its cell across expansions; its
    /// content includes the depth and the disclosure state, so the parent's cell is
    /// reconfigured in place when it is expanded or collapsed.
    public struct Row: Differentiable, Sendable {
        /// The item.
        public let item: Item
        /// How deep the item is: 0 for a root, 1 for its children, and so on.
        public let depth: Int
        /// Whether the item has children (a row shows a disclosure indicator).
        public let hasChildren: Bool
        /// Whether the item's children show now; always `false` for a row without children.
        public let isExpanded: Bool

        /// The item's identity.
        public var differenceIdentifier: Item.DifferenceIdentifier { item.differenceIdentifier }

        /// The same item content, depth and disclosure state.
        public func isContentEqual(to source: Row) -> Bool {
            depth == source.depth && hasChildren == source.hasChildren && isExpanded == source.isExpanded
                && item.isContentEqual(to: source.item)
        }
    }
}
