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
    var children: ContiguousArray<ListItemsNode<Element>> {
        didSet { isLeaf = children.isEmpty }
    }
    /// Orders the leaves: a leaf's label is greater than every label left of it in the
    /// tree; an inner node carries its first leaf's label. Labels never change while a
    /// leaf lives (short of a relabelling of the whole tree), so an identity index can name
    /// an item's leaf by label and find the leaf again in O(log n) (``ListIdentityIndex``).
    var label: UInt64

    /// Whether the node is a leaf (it has no children). Stored, not `children.isEmpty`:
    /// code the caller's module does not specialize (the list engine's, per frame) would
    /// look the children array's generic metadata up at every question.
    private(set) var isLeaf: Bool

    init(leaf elements: ContiguousArray<Element>, label: UInt64) {
        self.count = elements.count
        self.elements = elements
        self.children = []
        self.isLeaf = true
        self.label = label
    }

    init(children: ContiguousArray<ListItemsNode<Element>>) {
        var total = 0
        for child in children { total += child.count }
        self.count = total
        self.elements = []
        self.children = children
        self.isLeaf = children.isEmpty
        self.label = children[0].label
    }

    private init(copying node: ListItemsNode<Element>) {
        self.count = node.count
        self.elements = node.elements
        self.children = node.children
        self.isLeaf = node.isLeaf
        self.label = node.label
    }

    /// Labels are below this bound (the upper bits stay free for an index to add its own key).
    static var labelLimit: UInt64 { 1 << 40 }

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
        let found = leaf(containing: index)
        return found.leaf.elements[found.offset]
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

    func setElement<O: ListItemsObserver<Element>>(_ element: Element, at index: Int, _ observer: O) {
        if isLeaf {
            observer.replaced(elements[index], with: element, inLeaf: label)
            elements[index] = element
            return
        }
        let found = child(containing: index)
        uniqueChild(found.child).setElement(element, at: found.offset, observer)
    }

    /// Inserts `element` at `index`; returns a new right sibling when the node split.
    /// `upperLabel` bounds the labels of this subtree (the next leaf's label); when no label
    /// is left between a split leaf and its right neighbour, `needsRelabel` is set.
    func insert<O: ListItemsObserver<Element>>(
        _ element: Element, at index: Int, upperLabel: UInt64, _ shape: ListItemsShape, _ observer: O,
        needsRelabel: inout Bool
    ) -> ListItemsNode<Element>? {
        if isLeaf {
            let gap = upperLabel > label ? upperLabel - label : 0
            // Only the tree's last leaf is ever asked to insert at its end (`child(containing:)`
            // sends a boundary position to the next leaf), so `upperLabel` is the limit here;
            // checked anyway, as the new leaf must be the last.
            if index == elements.count, elements.count == shape.leafCapacity, upperLabel == Self.labelLimit {
                return appendLeaf(element, gap: gap, observer, needsRelabel: &needsRelabel)
            }
            count += 1
            elements.insert(element, at: index)
            observer.inserted(element, inLeaf: label)
            guard elements.count > shape.leafCapacity else { return nil }
            if gap < 2 { needsRelabel = true }
            return splitLeaf(newLabel: label + gap / 2, observer)
        }
        count += 1
        // Appending goes to the last child: `child(containing:)` would stop there too.
        let found =
            index == count - 1
            ? (child: children.count - 1, offset: children[children.count - 1].count)
            : child(containing: index)
        let bound = found.child + 1 < children.count ? children[found.child + 1].label : upperLabel
        if let sibling = uniqueChild(found.child).insert(
            element, at: found.offset, upperLabel: bound, shape, observer, needsRelabel: &needsRelabel)
        {
            children.insert(sibling, at: found.child + 1)
            if children.count > shape.branchCapacity { return splitInner() }
        }
        return nil
    }

    /// Removes and returns the element at `index`. The node may be left under-full; its
    /// parent rebalances it.
    func remove<O: ListItemsObserver<Element>>(at index: Int, _ shape: ListItemsShape, _ observer: O) -> Element {
        count -= 1
        if isLeaf {
            let removed = elements.remove(at: index)
            observer.removed(removed, fromLeaf: label)
            return removed
        }
        let found = child(containing: index)
        let child = uniqueChild(found.child)
        let removed = child.remove(at: found.offset, shape, observer)
        if child.isUnderfull(shape) { rebalance(at: found.child, shape, observer) }
        return removed
    }

    func isUnderfull(_ shape: ListItemsShape) -> Bool {
        isLeaf ? elements.count < shape.minimumLeafCount : children.count < shape.minimumBranchCount
    }

    /// Merges the under-full child at `slot` with a neighbour; splits the result again
    /// when it is too big, so both halves end at least half full.
    private func rebalance<O: ListItemsObserver<Element>>(at slot: Int, _ shape: ListItemsShape, _ observer: O) {
        guard children.count > 1 else { return }
        let left = slot > 0 ? slot - 1 : slot
        let right = left + 1
        let merged: ListItemsNode<Element>
        if children[left].isLeaf {
            // The merged leaf keeps the left label; a split gives the right half the right
            // label back. The index learns which items changed leaf.
            let leftLeaf = children[left]
            let rightLeaf = children[right]
            var items = ContiguousArray<Element>()
            items.reserveCapacity(leftLeaf.count + rightLeaf.count)
            items.append(contentsOf: leftLeaf.elements)
            items.append(contentsOf: rightLeaf.elements)
            let merged = ListItemsNode(leaf: items, label: leftLeaf.label)
            if merged.elements.count > shape.leafCapacity {
                let middle = merged.elements.count / 2
                let leftCount = leftLeaf.elements.count
                if middle < leftCount {
                    observer.relocated(
                        merged.elements[middle..<leftCount], fromLeaf: leftLeaf.label, toLeaf: rightLeaf.label)
                } else if middle > leftCount {
                    observer.relocated(
                        merged.elements[leftCount..<middle], fromLeaf: rightLeaf.label, toLeaf: leftLeaf.label)
                }
                let upper = ListItemsNode(leaf: ContiguousArray(merged.elements[middle...]), label: rightLeaf.label)
                merged.elements.removeSubrange(middle...)
                merged.count = merged.elements.count
                children[left] = merged
                children[right] = upper
            } else {
                observer.relocated(rightLeaf.elements[...], fromLeaf: rightLeaf.label, toLeaf: leftLeaf.label)
                children[left] = merged
                children.remove(at: right)
            }
            return
        } else {
            var nodes = ContiguousArray<ListItemsNode<Element>>()
            nodes.reserveCapacity(children[left].children.count + children[right].children.count)
            nodes.append(contentsOf: children[left].children)
            nodes.append(contentsOf: children[right].children)
            merged = ListItemsNode(children: nodes)
        }
        if merged.children.count > shape.branchCapacity {
            let sibling = merged.splitInner()
            children[left] = merged
            children[right] = sibling
        } else {
            children[left] = merged
            children.remove(at: right)
        }
    }

    /// Starts a new last leaf holding `element`, appended after this full last leaf of the
    /// tree, instead of splitting it: nothing moves between leaves (an identity index has
    /// nothing to follow), and a run of appends fills each leaf before starting the next.
    /// The new leaf is the one leaf allowed under-full (see `checkInvariants`).
    ///
    /// Its label takes a 1,024th of the labels left after this one, not half: appends
    /// only ever use labels at the end, and halving would run out after a few dozen leaves
    /// and relabel the whole tree; a 1,024th lasts for thousands of leaves.
    private func appendLeaf<O: ListItemsObserver<Element>>(
        _ element: Element, gap: UInt64, _ observer: O, needsRelabel: inout Bool
    ) -> ListItemsNode<Element> {
        if gap < 2 { needsRelabel = true }
        let newLabel = label + max(gap / 1024, gap / 2 > 0 ? 1 : 0)
        observer.inserted(element, inLeaf: newLabel)
        return ListItemsNode(leaf: [element], label: newLabel)
    }

    /// Moves the upper half of a leaf into a new right sibling labelled `newLabel`.
    private func splitLeaf<O: ListItemsObserver<Element>>(newLabel: UInt64, _ observer: O) -> ListItemsNode<Element> {
        let middle = elements.count / 2
        let upper = ContiguousArray(elements[middle...])
        elements.removeSubrange(middle...)
        count = elements.count
        observer.relocated(upper[...], fromLeaf: label, toLeaf: newLabel)
        return ListItemsNode(leaf: upper, label: newLabel)
    }

    /// Gives the leaves under this (uniquely referenced) node evenly spaced labels from
    /// `start` on, `step` apart; returns the next free label. Shared nodes are copied.
    func relabel(from start: UInt64, step: UInt64) -> UInt64 {
        if isLeaf {
            label = start
            return start + step
        }
        var next = start
        for slot in children.indices { next = uniqueChild(slot).relabel(from: next, step: step) }
        label = children[0].label
        return next
    }

    /// The number of leaves under this node.
    var leafCount: Int {
        if isLeaf { return 1 }
        var total = 0
        for child in children { total += child.leafCount }
        return total
    }

    /// The position of the first element of the leaf labelled `leafLabel` that satisfies
    /// `predicate`, or `nil` when no such leaf or element exists.
    func position(inLeaf leafLabel: UInt64, where predicate: (Element) -> Bool) -> Int? {
        var node = self
        var base = 0
        while !node.isLeaf {
            var slot = 0
            let children = node.children
            while slot + 1 < children.count, children[slot + 1].label <= leafLabel {
                base += children[slot].count
                slot += 1
            }
            node = children[slot]
        }
        guard node.label == leafLabel, let offset = node.elements.firstIndex(where: predicate) else { return nil }
        return base + offset
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
        // Full leaves: the least memory per item; the first insert into one splits it.
        let leafTarget = shape.leafCapacity
        let leafCount = (total + leafTarget - 1) / leafTarget
        var level = ContiguousArray<ListItemsNode<Element>>()
        level.reserveCapacity(leafCount)
        let step = labelLimit / UInt64(leafCount + 1)
        var start = elements.startIndex
        for leaf in 0..<leafCount {
            // Even sizes: the first `total % leafCount` leaves take one more.
            let size = total / leafCount + (leaf < total % leafCount ? 1 : 0)
            let end = elements.index(start, offsetBy: size)
            var items = ContiguousArray<Element>()
            items.reserveCapacity(size)
            items.append(contentsOf: elements[start..<end])
            level.append(ListItemsNode(leaf: items, label: step * UInt64(leaf + 1)))
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
    /// up, nodes over capacity, under-full nodes below the root (but the tree's last leaf,
    /// which appends fill), leaves at unequal depths.
    func checkInvariants(
        _ shape: ListItemsShape, isRoot: Bool, isLast: Bool = true
    ) throws(ListItemsInvariantError) -> Int {
        if isLeaf {
            guard elements.count == count else {
                throw ListItemsInvariantError("leaf count \(count) ≠ \(elements.count)")
            }
            guard count <= shape.leafCapacity else { throw ListItemsInvariantError("leaf over capacity: \(count)") }
            guard isRoot || isLast || count >= shape.minimumLeafCount else {
                throw ListItemsInvariantError("leaf under-full: \(count)")
            }
            guard count > 0 else { throw ListItemsInvariantError("empty leaf") }
            guard label < ListItemsNode.labelLimit else { throw ListItemsInvariantError("label out of range") }
            return 0
        }
        guard children.count <= shape.branchCapacity else {
            throw ListItemsInvariantError("inner node over capacity: \(children.count)")
        }
        guard (isRoot && children.count >= 2) || children.count >= shape.minimumBranchCount else {
            throw ListItemsInvariantError("inner node under-full: \(children.count)")
        }
        guard label == children[0].label else { throw ListItemsInvariantError("inner label ≠ first child's") }
        for (left, right) in zip(children, children.dropFirst()) where left.label >= right.label {
            throw ListItemsInvariantError("labels out of order: \(left.label) ≥ \(right.label)")
        }
        var total = 0
        var depth: Int?
        for (slot, child) in children.enumerated() {
            let childDepth = try child.checkInvariants(
                shape, isRoot: false, isLast: isLast && slot == children.count - 1)
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

    /// Tests only: the shape new trees take instead of ``standard(for:)`` (small shapes
    /// reach splits, merges and several levels with a few items).
    @TaskLocal static var override: ListItemsShape?

    /// The shape a new tree of `Element` takes.
    static func current<Element>(for _: Element.Type) -> ListItemsShape {
        override ?? standard(for: Element.self)
    }

    /// About 4 KiB of elements per leaf (at least 16, at most 512 elements) and 32
    /// children per inner node: a million 16-byte items take four levels (a leaf and
    /// three inner nodes), and a change copies one leaf and three inner nodes.
    static func standard<Element>(for _: Element.Type) -> ListItemsShape {
        let stride = max(1, MemoryLayout<Element>.stride)
        return ListItemsShape(leafCapacity: min(512, max(16, 4096 / stride)), branchCapacity: 32)
    }
}

/// A broken tree invariant, found by ``ListItems``'s internal check (tests only).
struct ListItemsInvariantError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Told by a ``ListItems`` tree which element went into, out of, or between which leaf, so
/// an identity index can follow the elements (``ListIdentityIndex``).
protocol ListItemsObserver<Element> {
    associatedtype Element
    func inserted(_ element: Element, inLeaf label: UInt64)
    func removed(_ element: Element, fromLeaf label: UInt64)
    func replaced(_ old: Element, with new: Element, inLeaf label: UInt64)
    func relocated(_ elements: ArraySlice<Element>, fromLeaf old: UInt64, toLeaf new: UInt64)
    /// Every leaf label changed, or the tree was rebuilt: `old` held the elements before.
    func rebuilt(old: ListItems<Element>, new: ListItems<Element>)
}

/// The observer of plain collection operations: nobody listens.
struct ListItemsNoObserver<Element>: ListItemsObserver {
    @inline(__always) func inserted(_: Element, inLeaf _: UInt64) {}
    @inline(__always) func removed(_: Element, fromLeaf _: UInt64) {}
    @inline(__always) func replaced(_: Element, with _: Element, inLeaf _: UInt64) {}
    @inline(__always) func relocated(_: ArraySlice<Element>, fromLeaf _: UInt64, toLeaf _: UInt64) {}
    @inline(__always) func rebuilt(old _: ListItems<Element>, new _: ListItems<Element>) {}
}
