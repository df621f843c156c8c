#if canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

/// A `UICollectionViewLayout` whose frames are a ``/Tabula/ListLayout``'s (one layout
/// that places items by their sizes, no flow-layout surprises): vertical list, grid or
/// horizontal row, with section headers and footers.
///
/// The ``CollectionViewHost`` updates ``listLayout`` incrementally inside each batch (only
/// inserted and reloaded items are measured); the layout itself only follows width changes
/// in ``prepare()``. Visible elements are found by binary search.
@MainActor
open class TabulaCollectionViewLayout: UICollectionViewLayout {
    /// The frames.
    public let listLayout: ListLayout
    private let forwarder: ForwardingSizeSource?

    /// Creates a layout with a new ``/Tabula/ListLayout``; sizes come from ``sizeSource`` (the
    /// adapter sets it).
    public init(configuration: ListLayoutConfiguration = ListLayoutConfiguration()) {
        let forwarder = ForwardingSizeSource()
        self.forwarder = forwarder
        listLayout = ListLayout(configuration: configuration, sizeSource: forwarder)
        super.init()
    }

    /// Creates a layout over an existing ``/Tabula/ListLayout`` (a widget list's), which keeps its
    /// own size source.
    public init(listLayout: ListLayout) {
        forwarder = nil
        self.listLayout = listLayout
        super.init()
    }

    /// Not supported: a list layout is made in code. Returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Where item sizes and header and footer heights come from, for a layout made with
    /// ``init(configuration:)`` (`nil`, and not settable, for one over an existing layout).
    public var sizeSource: (any ListSizeSource)? {
        get { forwarder?.target }
        set { forwarder?.target = newValue }
    }

    /// Follows the collection view's width (sizes kept per width make returning to a width
    /// free).
    open override func prepare() {
        super.prepare()
        guard let width = collectionView?.bounds.width, width != listLayout.width else { return }
        listLayout.setWidth(width)
    }

    /// The size of all content.
    open override var collectionViewContentSize: CGSize {
        listLayout.contentSize
    }

    /// The items, headers and footers in `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for path in listLayout.indexPaths(intersecting: rect) {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(path))
            attributes.frame = listLayout.frame(at: path)
            result.append(attributes)
        }
        for section in listLayout.sectionCounts.indices {
            for placement in ListSupplementaryPlacement.allCases {
                guard let frame = supplementaryFrame(placement, section), frame.intersects(rect) else { continue }
                result.append(supplementaryAttributes(placement, section, frame))
            }
        }
        return result
    }

    /// The item's frame.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let path = ListIndexPath(indexPath)
        guard let frame = try? listLayout.itemFrame(at: path) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }

    /// The header's or footer's frame; `nil` when the section has none (zero height).
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard let placement = ListSupplementaryPlacement(elementKind: elementKind),
            let frame = supplementaryFrame(placement, indexPath.section)
        else { return nil }
        return supplementaryAttributes(placement, indexPath.section, frame)
    }

    /// A width change needs new frames; scrolling does not.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != listLayout.width
    }

    private func supplementaryFrame(_ placement: ListSupplementaryPlacement, _ section: Int) -> CGRect? {
        let frame = placement == .header ? listLayout.headerFrame(section: section) : listLayout.footerFrame(section: section)
        guard let frame, frame.height > 0, frame.width > 0 else { return nil }
        return frame
    }

    private func supplementaryAttributes(
        _ placement: ListSupplementaryPlacement, _ section: Int, _ frame: CGRect
    ) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: placement.elementKind, with: IndexPath(item: 0, section: section))
        attributes.frame = frame
        return attributes
    }
}

/// Lets a ``/Tabula/ListLayout`` be created before its real size source exists.
final class ForwardingSizeSource: ListSizeSource {
    var target: (any ListSizeSource)?

    func size(at path: ListIndexPath, width: CGFloat) -> CGSize {
        target?.size(at: path, width: width) ?? .zero
    }

    func headerHeight(section: Int, width: CGFloat) -> CGFloat {
        target?.headerHeight(section: section, width: width) ?? 0
    }

    func footerHeight(section: Int, width: CGFloat) -> CGFloat {
        target?.footerHeight(section: section, width: width) ?? 0
    }
}
#endif
