import Foundation
import Tabula
import TabulaUIKit
import Testing
import UIKit

/// A small diffable value: identity `key`, content `name`.
private struct Fruit: Differentiable, CustomStringConvertible {
    var key: Int
    var name: String

    init(_ key: Int, _ name: String) {
        self.key = key
        self.name = name
    }

    var differenceIdentifier: Int { key }

    func isContentEqual(to source: Fruit) -> Bool {
        name == source.name
    }

    var description: String { "\(key):\(name)" }
}

/// The data a view's data source holds: rows of names, by section.
private typealias Sections = [[Fruit]]

/// A flat source: five fruits.
private var flatSource: [Fruit] {
    [Fruit(1, "apple"), Fruit(2, "banana"), Fruit(3, "cherry"), Fruit(4, "date"), Fruit(5, "elder")]
}

/// The flat target: a delete, an insert, a move and an update.
private var flatTarget: [Fruit] {
    [Fruit(5, "elder"), Fruit(1, "apple"), Fruit(3, "cherry!"), Fruit(6, "fig"), Fruit(4, "date")]
}

/// A sectioned source: three sections.
private var sectionedSource: [ArraySection<String, Fruit>] {
    [
        ArraySection(model: "fruit", elements: [Fruit(1, "apple"), Fruit(2, "banana"), Fruit(3, "cherry")]),
        ArraySection(model: "veg", elements: [Fruit(4, "leek"), Fruit(5, "kale")]),
        ArraySection(model: "nuts", elements: [Fruit(6, "pecan")]),
    ]
}

/// The sectioned target: a section deleted, one inserted, sections moved, an item moved
/// across sections, items updated, deleted and inserted.
private var sectionedTarget: [ArraySection<String, Fruit>] {
    [
        ArraySection(model: "veg", elements: [Fruit(5, "kale"), Fruit(4, "leek!"), Fruit(1, "apple")]),
        ArraySection(model: "fruit", elements: [Fruit(3, "cherry"), Fruit(7, "grape")]),
        ArraySection(model: "grain", elements: [Fruit(8, "oat")]),
    ]
}

private func names(_ sections: Sections) -> [[String]] {
    sections.map { $0.map(\.name) }
}

private func names(_ sections: [ArraySection<String, Fruit>]) -> [[String]] {
    sections.map { $0.elements.map(\.name) }
}

// MARK: Tables

@MainActor
private final class FruitTableSource: NSObject, UITableViewDataSource {
    var sections: Sections

    init(_ sections: Sections) {
        self.sections = sections
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        (cell as? NoteCell)?.note = sections[indexPath.section][indexPath.row].name
        return cell
    }
}

@MainActor
private final class TableFixture {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let source: FruitTableSource
    /// Every value `setData` received, in order.
    var installed: [Sections] = []

    init(_ sections: Sections, inWindow: Bool = true) {
        UIKitModel.exceptionHandler = nil
        source = FruitTableSource(sections)
        table.register(NoteCell.self, forCellReuseIdentifier: "fruit")
        table.dataSource = source
        if inWindow { window.addSubview(table) }
        table.reloadData()
    }

    func install(_ sections: Sections) {
        installed.append(sections)
        source.sections = sections
    }

    /// The section and row counts the table shows.
    var shownCounts: [Int] {
        (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
    }

    /// The names the visible cells show, top to bottom.
    var shownNames: [String] {
        table.visibleCells.map { ($0 as? NoteCell)?.note ?? "?" }
    }
}

@Suite("DifferenceKit's UITableView.reload(using:…) applies staged changesets")
@MainActor
struct StagedReloadTableTests {
    @Test func aFlatDiffRunsOneBatchPerStageAndShowsTheTarget() {
        let fixture = TableFixture([flatSource])
        let staged = StagedChangeset(source: flatSource, target: flatTarget)
        #expect(!staged.isEmpty)
        let before = fixture.table.modelCounters

        fixture.table.reload(using: staged, with: .fade) { data in fixture.install([data]) }

        let after = fixture.table.modelCounters
        #expect(fixture.table.modelExceptions.isEmpty, "\(fixture.table.modelExceptions)")
        #expect(after.performBatchUpdatesCalls - before.performBatchUpdatesCalls == staged.count)
        #expect(after.reloadDataCalls == before.reloadDataCalls)
        #expect(fixture.installed.map { $0[0].map(\.name) } == staged.map { $0.data.map(\.name) })
        #expect(names(fixture.source.sections) == [flatTarget.map(\.name)])
        #expect(fixture.shownCounts == [flatTarget.count])
        #expect(fixture.shownNames == flatTarget.map(\.name))
    }

    @Test func aSectionedDiffWithOneAnimationPerKindShowsTheTarget() {
        let fixture = TableFixture(sectionedSource.map(\.elements))
        let staged = StagedChangeset(source: sectionedSource, target: sectionedTarget)
        #expect(staged.count > 1, "section deletes, inserts and element moves span several stages")
        let before = fixture.table.modelCounters

        fixture.table.reload(
            using: staged,
            deleteSectionsAnimation: .fade,
            insertSectionsAnimation: .top,
            reloadSectionsAnimation: .none,
            deleteRowsAnimation: .left,
            insertRowsAnimation: .right,
            reloadRowsAnimation: .automatic
        ) { data in
            fixture.install(data.map(\.elements))
        }

        let after = fixture.table.modelCounters
        #expect(fixture.table.modelExceptions.isEmpty, "\(fixture.table.modelExceptions)")
        #expect(after.performBatchUpdatesCalls - before.performBatchUpdatesCalls == staged.count)
        #expect(after.reloadDataCalls == before.reloadDataCalls)
        #expect(fixture.installed.map(names) == staged.map { names($0.data) })
        #expect(names(fixture.source.sections) == names(sectionedTarget))
        #expect(fixture.shownCounts == sectionedTarget.map(\.elements.count))
        #expect(fixture.shownNames == sectionedTarget.flatMap { $0.elements.map(\.name) })
    }

    @Test func theSingleAnimationVariantAppliesASectionedDiff() {
        let fixture = TableFixture(sectionedSource.map(\.elements))
        let staged = StagedChangeset(source: sectionedSource, target: sectionedTarget)
        let before = fixture.table.modelCounters

        fixture.table.reload(using: staged, with: .automatic, interrupt: { _ in false }) { data in
            fixture.install(data.map(\.elements))
        }

        #expect(fixture.table.modelExceptions.isEmpty, "\(fixture.table.modelExceptions)")
        #expect(fixture.table.modelCounters.performBatchUpdatesCalls - before.performBatchUpdatesCalls == staged.count)
        #expect(fixture.shownNames == sectionedTarget.flatMap { $0.elements.map(\.name) })
    }

    @Test func withoutAWindowTheTableInstallsTheTargetAndReloads() {
        let fixture = TableFixture(sectionedSource.map(\.elements), inWindow: false)
        #expect(fixture.table.window == nil)
        let staged = StagedChangeset(source: sectionedSource, target: sectionedTarget)
        let before = fixture.table.modelCounters
        var asked = 0

        fixture.table.reload(
            using: staged, with: .fade,
            interrupt: { _ in
                asked += 1
                return false
            }
        ) { data in
            fixture.install(data.map(\.elements))
        }

        let after = fixture.table.modelCounters
        #expect(fixture.table.modelExceptions.isEmpty, "\(fixture.table.modelExceptions)")
        #expect(after.performBatchUpdatesCalls == before.performBatchUpdatesCalls)
        #expect(after.reloadDataCalls - before.reloadDataCalls == 1)
        #expect(asked == 0, "no stage is animated, so none is offered to interrupt")
        #expect(fixture.installed.map(names) == [names(sectionedTarget)])
        #expect(fixture.shownCounts == sectionedTarget.map(\.elements.count))
    }

    @Test func anInterruptInstallsTheTargetAndReloads() {
        let fixture = TableFixture(sectionedSource.map(\.elements))
        let staged = StagedChangeset(source: sectionedSource, target: sectionedTarget)
        #expect(staged.count > 1)
        let before = fixture.table.modelCounters
        var offered: [Int] = []

        // Let the first stage animate, then interrupt.
        fixture.table.reload(
            using: staged, with: .fade,
            interrupt: { changeset in
                offered.append(changeset.changeCount)
                return offered.count == 2
            }
        ) { data in
            fixture.install(data.map(\.elements))
        }

        let after = fixture.table.modelCounters
        #expect(fixture.table.modelExceptions.isEmpty, "\(fixture.table.modelExceptions)")
        #expect(offered == staged.prefix(2).map(\.changeCount))
        #expect(after.performBatchUpdatesCalls - before.performBatchUpdatesCalls == 1)
        #expect(after.reloadDataCalls - before.reloadDataCalls == 1)
        #expect(fixture.installed.map(names) == [names(staged[0].data), names(sectionedTarget)])
        #expect(fixture.shownCounts == sectionedTarget.map(\.elements.count))
        #expect(fixture.shownNames == sectionedTarget.flatMap { $0.elements.map(\.name) })
    }

    @Test func anInterruptBeforeTheFirstStageOnlyReloads() {
        let fixture = TableFixture([flatSource])
        let staged = StagedChangeset(source: flatSource, target: flatTarget)
        let before = fixture.table.modelCounters

        fixture.table.reload(using: staged, with: .fade, interrupt: { _ in true }) { data in fixture.install([data]) }

        let after = fixture.table.modelCounters
        #expect(fixture.table.modelExceptions.isEmpty, "\(fixture.table.modelExceptions)")
        #expect(after.performBatchUpdatesCalls == before.performBatchUpdatesCalls)
        #expect(after.reloadDataCalls - before.reloadDataCalls == 1)
        #expect(fixture.shownNames == flatTarget.map(\.name))
    }

    @Test func anEmptyStagedChangesetChangesNothing() {
        let fixture = TableFixture([flatSource])
        let staged = StagedChangeset(source: flatSource, target: flatSource)
        #expect(staged.isEmpty)
        let before = fixture.table.modelCounters

        fixture.table.reload(using: staged, with: .fade) { data in fixture.install([data]) }

        #expect(fixture.table.modelCounters == before)
        #expect(fixture.installed.isEmpty)
    }
}

// MARK: Collections

@MainActor
private final class FruitCollectionSource: NSObject, UICollectionViewDataSource {
    var sections: Sections

    init(_ sections: Sections) {
        self.sections = sections
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        sections.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "fruit", for: indexPath)
        (cell as? PhotoCell)?.caption = sections[indexPath.section][indexPath.item].name
        return cell
    }
}

/// One column of 40-point items, section after section, with no headers. The counts are
/// taken from the data source in `prepare()`, which the view runs on every update.
@MainActor
private final class StackLayout: UICollectionViewLayout {
    weak var source: FruitCollectionSource?
    private var counts: [Int] = []

    override func prepare() {
        super.prepare()
        counts = source?.sections.map(\.count) ?? []
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: 320, height: CGFloat(counts.reduce(0, +)) * 40)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (section, count) in counts.enumerated() {
            for item in 0..<count {
                let attributes = attributes(IndexPath(item: item, section: section))
                if attributes.frame.intersects(rect) { result.append(attributes) }
            }
        }
        return result
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(indexPath)
    }

    private func attributes(_ indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        let position = counts.prefix(indexPath.section).reduce(0, +) + indexPath.item
        attributes.frame = CGRect(x: 0, y: CGFloat(position) * 40, width: 320, height: 40)
        return attributes
    }
}

@MainActor
private final class CollectionFixture {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let layout = StackLayout()
    let collectionView: UICollectionView
    let source: FruitCollectionSource
    var installed: [Sections] = []

    init(_ sections: Sections, inWindow: Bool = true) {
        UIKitModel.exceptionHandler = nil
        source = FruitCollectionSource(sections)
        layout.source = source
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "fruit")
        collectionView.dataSource = source
        if inWindow { window.addSubview(collectionView) }
        collectionView.reloadData()
        // The first frame: a collection view carries out a reload in its layout pass
        // (UICollectionView.h:422).
        collectionView.layoutIfNeeded()
    }

    func install(_ sections: Sections) {
        installed.append(sections)
        source.sections = sections
    }

    var shownCounts: [Int] {
        (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
    }

    /// The names the visible cells show, in index path order.
    var shownNames: [String] {
        collectionView.indexPathsForVisibleItems.sorted().map {
            (collectionView.cellForItem(at: $0) as? PhotoCell)?.caption ?? "?"
        }
    }
}

@Suite("DifferenceKit's UICollectionView.reload(using:…) applies staged changesets")
@MainActor
struct StagedReloadCollectionTests {
    @Test func aFlatDiffRunsOneBatchPerStageAndShowsTheTarget() {
        let fixture = CollectionFixture([flatSource])
        #expect(fixture.shownNames == flatSource.map(\.name), "the layout shows every item")
        let staged = StagedChangeset(source: flatSource, target: flatTarget)
        let before = fixture.collectionView.modelCounters

        fixture.collectionView.reload(using: staged) { data in fixture.install([data]) }

        let after = fixture.collectionView.modelCounters
        #expect(fixture.collectionView.modelExceptions.isEmpty, "\(fixture.collectionView.modelExceptions)")
        #expect(after.performBatchUpdatesCalls - before.performBatchUpdatesCalls == staged.count)
        #expect(after.reloadDataCalls == before.reloadDataCalls)
        #expect(fixture.installed.map { $0[0].map(\.name) } == staged.map { $0.data.map(\.name) })
        #expect(fixture.shownCounts == [flatTarget.count])
        #expect(fixture.shownNames == flatTarget.map(\.name))
    }

    @Test func aSectionedDiffRunsOneBatchPerStageAndShowsTheTarget() {
        let fixture = CollectionFixture(sectionedSource.map(\.elements))
        let staged = StagedChangeset(source: sectionedSource, target: sectionedTarget)
        #expect(staged.count > 1, "section deletes, inserts and element moves span several stages")
        let before = fixture.collectionView.modelCounters
        var offered = 0

        fixture.collectionView.reload(
            using: staged,
            interrupt: { _ in
                offered += 1
                return false
            }
        ) { data in
            fixture.install(data.map(\.elements))
        }

        let after = fixture.collectionView.modelCounters
        #expect(fixture.collectionView.modelExceptions.isEmpty, "\(fixture.collectionView.modelExceptions)")
        #expect(offered == staged.count)
        #expect(after.performBatchUpdatesCalls - before.performBatchUpdatesCalls == staged.count)
        #expect(after.reloadDataCalls == before.reloadDataCalls)
        #expect(fixture.installed.map(names) == staged.map { names($0.data) })
        #expect(fixture.shownCounts == sectionedTarget.map(\.elements.count))
        #expect(fixture.shownNames == sectionedTarget.flatMap { $0.elements.map(\.name) })
    }

    @Test func withoutAWindowTheCollectionInstallsTheTargetAndReloads() {
        let fixture = CollectionFixture(sectionedSource.map(\.elements), inWindow: false)
        #expect(fixture.collectionView.window == nil)
        let staged = StagedChangeset(source: sectionedSource, target: sectionedTarget)
        let before = fixture.collectionView.modelCounters

        fixture.collectionView.reload(using: staged) { data in fixture.install(data.map(\.elements)) }

        let after = fixture.collectionView.modelCounters
        #expect(fixture.collectionView.modelExceptions.isEmpty, "\(fixture.collectionView.modelExceptions)")
        #expect(after.performBatchUpdatesCalls == before.performBatchUpdatesCalls)
        #expect(after.reloadDataCalls - before.reloadDataCalls == 1)
        #expect(fixture.installed.map(names) == [names(sectionedTarget)])
        #expect(fixture.shownCounts == sectionedTarget.map(\.elements.count))
    }

    @Test func anInterruptInstallsTheTargetAndReloads() {
        let fixture = CollectionFixture(sectionedSource.map(\.elements))
        let staged = StagedChangeset(source: sectionedSource, target: sectionedTarget)
        #expect(staged.count > 1)
        let before = fixture.collectionView.modelCounters
        var offered = 0

        fixture.collectionView.reload(
            using: staged,
            interrupt: { _ in
                offered += 1
                return offered == 2
            }
        ) { data in
            fixture.install(data.map(\.elements))
        }

        let after = fixture.collectionView.modelCounters
        #expect(fixture.collectionView.modelExceptions.isEmpty, "\(fixture.collectionView.modelExceptions)")
        #expect(offered == 2)
        #expect(after.performBatchUpdatesCalls - before.performBatchUpdatesCalls == 1)
        #expect(after.reloadDataCalls - before.reloadDataCalls == 1)
        #expect(fixture.installed.map(names) == [names(staged[0].data), names(sectionedTarget)])
        #expect(fixture.shownCounts == sectionedTarget.map(\.elements.count))
        #expect(fixture.shownNames == sectionedTarget.flatMap { $0.elements.map(\.name) })
    }
}

/// A changeset computed from data other than what the view shows (the app changed its data
/// and did not tell the view): on a device UIKit raises "Invalid update". `reload(using:)`
/// checks each stage against UIKit's batch rules, as the adapters do, and reloads instead.
@Suite("DifferenceKit's reload(using:…) checks each stage against UIKit's rules")
@MainActor
struct StagedReloadRuleCheckTests {
    /// Three fruits the view never showed, and the target they diff to.
    private var otherSource: [Fruit] { [Fruit(1, "apple"), Fruit(2, "banana"), Fruit(3, "cherry")] }
    private var otherTarget: [Fruit] { [Fruit(1, "apple"), Fruit(3, "cherry"), Fruit(9, "kiwi"), Fruit(10, "lime")] }

    @Test func aTableShowingOtherDataReloadsInsteadOfRaising() {
        let fixture = TableFixture([flatSource])
        let staged = StagedChangeset(source: otherSource, target: otherTarget)
        let before = fixture.table.modelCounters

        fixture.table.reload(using: staged, with: .fade) { data in fixture.install([data]) }

        #expect(fixture.table.modelExceptions.isEmpty, "\(fixture.table.modelExceptions)")
        #expect(fixture.table.modelCounters.reloadDataCalls == before.reloadDataCalls + 1)
        #expect(fixture.shownCounts == [otherTarget.count])
        #expect(fixture.shownNames == otherTarget.map(\.name))
    }

    @Test func aCollectionShowingOtherSectionsReloadsInsteadOfRaising() {
        let fixture = CollectionFixture(sectionedSource.map(\.elements) + [[Fruit(20, "extra")]])
        let staged = StagedChangeset(source: sectionedSource, target: sectionedTarget)
        let before = fixture.collectionView.modelCounters

        fixture.collectionView.reload(using: staged) { data in fixture.install(data.map(\.elements)) }

        #expect(fixture.collectionView.modelExceptions.isEmpty, "\(fixture.collectionView.modelExceptions)")
        #expect(fixture.collectionView.modelCounters.reloadDataCalls == before.reloadDataCalls + 1)
        #expect(fixture.shownCounts == sectionedTarget.map(\.elements.count))
    }
}

extension StagedReloadRuleCheckTests {
    /// DifferenceKit's flat changesets change section 0 only: a table with more sections still
    /// animates them as batches.
    @Test func aFlatChangesetAnimatesSectionZeroOfATableWithMoreSections() {
        let fixture = TableFixture([flatSource, [Fruit(30, "static")]])
        let staged = StagedChangeset(source: flatSource, target: flatTarget)
        let before = fixture.table.modelCounters

        fixture.table.reload(using: staged, with: .fade) { data in fixture.install([data, [Fruit(30, "static")]]) }

        #expect(fixture.table.modelExceptions.isEmpty, "\(fixture.table.modelExceptions)")
        #expect(fixture.table.modelCounters.reloadDataCalls == before.reloadDataCalls)
        #expect(fixture.table.modelCounters.performBatchUpdatesCalls - before.performBatchUpdatesCalls == staged.count)
        #expect(fixture.shownCounts == [flatTarget.count, 1])
    }
}
