#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Tabula
import UIKit

extension UIKitListAdapter {
    /// Whether batches animate, animate while the user scrolls, and keep the content
    /// offset of what the user reads.
    public var animation: ListUpdateAnimation {
        get { listHost.animation }
        set { listHost.animation = newValue }
    }

    /// Shows `sections` next, as a diff from what is shown; without animation when
    /// `animated` is `false` (so are other updates applied before these sections are on
    /// screen).
    public func show(sections: [ListSection<Section, Item>], animated: Bool) {
        guard !animated else { return show(sections: sections) }
        listHost.unanimatedUpdates += 1
        updater.show(sections: sections)
        if updater.isIdle {
            listHost.unanimatedUpdates -= 1
        } else {
            Task { @MainActor [weak self] in
                guard let self else { return }
                await self.updater.waitUntilIdle()
                self.listHost.unanimatedUpdates -= 1
            }
        }
    }

    /// Shows `sections` next (``show(sections:animated:)``, the name every host shares).
    @available(*, deprecated, renamed: "show(sections:animated:)")
    public func apply(sections: [ListSection<Section, Item>], animated: Bool) {
        show(sections: sections, animated: animated)
    }

    /// Runs `body` as one transaction of the bound storage; with `animated` `false`, the
    /// batches that bring it on screen are applied without animation (so are other updates
    /// applied before it is on screen).
    ///
    /// - Returns: the storage's update, `nil` when the transaction changed nothing.
    /// - Throws: ``/Tabula/ListHostError/noStorage(operation:)`` when not bound to a storage;
    ///   the transaction's own error (the storage is then unchanged).
    @discardableResult
    public func update(
        animated: Bool, _ body: (inout ListTransaction<Section, Item>) throws -> Void
    ) throws -> ListUpdate<Section, Item>? {
        guard let storage else { throw ListHostError.noStorage(operation: "update(animated:)") }
        guard let update = try storage.update(body) else { return nil }
        if !animated {
            listHost.unanimatedUpdates += 1
            updater.whenPresented(version: update.to.version) { [weak self] in
                self?.listHost.unanimatedUpdates -= 1
            }
        }
        return update
    }

    /// The presented path of the item with `identifier`.
    func presentedPath(of identifier: Item.DifferenceIdentifier, operation: String) throws(ListHostError)
        -> ListIndexPath
    {
        guard let path = presentedPath(of: identifier) else {
            throw .itemNotPresented(operation: operation, identifier: String(describing: identifier))
        }
        return path
    }
}
#endif
