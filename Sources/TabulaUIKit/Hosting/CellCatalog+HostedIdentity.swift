#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Tabula
import UIKit

// The identity of the item a hosted-content (SwiftUI) cell shows is the item's
// `differenceIdentifier`, as an `AnyHashable`. Hosted content keeps its state (SwiftUI's
// `@State`) for as long as its identity stays the same: a reused cell that shows another item
// gets another identity, so its content starts fresh; a reconfigured cell that shows the
// same item keeps its identity and its state.

extension CellCatalog where Item: Differentiable {
    /// The identity hosted content gets for `item`: its `differenceIdentifier`.
    static func hostedIdentity(of item: Item) -> AnyHashable {
        AnyHashable(item.differenceIdentifier)
    }
}
#endif
