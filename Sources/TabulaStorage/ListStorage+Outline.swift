extension ListTransaction {
    /// Shows `outline`'s ``ListOutline/visibleRows`` as the items of the section `model`,
    /// appending the section when it is not there yet; the change is diffed, so an expansion
    /// is a run of inserts after its parent and a collapse a run of deletes.
    public mutating func setOutline<Element>(_ outline: ListOutline<Element>, in model: Section) throws
    where Item == ListOutline<Element>.Row {
        let rows = outline.visibleRows
        if let index = sectionIndex(of: model) {
            try setItems(rows, inSectionAt: index)
        } else {
            try appendSection(ListSection(model, items: rows))
        }
    }
}

extension ListStorage {
    /// Shows `outline` in the section `model` as one transaction, hence one update: an
    /// expand or collapse reaches every host (UIKit adapters, headless, terminal) as one
    /// animated batch of inserts or deletes, with the parent's row reconfigured in place.
    ///
    /// ```swift
    /// try thread.collapse([post.id])
    /// try storage.setOutline(thread, in: "Wall")
    /// ```
    ///
    /// - Returns: the update; its ``ListUpdate/changes`` are empty when the visible rows did
    ///   not change.
    @discardableResult
    public func setOutline<Element>(_ outline: ListOutline<Element>, in model: Section) throws -> ListUpdate<
        Section, Item
    >? where Item == ListOutline<Element>.Row {
        try update { try $0.setOutline(outline, in: model) }
    }
}
