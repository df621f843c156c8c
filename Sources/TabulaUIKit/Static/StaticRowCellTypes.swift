#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation

/// Which static cell type (by reuse identifier) shows each row model a table has read
/// from its constructor, readable from any thread: the cell catalog's `matches` and size
/// functions run off the main actor too (prefetching, a width change), while the
/// constructor's `cellType(for:)` may only be asked on the main actor.
///
/// Filled on the main actor each time the constructor's sections are read, before the
/// rows reach the updater, so every row the table can present has an entry. Entries are
/// kept (a static screen has few rows): a row the table still presents while a newer
/// read is on its way keeps its cell.
final class StaticRowCellTypes<Model: Hashable & Sendable>: @unchecked Sendable {
    // @unchecked Sendable: `identifiers` is read and written only under `lock`.
    private let lock = NSLock()
    private var identifiers: [Model: String] = [:]

    /// Records the reuse identifier of `model`'s cell type.
    func record(_ identifier: String, for model: Model) {
        lock.lock()
        defer { lock.unlock() }
        identifiers[model] = identifier
    }

    /// The reuse identifier of `model`'s cell type, if it was read from the constructor.
    func identifier(of model: Model) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return identifiers[model]
    }
}
#endif
