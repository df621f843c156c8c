import Tabula

/// The data source as the host sees it while the user's drag is shown but not yet reported:
/// UIKit moves its own cells first and tells the data source afterwards, so a cell that
/// comes into view during the move must be filled with the item that will stand at its
/// path, which the data source still keeps at the path before the move.
@MainActor
final class InteractiveMoveDataSource: ListHostDataSource {
    private let base: any ListHostDataSource
    private let source: ListIndexPath
    private let destination: ListIndexPath
    private let counts: [Int]

    /// `counts` are the item counts after the move.
    init(base: any ListHostDataSource, moving source: ListIndexPath, to destination: ListIndexPath, counts: [Int]) {
        self.base = base
        self.source = source
        self.destination = destination
        self.counts = counts
    }

    /// The path, in the data source's data before the move, of the item at after-path `path`.
    func beforePath(_ path: ListIndexPath) -> ListIndexPath {
        if path == destination { return source }
        var item = path.item
        if source.section == destination.section {
            guard path.section == source.section else { return path }
            if source.item < destination.item, item >= source.item, item < destination.item { item += 1 }
            if source.item > destination.item, item > destination.item, item <= source.item { item -= 1 }
        } else {
            if path.section == source.section, item >= source.item { item += 1 }
            if path.section == destination.section, item > destination.item { item -= 1 }
        }
        return ListIndexPath(item: item, section: path.section)
    }

    func numberOfSections() -> Int { counts.count }
    func numberOfItems(inSection section: Int) -> Int { counts.indices.contains(section) ? counts[section] : 0 }
    func itemCounts() -> [Int] { counts }
    func reuseIdentifier(forItemAt path: ListIndexPath) -> String { base.reuseIdentifier(forItemAt: beforePath(path)) }
    func configure(_ cell: any ListReusableView, forItemAt path: ListIndexPath) {
        base.configure(cell, forItemAt: beforePath(path))
    }
    func reuseIdentifier(for placement: ListSupplementaryPlacement, inSection section: Int) -> String? {
        base.reuseIdentifier(for: placement, inSection: section)
    }
    func configure(_ view: any ListReusableView, for placement: ListSupplementaryPlacement, inSection section: Int) {
        base.configure(view, for: placement, inSection: section)
    }
    func contentToken(for placement: ListSupplementaryPlacement, inSection section: Int) -> AnyHashable? {
        base.contentToken(for: placement, inSection: section)
    }
}
