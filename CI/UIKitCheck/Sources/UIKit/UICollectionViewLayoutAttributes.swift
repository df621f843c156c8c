import Foundation

/// The position of one element of a collection view.
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// The element's frame in content coordinates.
    open var frame: CGRect = .zero
    /// The element's opacity (UICollectionViewLayoutAttributes.h:51): an appearing
    /// element's initial attributes at 0 fade it in.
    open var alpha: CGFloat = 1
    /// The element's stacking order (UICollectionViewLayoutAttributes.h:52, "default is 0").
    open var zIndex = 0
    /// The element's index path.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Cell, supplementary view or decoration view.
    open private(set) var representedElementCategory = UICollectionView.ElementCategory.cell
    /// The kind of a supplementary or decoration view; `nil` for a cell.
    open private(set) var representedElementKind: String?

    /// Empty attributes.
    public override init() {
        super.init()
    }

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// A copy (UIKit's attributes are `NSCopying`, UICollectionViewLayout.h:43).
    /// *Model internals.*
    func modelCopy() -> UICollectionViewLayoutAttributes {
        let copy = UICollectionViewLayoutAttributes()
        copy.frame = frame
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }
}
