import Foundation
import Tabula
import TabulaTerminal

/// The feed: a tab bar, the active tab's list, an optional footer line (the friends
/// filter) and a status line with the updater's statistics.
///
/// Keys: tab / shift-tab cycle the tabs, 1–9 pick one, `t` cycles the text size of every
/// tab; everything else goes to the active tab (which may take every key while a text field
/// is edited).
@MainActor
final class FeedScreen: TerminalView {
    let tabs: [any FeedTab]
    private(set) var activeIndex = 0
    private let tabBar = TabBarView()
    private let footerLabel = TerminalLabel()
    private let statusLabel = TerminalLabel()
    /// Extra text at the end of the status line (frame time and bytes, when shown).
    var statusSuffix = ""
    /// The cells' sizing, which knows the text size shown.
    private let sizing: FeedSizing

    init(tabs: [any FeedTab], sizing: FeedSizing, frame: CGRect) {
        self.tabs = tabs
        self.sizing = sizing
        super.init(frame: frame)
        tabBar.titles = tabs.map(\.title)
        footerLabel.textColor = .standard(.yellow)
        statusLabel.isDim = true
        for tab in tabs { tab.list.isInWindow = false }
        addSubview(tabBar)
        addSubview(footerLabel)
        addSubview(statusLabel)
        select(0)
    }

    var activeTab: any FeedTab { tabs[activeIndex] }

    /// Shows tab `index` (ignored when out of range). A hidden list is off screen: its
    /// updater reloads it instead of animating, as UIKit requires.
    func select(_ index: Int) {
        guard tabs.indices.contains(index) else { return }
        activeTab.list.removeFromSuperview()
        activeTab.list.isInWindow = false
        activeIndex = index
        activeTab.list.isInWindow = true
        try? insertSubview(activeTab.list, at: 0)
        tabBar.activeIndex = index
        setNeedsLayout()
        refreshLabels()
    }

    func handle(_ key: Key) -> Bool {
        if activeTab.capturesKeys { return activeTab.handle(key) }
        switch key {
        case .tab:
            select((activeIndex + 1) % tabs.count)
        case .shiftTab:
            select((activeIndex + tabs.count - 1) % tabs.count)
        case .character("t"):
            // Every tab, shown or not, so a tab switch shows the same text size.
            let textSize = sizing.textSize.next
            sizing.textSize = textSize
            for tab in tabs { tab.setTextSize(textSize) }
            refreshLabels()
        case let .character(character) where character.isNumber:
            guard let number = character.wholeNumberValue, number >= 1, number <= tabs.count else { return false }
            select(number - 1)
        default:
            return activeTab.handle(key)
        }
        return true
    }

    func tick(frame: Int, live: Bool) {
        for tab in tabs { tab.tick(frame: frame, live: live) }
        refreshLabels()
    }

    var isSettled: Bool {
        tabs.allSatisfy(\.isSettled)
    }

    override func layoutSubviews() {
        let width = bounds.width
        let height = bounds.height
        let footerRows: CGFloat = activeTab.footer == nil ? 0 : 1
        tabBar.frame = CGRect(x: 0, y: 0, width: width, height: 1)
        activeTab.list.frame = CGRect(x: 0, y: 1, width: width, height: max(0, height - 2 - footerRows))
        footerLabel.isHidden = footerRows == 0
        footerLabel.frame = CGRect(x: 0, y: max(0, height - 2), width: width, height: footerRows)
        statusLabel.frame = CGRect(x: 0, y: max(0, height - 1), width: width, height: 1)
    }

    private func refreshLabels() {
        let footer = activeTab.footer
        if (footer == nil) != footerLabel.isHidden { setNeedsLayout() }
        footerLabel.text = footer ?? ""
        statusLabel.text = " " + activeTab.status + " · text \(sizing.textSize)" + statusSuffix
    }
}
