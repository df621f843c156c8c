#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Tabula
import TabulaUIKit
import Testing
import UIKit

/// The static and widget tables measure their rows at the width the content view really
/// gets (less the safe area, less the accessory), as ``TableViewAdapter`` does (issue 24,
/// item 1).
@Suite("Static and widget tables measure at the content view's width")
@MainActor
struct FrontEndContentWidthTests {
    init() {
        UIKitRaises.recordAsIssues()
    }
    @Test func staticRowsBesideASwitchOrADisclosureIndicatorAreMeasuredAtTheirContentWidth() async {
        // 38 characters: one line in 320 points (40 characters), two beside the switch
        // or the indicator.
        let title = WrappingStaticScreen.title(38)
        let screen = WrappingStaticScreen.Screen(rows: [
            .toggle(title, isOn: true), .disclosure(title), .plain(title),
        ])
        let (tableView, adapter, window) = SwitchScreens.show(screen)
        await adapter.waitUntilIdle()
        tableView.layoutIfNeeded()
        let rows = WrappingStaticScreen.rows(of: tableView)
        #expect(rows.count == 3)
        #expect(rows.map(\.needed) == [52, 52, 32], "the fixture no longer wraps beside the accessories")
        for row in rows {
            #expect(row.given == row.needed, "\(row.title.count) characters: given \(row.given), needs \(row.needed)")
        }
        #expect(UIKitRaises.descriptions(raisedBy: tableView).isEmpty)
        withExtendedLifetime((adapter, window)) {}
    }
}
#endif
