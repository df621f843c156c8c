#if canImport(UIKit)
import Foundation
import Tabula
import UIKit

/// The identity of the item a hosted-content (SwiftUI) cell shows: the item's
/// `differenceIdentifier`.
///
/// Hosted content keeps its state (SwiftUI's `@State`) for as long as its identity stays the
/// same. A reused cell that shows another item gets another identity, so its content starts
/// fresh; a reconfigured cell that shows the same item keeps its identity and its state.
public struct HostedItemIdentity: Hashable {
    /// The item's identifier.
    public let base: AnyHashable

    /// The identity of the item with `identifier`.
    public init(_ identifier: some Hashable) {
        base = AnyHashable(identifier)
    }
}

extension CellCatalog where Item: Differentiable {
    /// The identity hosted content gets for `item`.
    static func hostedIdentity(of item: Item) -> HostedItemIdentity {
        HostedItemIdentity(item.differenceIdentifier)
    }
}
#endif
