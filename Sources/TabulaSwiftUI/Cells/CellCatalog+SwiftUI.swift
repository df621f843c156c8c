#if os(iOS)
import SwiftUI
import Tabula
import TabulaUIKit
import UIKit

// SwiftUI cells are hosted cells (`register(hosted:…)`) whose content is a SwiftUI view:
// measured by SwiftUI on an off-screen instance, cached per identity, content and width like
// every other view-measured size, mixed freely with MFS and Auto Layout cells in one catalog.
// The content is identified by its item (fresh `@State` for another item, kept for the same),
// and a change of its own height is animated into the row (`HostedContentSizeChange`).

extension CellCatalog where Item: Differentiable {
    /// The body of both catalogs' `register(swiftUI:…)`, which differ only in the cell class:
    /// a hosted cell that shows `content` for each item, under the item's identity.
    mutating func registerSwiftUI<Cell: SwiftUIContentCell, Content: View>(
        sizingCell: @autoclosure @escaping @MainActor () -> Cell, reuseIdentifier: String,
        matches: @escaping @Sendable (Item) -> Bool, content: @escaping @MainActor (Item) -> Content
    ) where Cell.CatalogBaseCell == BaseCell {
        register(hosted: Cell.self, sizingCell: sizingCell(), reuseIdentifier: reuseIdentifier, when: matches) {
            cell, item, identity in
            cell.show(content(item), identity: identity)
        }
    }
}

extension CellCatalog where BaseCell == UITableViewCell, Item: Differentiable {
    /// Registers a SwiftUI view as the content of the rows `matches` accepts; the row
    /// height is the view's height at the table's width.
    ///
    /// ```swift
    /// cells.register(swiftUI: NoteRow.self) { note in NoteRow(note: note) }
    /// ```
    ///
    /// - Parameters:
    ///   - contentType: the SwiftUI view type (names the default reuse identifier).
    ///   - reuseIdentifier: one per registration (by default from the view type's name).
    ///   - matches: which items this content shows (all by default).
    ///   - content: the view for an item; called for every dequeued cell and before
    ///     every measurement.
    public mutating func register<Content: View>(
        swiftUI contentType: Content.Type = Content.self,
        reuseIdentifier: String = "SwiftUI." + String(describing: Content.self),
        when matches: @escaping @Sendable (Item) -> Bool = { _ in true },
        content: @escaping @MainActor (Item) -> Content
    ) {
        registerSwiftUI(
            sizingCell: SwiftUITableViewCell(style: .default, reuseIdentifier: nil), reuseIdentifier: reuseIdentifier,
            matches: matches, content: content)
    }
}

extension CellCatalog where BaseCell == UICollectionViewCell, Item: Differentiable {
    /// Registers a SwiftUI view as the content of the items `matches` accepts; the item's
    /// size is the width the layout offers by the view's height at that width.
    public mutating func register<Content: View>(
        swiftUI contentType: Content.Type = Content.self,
        reuseIdentifier: String = "SwiftUI." + String(describing: Content.self),
        when matches: @escaping @Sendable (Item) -> Bool = { _ in true },
        content: @escaping @MainActor (Item) -> Content
    ) {
        registerSwiftUI(
            sizingCell: SwiftUICollectionViewCell(frame: .zero), reuseIdentifier: reuseIdentifier, matches: matches,
            content: content)
    }
}
#endif
