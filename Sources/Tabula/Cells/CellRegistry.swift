/// Registers cell types with one list host the first time a reuse identifier is used
/// (so every dequeue is safe): nothing is registered by hand, and a screen that
/// never shows a kind of cell never registers it.
///
/// Widget lists and static tables ask it for the reuse identifier of every item they
/// present (``ListHostDataSource/reuseIdentifier(forItemAt:)``), which the host asks before
/// it dequeues; so the identifier is always registered before its first dequeue.
@MainActor
package final class CellRegistry<Host: ListHost> {
    /// The host cells are registered with.
    package unowned let host: Host
    /// The identifiers registered so far, with the cell type each was registered for.
    package private(set) var registeredTypes: [String: Host.Cell.Type] = [:]
    /// How many registrations were made (one per cell identifier, one per header or footer
    /// identifier and placement).
    package private(set) var registrationCount = 0
    private var registeredSupplementary: [ListSupplementaryPlacement: Set<String>] = [:]

    /// Creates a registry for `host` (held unowned: the host outlives its data source).
    package init(host: Host) {
        self.host = host
    }

    /// Returns `identifier`, registering `cellType` for it with the host first if this is
    /// its first use.
    ///
    /// An identifier keeps the cell type it was first registered with: asking again with
    /// another type does not re-register (UIKit would silently replace the class, and cells
    /// already in the reuse queue would be of the old type).
    @discardableResult
    package func reuseIdentifier(_ identifier: String, cellType: Host.Cell.Type) -> String {
        if registeredTypes[identifier] == nil {
            host.registerCell(cellType, forReuseIdentifier: identifier)
            registeredTypes[identifier] = cellType
            registrationCount += 1
        }
        return identifier
    }

    /// Returns `identifier`, registering `viewType` for it as a `placement` view with the
    /// host first if this is its first use for that placement.
    @discardableResult
    package func supplementaryReuseIdentifier(
        _ identifier: String, placement: ListSupplementaryPlacement, viewType: Host.SupplementaryView.Type
    ) -> String {
        if registeredSupplementary[placement, default: []].insert(identifier).inserted {
            host.registerSupplementaryView(viewType, for: placement, forReuseIdentifier: identifier)
            registrationCount += 1
        }
        return identifier
    }

    /// Whether `identifier` has been registered through this registry.
    package func isRegistered(_ identifier: String) -> Bool {
        registeredTypes[identifier] != nil
    }
}
