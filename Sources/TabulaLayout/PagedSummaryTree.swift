/// An element that carries its own summary: what a ``PagedSummaryTree`` keeps its trees of.
protocol Summarized {
    associatedtype Summary: TreeSummary
    /// The summary of this element, as the tree holds it once ``PagedSummaryTree/updateSummary(at:)``
    /// has run.
    var summary: Summary { get }
}

/// Where an element sits in a ``PagedSummaryTree``: its page, and its slot in that page.
struct PagedIndex: Comparable, Hashable, Sendable {
    var page: Int
    var slot: Int

    static func < (left: PagedIndex, right: PagedIndex) -> Bool {
        left.page < right.page || (left.page == right.page && left.slot < right.slot)
    }
}

/// A sequence of elements in pages of about ``pageSize`` elements, each page with a
/// ``SummaryTree`` of its elements' summaries, under a small ``SummaryTree`` of the pages'
/// totals.
///
/// Why pages: every page is its own pair of copy-on-write buffers, so the first write to a
/// copy (a layout context kept alive by another) copies one page and the top level, not
/// every element and node; an insert or removal moves the elements of one page only; and a
/// sequence of one repeated element shares one page value between all its full pages, so
/// building it costs O(pages), not O(elements).
///
/// Sums stay recomputed from children, never adjusted by a difference (see ``SummaryTree``),
/// and a look-up combines the pages before the one it lands in first, then that page's
/// nodes, always in the same order, so two look-ups that land on one element report the
/// same summary before it, bit for bit.
///
/// Pages are not merged when they shrink: a page goes only when its last element does.
/// Elements leave one at a time (a section's chunk empties item by item), so the pages never
/// outnumber the pages built plus the splits, and the top level stays as small as they.
///
/// To write while walking the elements, step an index with ``index(after:)``: `indices`
/// holds a copy of the sequence, so every write would copy its page.
struct PagedSummaryTree<Element: Summarized>: BidirectionalCollection {
    typealias Summary = Element.Summary
    typealias Index = PagedIndex

    /// One page: its elements (never none) and the tree of their summaries.
    fileprivate struct Page {
        var elements: [Element]
        var tree: SummaryTree<Summary>

        init(_ elements: [Element]) {
            self.elements = elements
            tree = SummaryTree(elements.map(\.summary))
        }

        init(elements: [Element], tree: SummaryTree<Summary>) {
            self.elements = elements
            self.tree = tree
        }
    }

    /// Pages are built this full; a page splits in two when it grows past twice this.
    let pageSize: Int
    private var pages: [Page]
    /// Leaf `p` is the total of page `p`.
    private var top: SummaryTree<Summary>
    /// The number of elements.
    private(set) var count: Int

    /// No elements.
    init(pageSize: Int) {
        self.init(repeating: nil, count: 0, then: nil, pageSize: pageSize)
    }

    /// `count` copies of `element`, then `last` when given. Every full page is one shared
    /// page value, so this costs O(pages + page size), and its summaries are the ones the
    /// general build computes for those elements (``SummaryTree/init(repeating:count:then:)``).
    init(repeating element: Element?, count: Int, then last: Element?, pageSize: Int) {
        precondition(pageSize > 0 && (element != nil || count == 0))
        self.pageSize = pageSize
        let fullPages = count / pageSize
        let rest = count % pageSize
        var pages: [Page] = []
        pages.reserveCapacity(fullPages + 1)
        var full = Summary.empty
        if let element, fullPages > 0 {
            let page = Page(
                elements: Array(repeating: element, count: pageSize),
                tree: SummaryTree(repeating: element.summary, count: pageSize, then: nil))
            full = page.tree.total
            pages.append(contentsOf: repeatElement(page, count: fullPages))
        }
        var tail: Summary?
        if rest > 0 || last != nil {
            var elements: [Element] = []
            elements.reserveCapacity(rest + 1)
            if let element { elements.append(contentsOf: repeatElement(element, count: rest)) }
            if let last { elements.append(last) }
            let page = Page(
                elements: elements,
                tree: SummaryTree(repeating: element?.summary ?? .empty, count: rest, then: last?.summary))
            tail = page.tree.total
            pages.append(page)
        }
        self.pages = pages
        top = SummaryTree(repeating: full, count: fullPages, then: tail)
        self.count = count + (last == nil ? 0 : 1)
    }

    // MARK: Collection

    var startIndex: PagedIndex { PagedIndex(page: 0, slot: 0) }
    var endIndex: PagedIndex { PagedIndex(page: pages.count, slot: 0) }
    var isEmpty: Bool { pages.isEmpty }

    func index(after index: PagedIndex) -> PagedIndex {
        index.slot + 1 < pages[index.page].elements.count
            ? PagedIndex(page: index.page, slot: index.slot + 1) : PagedIndex(page: index.page + 1, slot: 0)
    }

    func index(before index: PagedIndex) -> PagedIndex {
        index.slot > 0
            ? PagedIndex(page: index.page, slot: index.slot - 1)
            : PagedIndex(page: index.page - 1, slot: pages[index.page - 1].elements.count - 1)
    }

    /// The element at `index`. Writing through it leaves the trees as they were: call
    /// ``updateSummary(at:)`` once the element's summary is final (a batch of writes to one
    /// element pays for one update).
    ///
    /// Read and modified in place (`_read`, `_modify`): a getter would copy the element out,
    /// a retain and release of its storage on every look-up that reads one field of it.
    subscript(index: PagedIndex) -> Element {
        _read { yield pages[index.page].elements[index.slot] }
        _modify { yield &pages[index.page].elements[index.slot] }
    }

    // MARK: Summaries

    /// The summary of all elements.
    var total: Summary { top.total }

    /// Stores the summary of the element at `index` in its page's tree and the page's total
    /// in the top tree. O(log n).
    mutating func updateSummary(at index: PagedIndex) {
        pages[index.page].tree.set(index.slot, pages[index.page].elements[index.slot].summary)
        top.set(index.page, pages[index.page].tree.total)
    }

    /// The first element at which `exceeds` becomes true of the running summary (elements up
    /// to it combined), with the summary of the elements before it; `nil` when it never does.
    /// `exceeds` must be monotone. O(log n): a descent of the top tree, then of one page's,
    /// both inlined into the caller (every frame look-up runs one).
    @inline(__always)
    func firstElement(where exceeds: (Summary) -> Bool) -> (index: PagedIndex, before: Summary)? {
        if pages.count == 1 {
            // One page (a short section): the top level has nothing to add (the same result),
            // and a frame look-up in a list of short sections costs what one flat tree did.
            guard let (slot, before) = pages[0].tree.firstLeaf(where: exceeds) else { return nil }
            return (PagedIndex(page: 0, slot: slot), before)
        }
        guard let (page, before) = top.firstLeaf(where: exceeds) else { return nil }
        let (slot, inPage) = pages[page].tree.descend(after: before, where: exceeds)
        return (PagedIndex(page: page, slot: slot), inPage)
    }

    // MARK: Inserting and removing

    /// Inserts `element` at `index`: a slot up to its page's count, or ``startIndex`` when
    /// there are no elements. O(page size), plus O(pages) when the page splits.
    mutating func insert(_ element: Element, at index: PagedIndex) {
        count += 1
        guard !pages.isEmpty else {
            pages = [Page([element])]
            top = SummaryTree([pages[0].tree.total])
            return
        }
        pages[index.page].elements.insert(element, at: index.slot)
        let elements = pages[index.page].elements
        guard elements.count > 2 * pageSize else {
            pages[index.page].tree = SummaryTree(elements.map(\.summary))
            top.set(index.page, pages[index.page].tree.total)
            return
        }
        let half = elements.count / 2
        pages[index.page] = Page(Array(elements[..<half]))
        pages.insert(Page(Array(elements[half...])), at: index.page + 1)
        top = SummaryTree(pages.map(\.tree.total))
    }

    /// Removes the element at `index`. O(page size), plus O(pages) when its page empties.
    mutating func remove(at index: PagedIndex) {
        count -= 1
        pages[index.page].elements.remove(at: index.slot)
        guard pages[index.page].elements.isEmpty else {
            pages[index.page].tree = SummaryTree(pages[index.page].elements.map(\.summary))
            top.set(index.page, pages[index.page].tree.total)
            return
        }
        pages.remove(at: index.page)
        top = SummaryTree(pages.map(\.tree.total))
    }
}

/// Plain values: sendable elements and summaries make a sendable sequence (a layout's sizes
/// are completed off the main actor and handed back).
extension PagedSummaryTree: Sendable where Element: Sendable, Element.Summary: Sendable {}

/// Its elements and summaries, as the sequence above.
extension PagedSummaryTree.Page: Sendable where Element: Sendable, Element.Summary: Sendable {}
