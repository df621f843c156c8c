import Foundation

// Source: UIContextMenuConfiguration.h:39 (`UIContextMenuConfiguration`), 63
// (`configurationWithIdentifier:previewProvider:actionProvider:`), 30
// (`UIContextMenuActionProvider`), 35 (`UIContextMenuContentPreviewProvider`), 60-61 (both
// providers are "called when the menu is about to be presented").

/// The block that gives a context menu's actions (UIContextMenuConfiguration.h:30).
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// The block that gives a context menu's preview (UIContextMenuConfiguration.h:35).
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// What a context menu shows: an identifier, a preview provider and an action provider.
@available(iOS 13.0, *)
@available(tvOS, unavailable)
@MainActor
open class UIContextMenuConfiguration: NSObject {
    /// The identifier the app gave the menu. (A get-only `open var`, as UIKit declares it.)
    open var identifier: any NSCopying {
        storedIdentifier
    }
    private let storedIdentifier: any NSCopying
    private let previewProvider: UIContextMenuContentPreviewProvider?
    private let actionProvider: UIContextMenuActionProvider?

    private init(
        modelIdentifier: (any NSCopying)?, previewProvider: UIContextMenuContentPreviewProvider?,
        actionProvider: UIContextMenuActionProvider?
    ) {
        storedIdentifier = modelIdentifier ?? NSUUID()
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    /// A configuration; either provider may be `nil`.
    public convenience init(
        identifier: (any NSCopying)?, previewProvider: UIContextMenuContentPreviewProvider?,
        actionProvider: UIContextMenuActionProvider?
    ) {
        self.init(modelIdentifier: identifier, previewProvider: previewProvider, actionProvider: actionProvider)
    }

    /// *Model only: not UIKit API.* The menu is about to be presented: UIKit asks the action
    /// provider for the menu, passing its suggested actions (UIContextMenuConfiguration.h:61).
    /// `nil` without a provider, or when it gives none.
    public func modelMenu(suggestedActions: [UIMenuElement] = []) -> UIMenu? {
        actionProvider?(suggestedActions)
    }

    /// *Model only: not UIKit API.* The menu is about to be presented: UIKit asks the preview
    /// provider for the preview's controller (UIContextMenuConfiguration.h:60). `nil` without
    /// a provider (UIKit then previews the view itself).
    public func modelPreview() -> UIViewController? {
        previewProvider?()
    }
}
