extension ListAccessibility {
    /// A VoiceOver custom action that moves a reorderable row one place within its section:
    /// what a drag does, for a user who cannot drag. The UIKit adapters offer them as
    /// `UIAccessibilityCustomAction`s on every row `canMoveItem` allows; the headless host's
    /// `ListAssembly` offers the same ones (`ListAssembly.accessibilityMoves(at:)`).
    public enum Move: Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// One place towards the start of the section.
        case up
        /// One place towards the end of the section.
        case down

        /// The action's English name, "Move up" or "Move down" (the UIKit adapters'
        /// `accessibilityMoveName` localizes it).
        public var description: String {
            self == .up ? "Move up" : "Move down"
        }

        /// Where the item at `path` lands in a section of `count` items, or `nil` at the end
        /// the move goes towards (no action is offered there).
        public func destination(from path: ListIndexPath, itemCount count: Int) -> ListIndexPath? {
            let item = self == .up ? path.item - 1 : path.item + 1
            guard path.item >= 0, path.item < count, item >= 0, item < count else { return nil }
            return ListIndexPath(item: item, section: path.section)
        }
    }
}
