#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Tabula
import UIKit

extension StaticTableLink {
    /// Shows the row's ``/Tabula/StaticAccessory`` on its table cell (on every fill, before
    /// the cell's own capabilities, which may override it): `.disclosureIndicator` and
    /// `.checkmark` become the `accessoryType`; `.toggle` a ``StaticRowSwitch`` as the
    /// `accessoryView`, made once per cell and set to the row's state on every fill, so a
    /// reused cell shows its new row's state. Models that are not ``/Tabula/Accessorized``
    /// leave the cell's accessories alone.
    func showAccessory(of model: Model, in cell: UITableViewCell) {
        guard let accessory = accessory(of: model) else { return }
        switch accessory {
        case .none:
            show(.none, in: cell)
        case .disclosureIndicator:
            show(.disclosureIndicator, in: cell)
        case let .checkmark(isChecked):
            show(isChecked ? .checkmark : .none, in: cell)
        case let .toggle(isOn):
            showSwitch(isOn: isOn, in: cell)
        }
    }

    private func show(_ type: UITableViewCell.AccessoryType, in cell: UITableViewCell) {
        cell.accessoryView = nil
        cell.accessoryType = type
        if #available(iOS 17.0, *) {
            // A reused toggle cell: VoiceOver's double-tap selects this row again.
            cell.accessibilityActivateBlock = nil
        }
    }

    private func showSwitch(isOn: Bool, in cell: UITableViewCell) {
        let toggle: StaticRowSwitch
        if let existing = cell.accessoryView as? StaticRowSwitch {
            toggle = existing
        } else {
            toggle = StaticRowSwitch(frame: .zero)
            // The cell owns the switch; the switch only points back weakly.
            toggle.onUserChange = { [weak self, weak cell] toggle in
                guard let self, let cell else { return }
                self.userTurnedSwitch(toggle, in: cell)
            }
            cell.accessoryView = toggle
        }
        cell.accessoryType = .none
        if #available(iOS 17.0, *) {
            // VoiceOver's double-tap taps the middle of the cell, one element with its switch,
            // which would select the row: it turns the switch instead, as a tap on the switch
            // does (UIAccessibility.h line 295). Before iOS 17 it selects the row.
            cell.accessibilityActivateBlock = { [weak toggle] in
                guard let toggle else { return false }
                toggle.setOn(!toggle.isOn, animated: true)
                toggle.onUserChange?(toggle)
                return true
            }
        }
        if toggle.isOn != isOn {
            // A visible cell reconfigured in place animates; a cell being dequeued does not.
            toggle.setOn(isOn, animated: toggle.window != nil)
        }
    }

    /// Reports the switch's new state to the constructor for the row the cell shows *now*
    /// (rows above it may have appeared or gone since the cell was filled). If it cannot,
    /// the switch goes back.
    private func userTurnedSwitch(_ toggle: StaticRowSwitch, in cell: UITableViewCell) {
        guard let adapter, let indexPath = adapter.host.tableView?.indexPath(for: cell),
            let model = adapter.item(at: ListIndexPath(indexPath))
        else {
            logger.error("a switch was turned in a cell that shows no row")
            toggle.setOn(!toggle.isOn, animated: true)
            return
        }
        constructor.switchChanged(model, isOn: toggle.isOn)
    }
}
#endif
