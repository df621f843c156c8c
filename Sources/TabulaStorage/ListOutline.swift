/// A tree of items and which of them are expanded: an expandable outline, such as threaded
/// replies under a post.
///
/// The outline is a value: change it, then hand it to a section of a ``ListStorage`` with
/// ``ListStorage/setOutline(_:in:)``. Each call is one storage transaction, so expanding a
/// parent inserts its visible descendants, and collapsing it removes them, as one animated
/// batch on every host.
///
/// ```swift
/// var thread = try ListOutline(roots: [post]) { $0.replies }
/// try thread.expand([post.id])
/// try storage.setOutline(thread, in: "Wall")   // the replies slide in, one batch
/// ```
///
/// Expansion is kept by identity (`differenceIdentifier`): an item stays expanded when the
/// tree is replaced (``replaceTree(roots:children:)``) as long as an item with its identity
/// is still in it; an identity that leaves the tree forgets its state. Every identity in the
/// tree is unique. ``visibleRows`` is what a list shows: the depth-first order of the items
/// whose ancestors are all expanded.
public struct ListOutline<Item: Differentiable & Sendable> {
    /// The top-level items, in order.
    public private(set) var roots: [Item] = []
    /// The children of each item that has any, by the parent's identity.
    private var childrenByParent: [Item.DifferenceIdentifier: [Item]] = [:]
    /// The parent of each item below the top level.
    private var parentByChild: [Item.DifferenceIdentifier: Item.DifferenceIdentifier] = [:]
    /// Every identity in the tree.
    private var identities: Set<Item.DifferenceIdentifier> = []
    /// The expanded identities; always a subset of `identities`.
    private var expanded: Set<Item.DifferenceIdentifier> = []

    /// An empty outline.
    public init() {}

    /// An outline of `roots` and, recursively, the children `children` gives each item;
    /// nothing is expanded.
    ///
    /// - Throws: ``ListStorageError/duplicateItem(operation:identifier:)`` when two items
    ///   share an identity (which includes an item given as its own descendant).
    public init(roots: [Item], children: (Item) throws -> [Item]) throws {
        try add(roots, under: nil, operation: "init", children: children)
    }

    /// Replaces every item with `roots` and their `children`, keeping the expansion of each
    /// identity still in the tree; identities that left forget theirs.
    ///
    /// - Throws: ``ListStorageError/duplicateItem(operation:identifier:)`` when two items
    ///   share an identity; the outline is unchanged then.
    public mutating func replaceTree(roots newRoots: [Item], children: (Item) throws -> [Item]) throws {
        var tree = ListOutline()
        try tree.add(newRoots, under: nil, operation: "replaceTree", children: children)
        tree.expanded = expanded.intersection(tree.identities)
        self = tree
    }

    /// Adds `items` after the existing children of `parent` (`nil`: after the roots).
    ///
    /// - Throws: ``ListStorageError/itemNotFound(operation:identifier:)`` when `parent` is
    ///   not in the tree, ``ListStorageError/duplicateItem(operation:identifier:)`` when an
    ///   item's identity is already in it (or twice in `items`); nothing is added then.
    public mutating func append(_ items: [Item], to parent: Item.DifferenceIdentifier? = nil) throws {
        if let parent { try requireItem(parent, operation: "append") }
        var copy = self
        try copy.add(items, under: parent, operation: "append") { _ in [] }
        self = copy
    }

    /// Expands `identifiers`: the children of each show once all its ancestors are
    /// expanded. Expanding a leaf (no children yet) is kept, so children added later show.
    ///
    /// - Throws: ``ListStorageError/itemNotFound(operation:identifier:)`` naming the first
    ///   identity not in the tree; nothing changes then.
    public mutating func expand(_ identifiers: [Item.DifferenceIdentifier]) throws {
        for identifier in identifiers { try requireItem(identifier, operation: "expand") }
        expanded.formUnion(identifiers)
    }

    /// Collapses `identifiers`, hiding their descendants. The descendants keep their own
    /// expansion, which shows again when the parent is expanded again.
    ///
    /// - Throws: ``ListStorageError/itemNotFound(operation:identifier:)`` naming the first
    ///   identity not in the tree; nothing changes then.
    public mutating func collapse(_ identifiers: [Item.DifferenceIdentifier]) throws {
        for identifier in identifiers { try requireItem(identifier, operation: "collapse") }
        expanded.subtract(identifiers)
    }

    /// Whether the item `identifier` is expanded.
    ///
    /// - Throws: ``ListStorageError/itemNotFound(operation:identifier:)`` when it is not in
    ///   the tree.
    public func isExpanded(_ identifier: Item.DifferenceIdentifier) throws -> Bool {
        try requireItem(identifier, operation: "isExpanded")
        return expanded.contains(identifier)
    }

    /// Whether an item with this identity is in the tree.
    public func contains(_ identifier: Item.DifferenceIdentifier) -> Bool {
        identities.contains(identifier)
    }

    /// The children of the item `identifier`, in order (empty for a leaf).
    ///
    /// - Throws: ``ListStorageError/itemNotFound(operation:identifier:)`` when it is not in
    ///   the tree.
    public func children(of identifier: Item.DifferenceIdentifier) throws -> [Item] {
        try requireItem(identifier, operation: "children")
        return childrenByParent[identifier] ?? []
    }

    /// The parent of the item `identifier`, or `nil` for a root.
    ///
    /// - Throws: ``ListStorageError/itemNotFound(operation:identifier:)`` when it is not in
    ///   the tree.
    public func parent(of identifier: Item.DifferenceIdentifier) throws -> Item.DifferenceIdentifier? {
        try requireItem(identifier, operation: "parent")
        return parentByChild[identifier]
    }

    /// The number of items in the tree, shown or not.
    public var count: Int { identities.count }

    /// The rows a list shows: each root, then (when it is expanded) its children in the same
    /// way, depth first. Each row carries its depth and disclosure state.
    public var visibleRows: [Row] {
        var rows: [Row] = []
        appendVisible(roots, depth: 0, to: &rows)
        return rows
    }

    /// The items of ``visibleRows``, in order.
    public var visibleItems: [Item] { visibleRows.map(\.item) }

    // MARK: Building

    /// Adds `items` (and, recursively, what `children` gives each) under `parent`.
    private mutating func add(
        _ items: [Item], under parent: Item.DifferenceIdentifier?, operation: String,
        children: (Item) throws -> [Item]
    ) throws {
        // An explicit stack, not recursion: a deep thread must not overflow the call stack.
        var pending: [(items: [Item], parent: Item.DifferenceIdentifier?)] = [(items, parent)]
        while let (batch, parent) = pending.popLast() {
            for item in batch {
                let identifier = item.differenceIdentifier
                guard identities.insert(identifier).inserted else {
                    throw ListStorageError.duplicateItem(operation: operation, identifier: "\(identifier)")
                }
                if let parent {
                    childrenByParent[parent, default: []].append(item)
                    parentByChild[identifier] = parent
                } else {
                    roots.append(item)
                }
                let descendants = try children(item)
                if !descendants.isEmpty { pending.append((descendants, identifier)) }
            }
        }
    }

    private func appendVisible(_ items: [Item], depth: Int, to rows: inout [Row]) {
        // Depth first with an explicit stack of sibling lists still to show.
        var stack: [(items: ArraySlice<Item>, depth: Int)] = [(items[...], depth)]
        while var (siblings, level) = stack.popLast() {
            guard let item = siblings.popFirst() else { continue }
            stack.append((siblings, level))
            let identifier = item.differenceIdentifier
            let children = childrenByParent[identifier] ?? []
            // A leaf's expansion is remembered but not shown: its row says "no children".
            let isExpanded = !children.isEmpty && expanded.contains(identifier)
            rows.append(Row(item: item, depth: level, hasChildren: !children.isEmpty, isExpanded: isExpanded))
            if isExpanded {
                level += 1
                stack.append((children[...], level))
            }
        }
    }

    private func requireItem(_ identifier: Item.DifferenceIdentifier, operation: String) throws {
        guard identities.contains(identifier) else {
            throw ListStorageError.itemNotFound(operation: operation, identifier: "\(identifier)")
        }
    }
}

extension ListOutline: Sendable where Item.DifferenceIdentifier: Sendable {}
