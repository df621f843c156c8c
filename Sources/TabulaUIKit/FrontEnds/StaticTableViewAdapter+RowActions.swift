#if canImport(UIKit) && !os(tvOS)
import Foundation
import Tabula
import UIKit

extension StaticTableViewAdapter {
    /// The constructor's ``/Tabula/StaticTableConstructor/actions(for:)`` of the row at `path` as
    /// trailing swipe buttons. Tapping one finds the row again by its model (it may have
    /// moved since the swipe began), performs the action through
    /// ``/Tabula/StaticTable/performAction(_:at:)``, then calls UIKit's completion with whether it
    /// could, once the row's update has reached the table.
    func trailingSwipeActions(at path: ListIndexPath) -> [UIContextualAction] {
        let model: Constructor.Model
        let actions: [StaticRowAction]
        do {
            model = try table.model(at: path)
            actions = try table.actions(at: path)
        } catch {
            logger.error("swipe actions failed: \(error)")
            return []
        }
        return actions.map { action in
            UIContextualAction(style: action.style == .destructive ? .destructive : .normal, title: action.title) {
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
        _ title: String, onRowOf model: Constructor.Model, then completion: @escaping (Bool) -> Void
    ) {
        let performed = performAction(title, onRowOf: model)
        guard performed, table.indexPath(of: model) != nil, let updater = table.updater, !updater.isIdle else {
            return completion(performed)
        }
        Task { [weak self] in
            await self?.table.waitUntilIdle()
            completion(true)
        }
    }

    private func performAction(_ title: String, onRowOf model: Constructor.Model) -> Bool {
        guard let path = table.indexPath(of: model) else {
            logger.error("row action \(title) on a row that is no longer shown")
            return false
        }
        do {
            try table.performAction(title, at: path)
            return true
        } catch {
            logger.error("row action failed: \(error)")
            return false
        }
    }
}
#endif
