/// The updater is the host's data source: it answers from the snapshot the host presents
/// right now (intermediate stage data while a batch runs), never from newer data.
extension ListUpdater {
    /// The number of presented sections.
    public func numberOfSections() -> Int {
        presentedSections.count
    }

    /// The number of presented items in `section`.
    public func numberOfItems(inSection section: Int) -> Int {
        presentedSections.indices.contains(section) ? presentedSections[section].items.count : 0
    }

    /// Every presented section's item count, in one call.
    public func itemCounts() -> [Int] {
        // A closure, not a key path: a key path is projected through the runtime per
        // section, about 4,000 instructions each in this generic context.
        presentedSections.map { $0.items.count }
    }

    /// The presented item at `path`, or `nil` when out of range.
    public func item(at path: ListIndexPath) -> Item? {
        guard presentedSections.indices.contains(path.section),
            presentedSections[path.section].items.indices.contains(path.item)
        else { return nil }
        return presentedSections[path.section].items[path.item]
    }

    /// The reuse identifier of the cell for the presented item at `path`.
    public func reuseIdentifier(forItemAt path: ListIndexPath) -> String {
        guard presentedItems.contains(section: path.section, item: path.item) else { return "" }
        return cellProvider.reuseIdentifier(presentedItems.element(section: path.section, item: path.item), path)
    }

    /// Fills `cell` with the presented item at `path`.
    public func configure(_ cell: any ListReusableView, forItemAt path: ListIndexPath) {
        // No `item(at:)` here: its optional result needs `Item?`'s generic metadata, looked up
        // at every call from code the app's module does not specialize (once per shown cell).
        guard presentedItems.contains(section: path.section, item: path.item) else { return }
        cellProvider.configure(cell, presentedItems.element(section: path.section, item: path.item), path)
    }

    func supplementary(_ placement: ListSupplementaryPlacement, _ section: Int) -> SupplementaryModel? {
        guard presentedSections.indices.contains(section) else { return nil }
        return placement == .header ? presentedSections[section].header : presentedSections[section].footer
    }

    /// The reuse identifier of the header or footer of `section`, if it has one.
    public func reuseIdentifier(for placement: ListSupplementaryPlacement, inSection section: Int) -> String? {
        supplementary(placement, section).map { cellProvider.supplementaryReuseIdentifier($0, placement) }
    }

    /// Fills a header or footer view.
    public func configure(
        _ view: any ListReusableView, for placement: ListSupplementaryPlacement, inSection section: Int
    ) {
        guard let model = supplementary(placement, section) else { return }
        cellProvider.configureSupplementary(view, model, placement, section)
    }

    /// The header or footer model itself: a changed model refreshes its view.
    public func contentToken(for placement: ListSupplementaryPlacement, inSection section: Int) -> AnyHashable? {
        supplementary(placement, section).map { AnyHashable($0) }
    }
}
