#if os(iOS) || TABULA_UIKIT_MODEL
import Tabula

/// What an adapter reports about its items, by model (never by index alone): display,
/// highlight and deselection. Selection is ``UIKitListAdapter/onSelect``. The app's own
/// delegate hears the same calls with index paths.
///
/// ```swift
/// adapter.events.willDisplay = { post, _ in analytics.impression(post.id) }
/// adapter.events.didEndDisplaying = { post, _ in player.pause(post.video) }
/// ```
public struct ListItemEvents<Item> {
    /// An item's cell is about to appear.
    public var willDisplay: (@MainActor (Item, ListIndexPath) -> Void)?
    /// An item's cell left the screen (or the item was removed). The item is the one the
    /// cell showed, even when the data has changed since; the path is UIKit's, in the data
    /// the view showed when the cell left.
    public var didEndDisplaying: (@MainActor (Item, ListIndexPath) -> Void)?
    /// The user touched an item's cell.
    public var didHighlight: (@MainActor (Item, ListIndexPath) -> Void)?
    /// The touch on an item's cell ended.
    public var didUnhighlight: (@MainActor (Item, ListIndexPath) -> Void)?
    /// An item was deselected.
    public var didDeselect: (@MainActor (Item, ListIndexPath) -> Void)?

    /// No handlers.
    public init() {}
}

/// The item each visible cell shows, remembered when the cell appears, so that the end of
/// its display reports the item it showed even after the data changed.
@MainActor
final class DisplayedItems<Item> {
    private var items: [ObjectIdentifier: Item] = [:]

    /// Remembers `item` for `cell`.
    func appeared(_ cell: AnyObject, showing item: Item) {
        items[ObjectIdentifier(cell)] = item
    }

    /// The item `cell` showed, forgotten.
    func disappeared(_ cell: AnyObject) -> Item? {
        items.removeValue(forKey: ObjectIdentifier(cell))
    }

    /// How many cells are known to be on screen.
    var count: Int { items.count }
}
#endif
