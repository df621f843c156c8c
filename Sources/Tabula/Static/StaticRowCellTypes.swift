import Foundation

/// Which static cell type shows each row model a list has read from its constructor,
/// readable from any thread: a static table's sizes are measured off the main actor too
/// (prefetching, a width or text size change), while the constructor's `cellType(for:)` may
/// only be asked on the main actor.
///
/// Filled on the main actor each time the constructor's sections are read
/// (``StaticTableConstructor/listSections(recordingCellTypesIn:newCellType:)``), before the
/// rows reach the updater, so every row the list can present has an entry. Entries are kept
/// (a static screen has few rows): a row still presented while a newer read is on its way
/// keeps its cell.
@_spi(TabulaInternal) public final class StaticRowCellTypes<Model: Hashable & Sendable>: @unchecked Sendable {
    // @unchecked Sendable: `entries` is read and written only under `lock`; a metatype never
    // changes, and only a cell type's nonisolated members are used through it off the main
    // actor.
    private let lock = NSLock()
    private var entries: [Model: (identifier: String, type: any StaticCell.Type)] = [:]
    /// The identifiers of every cell type recorded so far (main actor only).
    private var seenIdentifiers: Set<String> = []

    /// No rows recorded yet.
    public init() {}

    /// Records that `type` shows `model`.
    ///
    /// - Returns: whether `type` is recorded for the first time (for any row).
    @MainActor @discardableResult
    public func record(_ type: any StaticCell.Type, for model: Model) -> Bool {
        let identifier = type.reuseIdentifier
        lock.lock()
        defer { lock.unlock() }
        entries[model] = (identifier, type)
        return seenIdentifiers.insert(identifier).inserted
    }

    /// The reuse identifier of `model`'s cell type, if it was read from the constructor.
    public func identifier(of model: Model) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return entries[model]?.identifier
    }

    /// The cell type of `model`, if it was read from the constructor.
    public func cellType(of model: Model) -> (any StaticCell.Type)? {
        lock.lock()
        defer { lock.unlock() }
        return entries[model]?.type
    }
}

extension StaticTableConstructor {
    /// The constructor's sections as list sections, each row's cell type recorded in
    /// `types`; `newCellType` is told each cell type `types` had not seen yet, once.
    @_spi(TabulaInternal)
    public func listSections(
        recordingCellTypesIn types: StaticRowCellTypes<Model>, newCellType: (any StaticCell.Type) -> Void = { _ in }
    ) -> [ListSection<String, Model>] {
        let sections = self.sections
        for row in sections.lazy.flatMap(\.rows) {
            let type = cellType(for: row)
            if types.record(type, for: row) { newCellType(type) }
        }
        return sections.map(\.listSection)
    }
}
