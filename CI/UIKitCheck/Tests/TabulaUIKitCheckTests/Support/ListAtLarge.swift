import Foundation
import Tabula
import TabulaUIKit
import UIKit

/// Makes a list in a window of its own at the default text size: its adapter reads Large, so
/// the category the lists show (`UIKitTextScaling.listContentSizeCategory`, one for the whole
/// process) is Large again, as when another screen's list appears. A test whose list stays at
/// another category across an `await` calls it, so tests running meanwhile (which compute
/// expected heights at Large with `UIKitTextMeasurer()`) never see that category, and the list
/// under test shows it measures and draws at its own category, not the process-wide one.
@MainActor
func makeAListAtLarge() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let tableView = UITableView(frame: window.bounds, style: .plain)
    window.addSubview(tableView)
    _ = TableViewAdapter<String, Contact>(tableView: tableView, cells: TableCellCatalog<Contact>())
}
