/// One node of the tree behind ``ListItems``: a leaf holds up to `leafCapacity` elements,
/// an inner node up to `branchCapacity` children.
///
/// Nodes are shared between every value that holds them (snapshots, transactions, the
/// updater's presented data) and are mutated only while uniquely referenced: a mutation
/// copies the nodes on the path to the change (copy-on-write) and shares everything else.
final class ListItemsNode<Element>: @unchecked Sendable {
    // @unchecked: a node is mutated only when `isKnownUniquelyReferenced` proved that no
    // other value (and so no other thread) can see it, exactly like Array's buffer.

    /// The number of elements under this node.
    var count: Int
    /// The elements of a leaf (empty for an inner node).
    var elements: ContiguousArray<Element>
    /// The children of an inner node (empty for a leaf).
    var children: ContiguousArray<ListItemsNode<Element>>

    var isLeaf: Bool { children.isEmpty }

    init(leaf elements: ContiguousArray<Element>) {
        self.count = elements.count
        self.elements = elements
        self.children = []
    }

    init(children: ContiguousArray<ListItemsNode<Element>>) {
        var total = 0
        for child in children { total += child.count }
        self.count = total
        self.elements = []
        self.children = children
    }

    private init(copying node: ListItemsNode<Element>) {
        self.count = node.count
        self.elements = node.elements
        self.children = node.children
    }

    /// A node with the same content whose arrays are shared until written.
    func copy() -> ListItemsNode<Element> {
        ListItemsNode(copying: self)
    }

    /// The tree's depth below this node (0 for a leaf).
    var height: Int {
        var node = self
        var height = 0
        while !node.isLeaf {
            node = node.children[0]
            height += 1
        }
        return height
    }

    // MARK: Reading

    /// The child holding position `index`, and the position inside it.
    @inline(__always)
    func child(containing index: Int) -> (child: Int, offset: Int) {
        var offset = index
        var slot = 0
        let last = children.count - 1
        while slot < last {
            let size = children[slot].count
            if offset < size { break }
            offset -= size
            slot += 1
        }
        return (slot, offset)
    }

    func element(at index: Int) -> Element {
        var node = self
        var offset = index
        while !node.isLeaf {
            let found = node.child(containing: offset)
            offset = found.offset
            node = node.children[found.child]
        }
        return node.elements[offset]
    }

    /// The leaf holding position `index`, and the position inside it.
    func leaf(containing index: Int) -> (leaf: ListItemsNode<Element>, offset: Int) {
        var node = self
        var offset = index
        while !node.isLeaf {
            let found = node.child(containing: offset)
            offset = found.offset
            node = node.children[found.child]
        }
        return (node, offset)
    }

    // MARK: Writing (the receiver is uniquely referenced)

    /// Makes the child at `slot` uniquely referenced (copying it if shared) and returns it.
    @inline(__always)
    func uniqueChild(_ slot: Int) -> ListItemsNode<Element> {
        if !isKnownUniquelyReferenced(&children[slot]) {
            children[slot] = children[slot].copy()
        }
        return children[slot]
    }

    func setElement(_ element: Element, at index: Int) {
        if isLeaf {
            elements[index] = element
            return
        }
        let found = child(containing: index)
        uniqueChild(found.child).setElement(element, at: found.offset)
    }

    /// Inserts `element` at `index`; returns a new right sibling when the node split.
    func insert(_ element: Element, at index: Int, _ shape: ListItemsShape) -> ListItemsNode<Element>? {
        count += 1
        if isLeaf {
            elements.insert(element, at: index)
            return elements.count > shape.leafCapacity ? splitLeaf() : nil
        }
        // Appending goes to the last child: `child(containing:)` would stop there too.
        let found = index == count - 1
            ? (child: children.count - 1, offset: children[children.count - 1].count)
            : child(containing: index)
        if let sibling = uniqueChild(found.child).insert(element, at: found.offset, shape) {
            children.insert(sibling, at: found.child + 1)
            if children.count > shape.branchCapacity { return splitInner() }
        }
        return nil
    }

    /// Removes and returns the element at `index`. The node may be left under-full; its
    /// parent rebalances it.
    func remove(at index: Int, _ shape: ListItemsShape) -> Element {
        count -= 1
        if isLeaf { return elements.remove(at: index) }
        let found = child(containing: index)
        let child = uniqueChild(found.child)
        let removed = child.remove(at: found.offset, shape)
        if child.isUnderfull(shape) { rebalance(at: found.child, shape) }
        return removed
    }

    func isUnderfull(_ shape: ListItemsShape) -> Bool {
        isLeaf ? elements.count < shape.minimumLeafCount : children.count < shape.minimumBranchCount
    }

    /// Merges the under-full child at `slot` with a neighbour; splits the result again
    /// when it is too big, so both halves end at least half full.
    private func rebalance(at slot: Int, _ shape: ListItemsShape) {
        guard children.count > 1 else { return }
        let left = slot > 0 ? slot - 1 : slot
        let right = left + 1
        let merged: ListItemsNode<Element>
        if children[left].isLeaf {
            var items = ContiguousArray<Element>()
            items.reserveCapacity(children[left].count + children[right].count)
            items.append(contentsOf: children[left].elements)
            items.append(contentsOf: children[right].elements)
            merged = ListItemsNode(leaf: items)
        } else {
            var nodes = ContiguousArray<ListItemsNode<Element>>()
            nodes.reserveCapacity(children[left].children.count + children[right].children.count)
            nodes.append(contentsOf: children[left].children)
            nodes.append(contentsOf: children[right].children)
            merged = ListItemsNode(children: nodes)
        }
        let tooBig = merged.isLeaf
            ? merged.elements.count > shape.leafCapacity : merged.children.count > shape.branchCapacity
        if tooBig {
            let sibling = merged.isLeaf ? merged.splitLeaf() : merged.splitInner()
            children[left] = merged
            children[right] = sibling
        } else {
            children[left] = merged
            children.remove(at: right)
        }
    }

    /// Moves the upper half of a leaf into a new right sibling.
    private func splitLeaf() -> ListItemsNode<Element> {
        let middle = elements.count / 2
        let upper = ContiguousArray(elements[middle...])
        elements.removeSubrange(middle...)
        count = elements.count
        return ListItemsNode(leaf: upper)
    }

    /// Moves the upper half of an inner node's children into a new right sibling.
    private func splitInner() -> ListItemsNode<Element> {
        let middle = children.count / 2
        let sibling = ListItemsNode(children: ContiguousArray(children[middle...]))
        children.removeSubrange(middle...)
        count -= sibling.count
        return sibling
    }

    // MARK: Building

    /// A balanced tree holding `elements`, every node full to about three quarters, so
    /// that both inserts and removes find room; `nil` when `elements` is empty.
    static func build(_ elements: some Collection<Element>, _ shape: ListItemsShape) -> ListItemsNode<Element>? {
        let total = elements.count
        guard total > 0 else { return nil }
        let leafTarget = max(1, shape.leafCapacity * 3 / 4)
        let leafCount = (total + leafTarget - 1) / leafTarget
        var level = ContiguousArray<ListItemsNode<Element>>()
        level.reserveCapacity(leafCount)
        var start = elements.startIndex
        for leaf in 0..<leafCount {
            // Even sizes: the first `total % leafCount` leaves take one more.
            let size = total / leafCount + (leaf < total % leafCount ? 1 : 0)
            let end = elements.index(start, offsetBy: size)
            var items = ContiguousArray<Element>()
            items.reserveCapacity(size)
            items.append(contentsOf: elements[start..<end])
            level.append(ListItemsNode(leaf: items))
            start = end
        }
        let branchTarget = max(2, shape.branchCapacity * 3 / 4)
        while level.count > 1 {
            let parents = (level.count + branchTarget - 1) / branchTarget
            var next = ContiguousArray<ListItemsNode<Element>>()
            next.reserveCapacity(parents)
            var first = 0
            for parent in 0..<parents {
                let size = level.count / parents + (parent < level.count % parents ? 1 : 0)
                next.append(ListItemsNode(children: ContiguousArray(level[first..<first + size])))
                first += size
            }
            level = next
        }
        return level[0]
    }

    /// Calls `body` with each leaf's elements, in order, until it returns `false`.
    @discardableResult
    func forEachLeaf(_ body: (ContiguousArray<Element>) throws -> Bool) rethrows -> Bool {
        if isLeaf { return try body(elements) }
        for child in children where try !child.forEachLeaf(body) { return false }
        return true
    }

    // MARK: Checking (tests)

    /// Throws a description of the first broken tree invariant: counts that do not add
    /// up, nodes over capacity, under-full nodes below the root, leaves at unequal depths.
    func checkInvariants(_ shape: ListItemsShape, isRoot: Bool) throws(ListItemsInvariantError) -> Int {
        if isLeaf {
            guard elements.count == count else { throw ListItemsInvariantError("leaf count \(count) ≠ \(elements.count)") }
            guard count <= shape.leafCapacity else { throw ListItemsInvariantError("leaf over capacity: \(count)") }
            guard isRoot || count >= shape.minimumLeafCount else { throw ListItemsInvariantError("leaf under-full: \(count)") }
            guard count > 0 else { throw ListItemsInvariantError("empty leaf") }
            return 0
        }
        guard children.count <= shape.branchCapacity else {
            throw ListItemsInvariantError("inner node over capacity: \(children.count)")
        }
        guard (isRoot && children.count >= 2) || children.count >= shape.minimumBranchCount else {
            throw ListItemsInvariantError("inner node under-full: \(children.count)")
        }
        var total = 0
        var depth: Int?
        for child in children {
            let childDepth = try child.checkInvariants(shape, isRoot: false)
            guard depth == nil || depth == childDepth else { throw ListItemsInvariantError("leaves at unequal depths") }
            depth = childDepth
            total += child.count
        }
        guard total == count else { throw ListItemsInvariantError("inner count \(count) ≠ \(total)") }
        return (depth ?? 0) + 1
    }
}

/// The node capacities of one ``ListItems`` tree. Fixed per tree; tests use small ones to
/// reach splits, merges and several levels with few elements.
struct ListItemsShape: Hashable, Sendable {
    let leafCapacity: Int
    let branchCapacity: Int

    var minimumLeafCount: Int { leafCapacity / 4 }
    var minimumBranchCount: Int { max(2, branchCapacity / 4) }

    init(leafCapacity: Int, branchCapacity: Int) {
        self.leafCapacity = max(4, leafCapacity)
        self.branchCapacity = max(4, branchCapacity)
    }

    /// About 2 KiB of elements per leaf (at least 16, at most 256 elements) and 32
    /// children per inner node: a million 16-byte items take four levels, and a change
    /// copies one leaf and three inner nodes.
    static func standard<Element>(for _: Element.Type) -> ListItemsShape {
        let stride = max(1, MemoryLayout<Element>.stride)
        return ListItemsShape(leafCapacity: min(256, max(16, 2048 / stride)), branchCapacity: 32)
    }
}

/// A broken tree invariant, found by ``ListItems``'s internal check (tests only).
struct ListItemsInvariantError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
