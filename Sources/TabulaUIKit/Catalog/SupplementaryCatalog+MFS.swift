#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

extension SupplementaryCatalog {
    /// The header and footer view class of this catalog's base class that hosts `Content`:
    /// the only place tables and collections differ for content, so each content kind
    /// registers once.
    static func shell<Content: CellContent>(hosting _: Content.Type) -> AnyClass {
        BaseView.self is UITableViewHeaderFooterView.Type
            ? TableContentHeaderFooterView<Content>.self : CollectionContentSupplementaryView<Content>.self
    }

    /// Registers an MFS content type as the header and footer view of models of type
    /// `model`: Tabula hosts it in a header and footer view of the catalog's base class (a
    /// `UITableViewHeaderFooterView` in a ``TableSupplementaryCatalog``, a
    /// `UICollectionReusableView` in a ``CollectionSupplementaryCatalog``), its height comes
    /// from the type's pure ``/Tabula/MFSCellSizing/height(for:in:context:)`` in the list's
    /// measuring context at the width the view's content gets (so it follows the list's text
    /// size as the rows do), and a dequeued view's content is given the view model, which
    /// runs the MFS reuse sequence.
    ///
    /// The same content type can serve as a cell (``CellCatalog/register(mfs:context:reuseIdentifier:configureCell:viewModel:)``)
    /// and as a header.
    ///
    /// - Parameters:
    ///   - contentType: the ``MFSContentView`` subclass; made in code.
    ///   - model: the type of header and footer models it shows.
    ///   - context: what the height function measures with (for example a text measurer).
    ///   - viewModel: the view model of a header or footer model.
    public mutating func register<Model: Hashable & Sendable, ViewModel, Content: MFSContentView<ViewModel>>(
        mfs contentType: Content.Type, for model: Model.Type, context: Content.SizingContext,
        viewModel: @escaping @Sendable (Model) -> ViewModel
    ) where Content: MFSCellSizing, Content.ViewModel == ViewModel {
        add(
            model, source: .type(Self.shell(hosting: contentType)),
            heightInContext: { model, measuring in
                Content.height(for: viewModel(model), in: measuring, context: context)
            },
            configure: { view, model, _ in
                guard let shell = view as? any ContentShell, let content = shell.content as? Content else { return }
                shell.fitContent()
                content.show(viewModel(model))
            })
    }

    /// Registers an MFS content type as the header and footer view of its own view models.
    public mutating func register<ViewModel: Hashable & Sendable, Content: MFSContentView<ViewModel>>(
        mfs contentType: Content.Type, context: Content.SizingContext
    ) where Content: MFSCellSizing, Content.ViewModel == ViewModel {
        register(mfs: contentType, for: ViewModel.self, context: context) { $0 }
    }
}
#endif
