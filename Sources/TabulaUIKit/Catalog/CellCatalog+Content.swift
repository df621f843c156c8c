#if os(iOS) || TABULA_UIKIT_MODEL
import UIKit

extension CellCatalog {
    /// The cell class of this catalog's base class that hosts `Content`: the only place the
    /// two kinds of list differ for content, so each content kind registers once.
    static func shell<Content: CellContent>(hosting _: Content.Type) -> AnyClass {
        BaseCell.self is UICollectionViewCell.Type
            ? CollectionContentCell<Content>.self : TableContentCell<Content>.self
    }

    /// Adds the shell hosting `contentType` for the items `matches` accepts: a dequeued
    /// cell's content fills its content view, then `configure` fills the content (and the
    /// cell, for what only a cell has).
    mutating func addContent<Content: CellContent>(
        _ contentType: Content.Type, reuseIdentifier: String,
        matches: @escaping @Sendable (Item) -> Bool,
        measure: CellSizer<Item>.Measure,
        configure: @escaping @MainActor (Content, BaseCell, Item) -> Void
    ) {
        add(
            reuseIdentifier: reuseIdentifier, source: .type(Self.shell(hosting: contentType)), matches: matches,
            measure: measure,
            configure: { cell, item, _ in
                guard let shell = cell as? any ContentShell, let content = shell.content as? Content else { return }
                shell.fitContent()
                configure(content, cell, item)
            })
    }
}
#endif
