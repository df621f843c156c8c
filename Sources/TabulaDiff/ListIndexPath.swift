/// The position of an item in a sectioned list: a section index and an item index.
///
/// Tabula's own index path type. Foundation's `IndexPath` has no `section`/`item` on Linux
/// (they come from UIKit's overlay), so the core uses this and the UIKit adapter converts.
public struct ListIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The item's index inside its section (`row` for tables).
    public var item: Int
    /// The section's index.
    public var section: Int

    /// Creates a path to `item` in `section`.
    @inlinable
    public init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }

    /// Creates a path to `row` in `section` (table view wording).
    @inlinable
    public init(row: Int, section: Int) {
        self.init(item: row, section: section)
    }

    /// Creates a path to `element` in `section` (DifferenceKit's wording: see ``ElementPath``).
    @inlinable
    public init(element: Int, section: Int) {
        self.init(item: element, section: section)
    }

    /// The item index, in DifferenceKit's wording.
    @inlinable
    public var element: Int {
        get { item }
        set { item = newValue }
    }

    /// The item index, in table view wording.
    @inlinable
    public var row: Int {
        get { item }
        set { item = newValue }
    }

    /// Orders by section first, then by item, as UIKit sorts index paths.
    @inlinable
    public static func < (lhs: ListIndexPath, rhs: ListIndexPath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }

    /// `[section, item]`, as Foundation prints an index path.
    public var description: String {
        "[\(section), \(item)]"
    }
}

/// DifferenceKit's name for an element's position: the same type as ``ListIndexPath``, so
/// `ElementPath(element:section:)`, `.element` and `.section` work as they do there, and
/// `.item`/`.row` as well.
public typealias ElementPath = ListIndexPath

extension ListIndexPath: CustomDebugStringConvertible {
    /// `[section: S, element: E]`, naming both parts (DifferenceKit's `ElementPath` has a
    /// `debugDescription` too).
    public var debugDescription: String {
        "[section: \(section), element: \(item)]"
    }
}
