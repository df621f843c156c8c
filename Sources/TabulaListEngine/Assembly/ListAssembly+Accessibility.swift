@_spi(TabulaInternal) import Tabula

extension ListAssembly {
    /// The VoiceOver moves the item at `path` offers, as the UIKit adapters offer them as
    /// custom actions: none unless ``canMoveItem`` allows the item, none towards an end of
    /// its section it is at.
    public func accessibilityMoves(at path: ListIndexPath) -> [ListAccessibility.Move] {
        guard let updater, let item = updater.item(at: path), canMoveItem?(item) == true else { return [] }
        return updater.accessibilityMoves(forItemAt: path)
    }

    /// Performs a VoiceOver move of the item at `path` (``/Tabula/ListUpdater/accessibilityMove(_:itemAt:in:)``,
    /// through the bound storage if any) and returns where the item goes; `nil` when the
    /// move is not offered there (``accessibilityMoves(at:)``): nothing changes then.
    ///
    /// - Throws: ``/Tabula/ListStorageError`` when the storage refuses the move.
    @discardableResult
    public func performAccessibilityMove(_ move: ListAccessibility.Move, at path: ListIndexPath) throws
        -> ListIndexPath?
    {
        guard let updater, accessibilityMoves(at: path).contains(move) else { return nil }
        return try updater.accessibilityMove(move, itemAt: path, in: controller.storage)
    }
}
