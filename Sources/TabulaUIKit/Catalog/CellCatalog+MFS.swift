#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

extension CellCatalog {
    /// Registers an MFS content type: Tabula hosts it in a cell of the catalog's base class
    /// (a table cell in a ``TableCellCatalog``, a collection cell in a
    /// ``CollectionCellCatalog``), its height comes from the type's pure
    /// ``/Tabula/MFSCellSizing/height(for:in:context:)`` in the measuring context the layout
    /// asks in (a row's content width or the width the layout offers, the list's text size),
    /// and a dequeued cell's content is given the view model, which runs the MFS reuse
    /// sequence.
    ///
    /// The cell is Tabula's, so what only a cell has (a table row's accessory or selection
    /// style, a background configuration) is set in `configureCell`: a closure, rather than a
    /// public cell class to subclass, keeps the content the one type an app writes, and works
    /// the same for both base classes.
    ///
    /// - Parameters:
    ///   - contentType: the ``MFSContentView`` subclass; made in code.
    ///   - context: what the height function measures with (for example a text measurer).
    ///   - reuseIdentifier: defaults to the content type's name.
    ///   - configureCell: sets the cell's own properties for an item, after its content is
    ///     shown (`nil`: the cell as UIKit makes it).
    ///   - viewModel: the view model of an item this content shows, or `nil` when another
    ///     registration shows it.
    public mutating func register<ViewModel, Content: MFSContentView<ViewModel>>(
        mfs contentType: Content.Type, context: Content.SizingContext,
        reuseIdentifier: String = String(describing: Content.self),
        configureCell: (@MainActor (BaseCell, Item) -> Void)? = nil,
        viewModel: @escaping @Sendable (Item) -> ViewModel?
    ) where Content: MFSCellSizing, Content.ViewModel == ViewModel {
        addContent(
            contentType, reuseIdentifier: reuseIdentifier, matches: { viewModel($0) != nil },
            measure: .pure { item, measuring in
                guard let model = viewModel(item) else { return .zero }
                return CGSize(
                    width: measuring.width, height: Content.height(for: model, in: measuring, context: context))
            },
            configure: { content, cell, item in
                guard let model = viewModel(item) else { return }
                content.show(model)
                configureCell?(cell, item)
            })
    }

    /// Registers an MFS content type for a list whose items are its view models.
    public mutating func register<Content: MFSContentView<Item>>(
        mfs contentType: Content.Type, context: Content.SizingContext,
        reuseIdentifier: String = String(describing: Content.self),
        configureCell: (@MainActor (BaseCell, Item) -> Void)? = nil
    ) where Content: MFSCellSizing, Content.ViewModel == Item {
        register(mfs: contentType, context: context, reuseIdentifier: reuseIdentifier, configureCell: configureCell) {
            $0
        }
    }
}
#endif
