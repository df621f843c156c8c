/// Reads the items of many sections by position from code that the app's module does not
/// specialize, with no generic metadata look-up per read.
///
/// In such code, every use of a `ListItems<Item>` value (copying it out of an array, asking
/// its count, calling its subscript) asks the runtime for `ListItems<Item>`'s metadata, a
/// hash-table look-up of a few hundred instructions. A reader keeps each section's count
/// as an `Int` and its tree as an untyped reference instead, and reads an item through the
/// tree's class, whose generic parameters travel with the object: a fling asks for two items
/// per newly shown cell (its reuse identifier, then its content), which this makes plain
/// array reads.
package struct ListItemsReader<Element> {
    /// Each section's item count.
    package private(set) var counts: ContiguousArray<Int> = []
    /// Each section's tree (a `ListItemsNode<Element>`), `nil` for an empty section.
    private var roots: ContiguousArray<AnyObject?> = []

    /// A reader of no sections.
    package init() {}

    /// A reader of `sections`, in order: O(sections).
    package init(_ sections: some Sequence<ListItems<Element>>) {
        for items in sections {
            counts.append(items.count)
            roots.append(items.root)
        }
    }

    /// Whether `section` and `item` name an item.
    package func contains(section: Int, item: Int) -> Bool {
        section >= 0 && section < counts.count && item >= 0 && item < counts[section]
    }

    /// The item at `item` of `section`; both must be in range (``contains(section:item:)``).
    package func element(section: Int, item: Int) -> Element {
        precondition(contains(section: section, item: item), "ListItemsReader: no item \(item) in section \(section)")
        // The root of a section with items is a `ListItemsNode<Element>` (set in `init`); the
        // downcast is not checked at run time, which is what keeps it free of metadata.
        let root = unsafeDowncast(roots[section].unsafelyUnwrapped, to: ListItemsNode<Element>.self)
        return root.element(at: item)
    }
}
