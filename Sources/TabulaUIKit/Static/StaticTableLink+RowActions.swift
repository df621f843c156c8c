#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
@_spi(TabulaInternal) import Tabula
import UIKit

extension StaticTableLink {
    /// The constructor's ``/Tabula/StaticTableConstructor/actions(for:)`` of `model` as
    /// trailing swipe buttons. Tapping one finds the row again by its model (it may have
    /// moved since the swipe began), performs the action of that title the constructor
    /// offers for the row now, then calls UIKit's completion with whether it could, once
    /// the row's update has reached the table.
    func trailingSwipeActions(for model: Model) -> [UIContextualAction] {
        constructor.actions(for: model).map { action in
            UIContextualAction(style: action.isDestructive ? .destructive : .normal, title: action.title) {
                [weak self] _, _, completion in
                guard let self else { return completion(false) }
                self.performAction(action.title, onRowOf: model, then: completion)
            }
        }
    }

    /// Performs the action, then calls `completion`. The completion closes the swipe
    /// (UIContextualAction.h:17), so a row the action removes must be gone first or it
    /// slides closed before it leaves. The action's update goes to the table at once when
    /// the table is idle; when a batch is still animating it waits, and so does the
    /// completion, until the updater is idle (never dropped, only later).
    private func performAction(
        _ title: String, onRowOf model: Model, then completion: @escaping (Bool) -> Void
    ) {
        let performed = performAction(title, onRowOf: model)
        guard performed, let adapter, adapter.indexPath(of: model) != nil, !adapter.updater.isIdle else {
            return completion(performed)
        }
        Task { [weak adapter] in
            await adapter?.updater.waitUntilIdle()
            completion(true)
        }
    }

    private func performAction(_ title: String, onRowOf model: Model) -> Bool {
        guard let adapter, let path = adapter.indexPath(of: model), let current = adapter.item(at: path) else {
            logger.error("row action \(title) on a row that is no longer shown")
            return false
        }
        do {
            try constructor.performAction(title, on: current, at: path, operation: "performAction")
            return true
        } catch {
            logger.error("row action failed: \(error)")
            return false
        }
    }
}
#endif
