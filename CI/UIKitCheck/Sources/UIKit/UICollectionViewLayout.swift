import Foundation

/// Where a collection view's cells and supplementary views go. Subclasses override the
/// queries; the base answers "nothing".
@MainActor
open class UICollectionViewLayout: NSObject {
    weak var attachedCollectionView: UICollectionView?

    /// Creates a layout.
    public override init() {
        super.init()
    }

    /// Decoding is not modelled: returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The collection view using the layout.
    open var collectionView: UICollectionView? {
        attachedCollectionView
    }

    /// Called before the collection view asks for frames after an invalidation.
    open func prepare() {}

    /// The size of all content.
    open var collectionViewContentSize: CGSize {
        .zero
    }

    /// The attributes of every element in `rect`.
    @discardableResult
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        nil
    }

    /// The attributes of the item at `indexPath`.
    @discardableResult
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// The attributes of a supplementary view.
    @discardableResult
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Whether a bounds change needs new frames.
    @discardableResult
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        false
    }

    /// Marks the layout as needing `prepare()` before the next query.
    open func invalidateLayout() {
        modelInvalidationCount += 1
    }

    /// Invalidations so far. *Model only: not UIKit API.*
    public internal(set) var modelInvalidationCount = 0
}

/// The position of one element of a collection view.
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// The element's frame in content coordinates.
    open var frame: CGRect = .zero
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

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }
}
