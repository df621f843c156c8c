/// The items of one section: an ordered, random-access collection whose copies share
/// storage, so that changing one item of a million-item section copies a few hundred
/// items' worth of memory, not the section.
///
/// It behaves as an array (value semantics, `Int` indexes from 0, mutable, range
/// replaceable, literal syntax) and is stored as a balanced tree of small chunks: reading
/// an item, replacing, inserting or removing one costs O(log n), and a changed copy shares
/// every chunk it did not change with the value it came from. That is what lets a storage
/// hand out immutable snapshots while it keeps changing, at a cost that depends on the
/// size of the change, not of the list. Iteration (`for`, `map`, `Array(items)`) walks
/// chunks in order, in linear time.
public struct ListItems<Element> {
    /// The tree, or `nil` when empty.
    var root: ListItemsNode<Element>?
    /// The tree's node capacities.
    let shape: ListItemsShape

    /// An empty collection.
    public init() {
        self.root = nil
        self.shape = .current(for: Element.self)
    }

    /// A collection holding `elements`, in order.
    public init(_ elements: some Sequence<Element>) {
        self.init(elements, shape: .current(for: Element.self))
    }

    init(_ elements: some Sequence<Element>, shape: ListItemsShape) {
        self.shape = shape
        if let collection = elements as? [Element] {
            self.root = ListItemsNode.build(collection, shape)
        } else if let items = elements as? ListItems<Element>, items.shape == shape {
            self.root = items.root
        } else {
            self.root = ListItemsNode.build(ContiguousArray(elements), shape)
        }
    }

    /// Makes the root uniquely referenced before a write.
    private mutating func uniqueRoot() -> ListItemsNode<Element>? {
        guard root != nil else { return nil }
        // swift-format-ignore: NeverForceUnwrap
        // `root` is not nil (checked above); `isKnownUniquelyReferenced` needs the stored
        // property itself, since a bound copy would always be a second reference.
        if !isKnownUniquelyReferenced(&root!) { root = root!.copy() }
        return root
    }

    /// Shrinks the tree after a removal: an inner root with one child is replaced by it,
    /// an empty leaf by nothing.
    private mutating func collapseRoot() {
        while let node = root, !node.isLeaf, node.children.count == 1 { root = node.children[0] }
        if let node = root, node.count == 0 { root = nil }
    }

    /// Throws a description of the first broken tree invariant (tests).
    func checkInvariants() throws(ListItemsInvariantError) {
        guard let root else { return }
        _ = try root.checkInvariants(shape, isRoot: true)
    }

    /// The tree's depth: 0 for an empty collection, 1 for a single leaf (tests).
    var height: Int { root.map { $0.height + 1 } ?? 0 }
}

extension ListItems: @unchecked Sendable where Element: Sendable {}
// @unchecked: the nodes are shared read-only; a node is written only when uniquely
// referenced, so no other value, on any thread, can see the write (Array's rule).

extension ListItems: RandomAccessCollection, MutableCollection {
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public typealias SubSequence = Slice<ListItems<Element>>

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of elements.
    public var endIndex: Int { root?.count ?? 0 }
    /// The number of elements.
    public var count: Int { root?.count ?? 0 }
    /// Whether there are no elements.
    public var isEmpty: Bool { root == nil }
    /// `0..<count`.
    public var indices: Range<Int> { 0..<count }

    /// The element at `position`, in O(log n).
    public subscript(position: Int) -> Element {
        get {
            precondition(position >= 0 && position < count, "ListItems index \(position) out of range 0..<\(count)")
            return root.unsafelyUnwrapped.element(at: position)
        }
        set {
            let observer = ListItemsNoObserver<Element>()
            set(newValue, at: position, observer)
        }
    }

    public subscript(bounds: Range<Int>) -> Slice<ListItems<Element>> {
        get { Slice(base: self, bounds: bounds) }
        set { replaceSubrange(bounds, with: newValue) }
    }

    public func index(after i: Int) -> Int { i + 1 }
    public func index(before i: Int) -> Int { i - 1 }

    /// Walks the chunks in order: O(1) per element.
    public struct Iterator: IteratorProtocol {
        /// The inner nodes above the current leaf, each with the next child to visit.
        private var path: [(node: ListItemsNode<Element>, next: Int)] = []
        private var leaf: ContiguousArray<Element> = []
        private var position = 0

        init(root: ListItemsNode<Element>?) {
            guard let root else { return }
            descend(from: root)
        }

        private mutating func descend(from start: ListItemsNode<Element>) {
            var node = start
            while !node.isLeaf {
                path.append((node, 1))
                node = node.children[0]
            }
            leaf = node.elements
            position = 0
        }

        public mutating func next() -> Element? {
            if position < leaf.count {
                defer { position += 1 }
                return leaf[position]
            }
            while let last = path.last {
                if last.next < last.node.children.count {
                    path[path.count - 1].next += 1
                    descend(from: last.node.children[last.next])
                    return next()
                }
                path.removeLast()
            }
            return nil
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(root: root)
    }

    public var underestimatedCount: Int { count }

    /// Calls `body` with each chunk of consecutive elements, in order (fast bulk reads).
    func forEachChunk(_ body: (ContiguousArray<Element>) throws -> Void) rethrows {
        try root?.forEachLeaf { chunk in
            try body(chunk)
            return true
        }
    }

    /// The index of the first element satisfying `predicate`, scanning chunk by chunk.
    public func firstIndex(where predicate: (Element) throws -> Bool) rethrows -> Int? {
        var base = 0
        var found: Int?
        try root?.forEachLeaf { chunk in
            if let offset = try chunk.firstIndex(where: predicate) {
                found = base + offset
                return false
            }
            base += chunk.count
            return true
        }
        return found
    }

    /// Every element, in order, as an array.
    public var array: [Element] {
        var result: [Element] = []
        result.reserveCapacity(count)
        forEachChunk { result.append(contentsOf: $0) }
        return result
    }
}

extension ListItems: RangeReplaceableCollection {
    /// Inserts `newElement` at `i`, in O(log n).
    public mutating func insert(_ newElement: Element, at i: Int) {
        let observer = ListItemsNoObserver<Element>()
        insert(newElement, at: i, observer)
    }

    /// Removes and returns the element at `i`, in O(log n).
    @discardableResult
    public mutating func remove(at i: Int) -> Element {
        let observer = ListItemsNoObserver<Element>()
        return remove(at: i, observer)
    }

    /// Appends `newElement`, in O(log n).
    public mutating func append(_ newElement: Element) {
        insert(newElement, at: count)
    }

    /// Appends `newElements`.
    public mutating func append(contentsOf newElements: some Sequence<Element>) {
        insert(contentsOf: ContiguousArray(newElements), at: count)
    }

    /// Inserts `newElements` at `i`: O(k log n) for k elements, or one rebuild in O(n + k)
    /// when k is a large share of the collection.
    public mutating func insert(contentsOf newElements: some Collection<Element>, at i: Int) {
        precondition(i >= 0 && i <= count, "ListItems insert index \(i) out of range 0...\(count)")
        replaceSubrange(i..<i, with: newElements)
    }

    /// Replaces the elements in `subrange` with `newElements`: one by one when the change
    /// is small next to the collection, by one rebuild otherwise.
    public mutating func replaceSubrange<C: Collection<Element>>(_ subrange: Range<Int>, with newElements: C) {
        let observer = ListItemsNoObserver<Element>()
        replaceSubrange(subrange, with: newElements, observer)
    }

    /// Removes every element.
    public mutating func removeAll(keepingCapacity _: Bool = false) {
        root = nil
    }

    /// Removes the elements in `bounds`.
    public mutating func removeSubrange(_ bounds: Range<Int>) {
        replaceSubrange(bounds, with: EmptyCollection())
    }

    /// Reserving does nothing: the tree grows a chunk at a time.
    public mutating func reserveCapacity(_: Int) {}
}

/// The writes, each telling `observer` where elements went (an identity index follows them).
extension ListItems {
    mutating func set<O: ListItemsObserver<Element>>(_ newValue: Element, at position: Int, _ observer: O) {
        precondition(position >= 0 && position < count, "ListItems index \(position) out of range 0..<\(count)")
        uniqueRoot().unsafelyUnwrapped.setElement(newValue, at: position, observer)
    }

    mutating func insert<O: ListItemsObserver<Element>>(_ newElement: Element, at i: Int, _ observer: O) {
        precondition(i >= 0 && i <= count, "ListItems insert index \(i) out of range 0...\(count)")
        guard let node = uniqueRoot() else {
            let label = ListItemsNode<Element>.labelLimit / 2
            root = ListItemsNode(leaf: [newElement], label: label)
            observer.inserted(newElement, inLeaf: label)
            return
        }
        var needsRelabel = false
        if let sibling = node.insert(
            newElement, at: i, upperLabel: ListItemsNode<Element>.labelLimit, shape, observer,
            needsRelabel: &needsRelabel)
        {
            root = ListItemsNode(children: [node, sibling])
        }
        if needsRelabel { relabel(observer) }
    }

    /// Spreads the leaf labels evenly again, when a split found no free label between two
    /// leaves (after dozens of splits at one place): O(n), rare.
    private mutating func relabel<O: ListItemsObserver<Element>>(_ observer: O) {
        let before = self
        guard let node = uniqueRoot() else { return }
        let step = ListItemsNode<Element>.labelLimit / UInt64(node.leafCount + 1)
        _ = node.relabel(from: step, step: step)
        observer.rebuilt(old: before, new: self)
    }

    @discardableResult
    mutating func remove<O: ListItemsObserver<Element>>(at i: Int, _ observer: O) -> Element {
        precondition(i >= 0 && i < count, "ListItems remove index \(i) out of range 0..<\(count)")
        let removed = uniqueRoot().unsafelyUnwrapped.remove(at: i, shape, observer)
        collapseRoot()
        return removed
    }

    mutating func replaceSubrange<C: Collection<Element>, O: ListItemsObserver<Element>>(
        _ subrange: Range<Int>, with newElements: C, _ observer: O
    ) {
        precondition(
            subrange.lowerBound >= 0 && subrange.upperBound <= count,
            "ListItems range \(subrange) out of range 0..<\(count)")
        let added = newElements.count
        let change = subrange.count + added
        guard change > 0 else { return }
        // Per element a change costs a descent (about log n steps of a few dozen
        // instructions); a rebuild costs a copy of every element. Rebuild past n / 16.
        if change * 16 <= count {
            var position = subrange.lowerBound
            var iterator = newElements.makeIterator()
            var overwritten = 0
            while overwritten < subrange.count, let element = iterator.next() {
                set(element, at: position, observer)
                position += 1
                overwritten += 1
            }
            for _ in overwritten..<subrange.count { remove(at: position, observer) }
            while let element = iterator.next() {
                insert(element, at: position, observer)
                position += 1
            }
            return
        }
        let before = self
        var elements = ContiguousArray<Element>()
        elements.reserveCapacity(count - subrange.count + added)
        appendElements(in: 0..<subrange.lowerBound, to: &elements)
        elements.append(contentsOf: newElements)
        appendElements(in: subrange.upperBound..<count, to: &elements)
        root = ListItemsNode.build(elements, shape)
        observer.rebuilt(old: before, new: self)
    }

    /// Appends the elements at positions `range` to `elements`, chunk by chunk.
    private func appendElements(in range: Range<Int>, to elements: inout ContiguousArray<Element>) {
        guard !range.isEmpty else { return }
        var offset = 0
        forEachChunk { chunk in
            let lower = Swift.max(offset, range.lowerBound)
            let upper = Swift.min(offset + chunk.count, range.upperBound)
            if lower < upper { elements.append(contentsOf: chunk[(lower - offset)..<(upper - offset)]) }
            offset += chunk.count
        }
    }

    /// Calls `body` with each leaf's label and elements, in order.
    func forEachLeaf(_ body: (UInt64, ContiguousArray<Element>) -> Void) {
        func visit(_ node: ListItemsNode<Element>) {
            if node.isLeaf { return body(node.label, node.elements) }
            for child in node.children { visit(child) }
        }
        if let root { visit(root) }
    }
}

extension ListItems: ExpressibleByArrayLiteral {
    /// A collection holding the literal's elements.
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension ListItems: Equatable where Element: Equatable {
    /// Same elements in the same order (shared trees compare in O(1)).
    public static func == (lhs: ListItems, rhs: ListItems) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if lhs.root === rhs.root { return true }
        return lhs.elementsEqual(rhs)
    }
}

extension ListItems: Hashable where Element: Hashable {
    /// Hashes the count and every element, as Array does.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self { hasher.combine(element) }
    }
}

extension ListItems: CustomStringConvertible, CustomDebugStringConvertible {
    /// The elements written as an array literal.
    public var description: String { array.description }
    /// The elements written as an array literal.
    public var debugDescription: String { array.debugDescription }
}
