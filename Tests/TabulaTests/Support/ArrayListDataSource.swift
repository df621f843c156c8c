import Tabula
import TabulaHeadless

/// A small ``ListHostDataSource`` over nested arrays, for tests: section `s` shows
/// `sections[s]`; a section has a header when `headers[s]` is non-nil, and the header's
/// content token is its title.
@MainActor
final class ArrayListDataSource<Element>: ListHostDataSource {
    /// The items, one array per section.
    var sections: [[Element]]
    /// The header title of each section (`nil` or missing: no header).
    var headers: [String?]
    /// The footer title of each section (`nil` or missing: no footer).
    var footers: [String?]
    /// The reuse identifier of an element's cell.
    var cellIdentifier: (Element) -> String
    /// What a cell showing an element describes.
    var describe: (Element) -> String
    /// Every configure call, in order (path, description).
    private(set) var configuredItems: [(ListIndexPath, String)] = []

    init(
        sections: [[Element]], headers: [String?] = [], footers: [String?] = [],
        cellIdentifier: @escaping (Element) -> String = { _ in "cell" },
        describe: @escaping (Element) -> String = { "\($0)" }
    ) {
        self.sections = sections
        self.headers = headers
        self.footers = footers
        self.cellIdentifier = cellIdentifier
        self.describe = describe
    }

    /// One section of `items`.
    convenience init(items: [Element]) {
        self.init(sections: [items])
    }

    func numberOfSections() -> Int {
        sections.count
    }

    func numberOfItems(inSection section: Int) -> Int {
        sections[section].count
    }

    func reuseIdentifier(forItemAt path: ListIndexPath) -> String {
        cellIdentifier(sections[path.section][path.item])
    }

    func configure(_ cell: any ListReusableView, forItemAt path: ListIndexPath) {
        let description = describe(sections[path.section][path.item])
        (cell as? HeadlessCell)?.contentDescription = description
        configuredItems.append((path, description))
    }

    func reuseIdentifier(for placement: ListSupplementaryPlacement, inSection section: Int) -> String? {
        title(placement, section) == nil ? nil : placement.rawValue
    }

    func configure(_ view: any ListReusableView, for placement: ListSupplementaryPlacement, inSection section: Int) {
        (view as? HeadlessSupplementaryView)?.contentDescription = title(placement, section)
    }

    func contentToken(for placement: ListSupplementaryPlacement, inSection section: Int) -> AnyHashable? {
        title(placement, section).map(AnyHashable.init)
    }

    private func title(_ placement: ListSupplementaryPlacement, _ section: Int) -> String? {
        let titles = placement == .header ? headers : footers
        return section < titles.count ? titles[section] : nil
    }
}
