#if os(iOS) || TABULA_UIKIT_MODEL
import UIKit

/// A cell class a ``CellCatalog`` holds, naming the base class of the catalog it goes in:
/// `UITableViewCell` and its subclasses go in a ``TableCellCatalog``, `UICollectionViewCell`
/// and its subclasses in a ``CollectionCellCatalog``.
///
/// Swift cannot constrain a generic cell type to a catalog's `BaseCell` parameter (a
/// generic parameter is not a class bound), so a registration that works alike for both
/// catalogs asks for `Cell.CatalogBaseCell == BaseCell` instead, and is written once.
/// Subclasses inherit the conformance; an app adds none.
public protocol CatalogedCell: UIView {
    /// The catalog's base class: `UITableViewCell` or `UICollectionViewCell`.
    associatedtype CatalogBaseCell: UIView
}

extension CatalogedCell {
    /// The content view Tabula hosts in this cell (an ``MFSContentView`` subclass registered
    /// with `register(mfs:context:)`, or the ``PrimitiveWidgetView`` of a shipped widget), if
    /// it is a `Content`: what `cellForRow(at:)` or `cellForItem(at:)` gives, seen as the type
    /// the app wrote.
    public func content<Content: UIView>(as _: Content.Type = Content.self) -> Content? {
        (self as? any ContentShell)?.content as? Content
    }
}

extension UITableViewCell: CatalogedCell {
    /// Table cells go in a ``TableCellCatalog``.
    public typealias CatalogBaseCell = UITableViewCell
}

extension UICollectionViewCell: CatalogedCell {
    /// Collection cells go in a ``CollectionCellCatalog``.
    public typealias CatalogBaseCell = UICollectionViewCell
}
#endif
