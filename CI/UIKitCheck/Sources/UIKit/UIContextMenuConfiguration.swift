import Foundation

// Source: UIContextMenuConfiguration.h:39 (`UIContextMenuConfiguration`), 63
// (`configurationWithIdentifier:previewProvider:actionProvider:`).

/// What a context menu shows (model: an identifier only; no previews, no menu elements).
@available(iOS 13.0, *)
@available(tvOS, unavailable)
@MainActor
open class UIContextMenuConfiguration: NSObject {
    /// The identifier the app gave the menu. (A get-only `open var`, as UIKit declares it.)
    open var identifier: any NSCopying {
        storedIdentifier
    }
    private let storedIdentifier: any NSCopying

    private init(modelIdentifier: (any NSCopying)?) {
        storedIdentifier = modelIdentifier ?? NSUUID()
        super.init()
    }

    /// A configuration without preview or menu (model: the providers are not modelled).
    public convenience init(
        identifier: (any NSCopying)?, previewProvider: (() -> UIViewController?)?, actionProvider: (([Any]) -> Any?)?
    ) {
        self.init(modelIdentifier: identifier)
    }
}
