import Foundation
import Logging
@_spi(Testing) import Tabula
import TabulaHeadless
import TabulaTestSupport
import Testing

/// The Limits article: "Duplicate identities are matched first-to-first […] and the updater logs a
/// warning with the count. Nothing crashes". The updater's log is captured by a
/// `LogHandler` of the test's own; random updates full of duplicates go through a
/// throwing headless host (any batch that breaks UIKit's rules would fail the test).
@MainActor
@Suite("Claims: duplicate identities log a warning and crash nothing")
struct DuplicateIdentitiesWarningTests {
    struct Row: Differentiable, Hashable, Sendable, CustomStringConvertible {
        var id: Int
        var version: Int
        var differenceIdentifier: Int { id }
        var description: String { "\(id).\(version)" }
    }

    @Test(arguments: Array(UInt64(1)...UInt64(30)))
    func randomUpdatesWithDuplicatesWarnWithTheCount(seed: UInt64) async throws {
        let records = LogRecords()
        let logger = Logger(label: "test") { _ in CapturingLogHandler(records: records) }
        let host = HeadlessListView(
            kind: seed % 2 == 0 ? .table : .collection, viewportSize: CGSize(width: 320, height: 200),
            frameProvider: FixedRowHeightFrames(rowHeight: 20))
        host.registerCell(reuseIdentifier: "row")
        let updater = ListUpdater(
            host: host,
            cellProvider: ListCellProvider<Int, Row>(
                reuseIdentifier: { _, _ in "row" },
                configure: { cell, row, _ in (cell as? HeadlessCell)?.contentDescription = row.description }),
            logger: logger)
        updater.reloadThreshold = .max  // every update is a diff, none a reload
        host.dataSource = updater
        var random = SplitMix64(seed: seed)
        var presented: [Row] = []
        var expectedWarnings: [Int] = []
        for step in 0..<8 {
            // Ids from a small pool, and one row repeated: every list has duplicates.
            var rows = (0..<Int.random(in: 0...12, using: &random)).map { _ in
                Row(id: Int.random(in: 0..<6, using: &random), version: Int.random(in: 0..<2, using: &random))
            }
            if let repeated = rows.randomElement(using: &random) {
                rows.insert(repeated, at: Int.random(in: 0...rows.count, using: &random))
            }
            if step > 0 {
                let duplicates = StagedChangeset(source: presented, target: rows).duplicateIdentifierCount
                if duplicates > 0 { expectedWarnings.append(duplicates) }
            }
            updater.show(sections: [ListSection(0, items: rows)])
            await updater.waitUntilIdle()
            presented = rows
            #expect(updater.presentedSections.map(\.items.array) == [rows], "seed \(seed), step \(step)")
            #expect(updater.statistics.violations == [], "seed \(seed), step \(step)")
            #expect(screenProblems(host, [rows], rowHeight: 20) == [], "seed \(seed), step \(step)")
        }
        #expect(!expectedWarnings.isEmpty, "seed \(seed): no update met a duplicate, nothing was checked")
        let warnings = records.all.filter { $0.level == .warning }.map(\.message)
        #expect(
            warnings == expectedWarnings.map { "data has \($0) duplicate identities; matched best effort" },
            "seed \(seed)")
    }
}

/// Log records, written from any thread.
final class LogRecords: @unchecked Sendable {
    // @unchecked: `records` is guarded by `lock`.
    private let lock = NSLock()
    private var records: [(level: Logger.Level, message: String)] = []

    func append(_ level: Logger.Level, _ message: String) {
        lock.withLock { records.append((level, message)) }
    }

    var all: [(level: Logger.Level, message: String)] {
        lock.withLock { records }
    }
}

/// A swift-log handler that keeps every record (all levels) in `records`.
struct CapturingLogHandler: LogHandler {
    let records: LogRecords
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        records.append(event.level, "\(event.message)")
    }
}
