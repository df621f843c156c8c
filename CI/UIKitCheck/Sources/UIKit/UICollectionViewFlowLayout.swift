import Foundation

// Sources: UICollectionViewFlowLayout.h (iPhoneOS 26.2 SDK): the delegate's questions
// (lines 36-41), the layout's properties (48-55: minimumLineSpacing, minimumInteritemSpacing,
// itemSize, estimatedItemSize, scrollDirection "default is ...Vertical",
// headerReferenceSize, footerReferenceSize, sectionInset). The defaults the header does not
// give are Apple's pages: itemSize "(50.0, 50.0)"
// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/itemsize),
// minimumLineSpacing and minimumInteritemSpacing "10.0"
// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimumlinespacing,
// .../minimuminteritemspacing). A delegate answer wins over the property: the flow
// layout asks the delegate when it responds to the question (the header's protocol is all
// optional, and each property's page says the delegate's method is used instead when
// implemented).
//
// Model: vertical scrolling only. Per section: the header (its reference height, across the
// collection view, when above zero), the section inset, then items in rows: an item goes on
// the row while it fits the width left by the insets at the minimum interitem spacing, else
// starts a new row at the minimum line spacing; each row is as tall as its tallest item,
// items are centred in it vertically; then the inset and the footer. Not modelled: UIKit
// spreads a full row's items over the row (the spacing is a minimum), so the model's x
// positions are not UIKit's; horizontal scrolling; `estimatedItemSize` self-sizing; pinned
// headers; `sectionInsetReference`.

/// The direction a collection view layout scrolls (UICollectionViewLayout.h:27).
public enum UICollectionViewScrollDirection: Int, Sendable {
    case vertical = 0
    case horizontal = 1
}

extension UICollectionView {
    /// UIKit's Swift name of `UICollectionViewScrollDirection`.
    public typealias ScrollDirection = UICollectionViewScrollDirection
}

/// The flow layout's questions to the collection view's delegate (all optional in UIKit;
/// model: requirements whose defaults are the layout's properties).
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    private func flow(_ layout: UICollectionViewLayout) -> UICollectionViewFlowLayout? {
        layout as? UICollectionViewFlowLayout
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        flow(collectionViewLayout)?.itemSize ?? .zero
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        flow(collectionViewLayout)?.sectionInset ?? .zero
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        flow(collectionViewLayout)?.minimumLineSpacing ?? 0
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        flow(collectionViewLayout)?.minimumInteritemSpacing ?? 0
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        flow(collectionViewLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        flow(collectionViewLayout)?.footerReferenceSize ?? .zero
    }
}

/// A line-based layout: items in rows, sections with optional headers and footers (see the
/// file's notes for what the model places and what it does not).
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    open var itemSize = CGSize(width: 50, height: 50)
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    open var headerReferenceSize = CGSize.zero
    open var footerReferenceSize = CGSize.zero
    open var sectionInset = UIEdgeInsets.zero

    /// Frames from the last `prepare()`.
    private var itemFrames: [[CGRect]] = []
    private var headerFrames: [CGRect?] = []
    private var footerFrames: [CGRect?] = []
    private var contentSize = CGSize.zero

    /// Asks the delegate (or the properties) for every size and places the sections.
    open override func prepare() {
        super.prepare()
        itemFrames = []
        headerFrames = []
        footerFrames = []
        guard let collectionView else {
            contentSize = .zero
            return
        }
        let width = collectionView.bounds.width
        let questions = ModelFlowQuestions(collectionView: collectionView, layout: self)
        var y: CGFloat = 0
        // The counts the view presents (the layout is prepared while they change).
        let counts = collectionView.engine.presentedCounts ?? []
        for (section, count) in counts.enumerated() {
            let header = questions.headerSize(section)
            headerFrames.append(header.height > 0 ? CGRect(x: 0, y: y, width: width, height: header.height) : nil)
            y += max(0, header.height)
            let inset = questions.inset(section)
            y += inset.top
            let right = width - inset.right
            let spacing = questions.interitemSpacing(section)
            let lineSpacing = questions.lineSpacing(section)
            var frames: [CGRect] = []
            var row: [Int] = []
            var x = inset.left
            var rowHeight: CGFloat = 0
            func closeRow() {
                for index in row { frames[index].origin.y = y + (rowHeight - frames[index].height) / 2 }
            }
            for item in 0..<count {
                let size = questions.itemSize(IndexPath(item: item, section: section))
                if !row.isEmpty, x + spacing + size.width > right {
                    closeRow()
                    y += rowHeight + lineSpacing
                    row = []
                    x = inset.left
                    rowHeight = 0
                } else if !row.isEmpty {
                    x += spacing
                }
                frames.append(CGRect(x: x, y: y, width: size.width, height: size.height))
                row.append(frames.count - 1)
                x += size.width
                rowHeight = max(rowHeight, size.height)
            }
            closeRow()
            y += rowHeight + inset.bottom
            itemFrames.append(frames)
            let footer = questions.footerSize(section)
            footerFrames.append(footer.height > 0 ? CGRect(x: 0, y: y, width: width, height: footer.height) : nil)
            y += max(0, footer.height)
        }
        contentSize = CGSize(width: width, height: y)
    }

    open override var collectionViewContentSize: CGSize {
        contentSize
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (section, frames) in itemFrames.enumerated() {
            for (item, frame) in frames.enumerated() where frame.intersects(rect) {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = frame
                result.append(attributes)
            }
            for (kind, frame) in [
                (UICollectionView.elementKindSectionHeader, headerFrames[section]),
                (UICollectionView.elementKindSectionFooter, footerFrames[section]),
            ] {
                guard let frame, frame.intersects(rect) else { continue }
                let attributes = UICollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
                attributes.frame = frame
                result.append(attributes)
            }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard itemFrames.indices.contains(indexPath.section),
            itemFrames[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = itemFrames[indexPath.section][indexPath.item]
        return attributes
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard headerFrames.indices.contains(indexPath.section) else { return nil }
        let frame =
            elementKind == UICollectionView.elementKindSectionHeader
            ? headerFrames[indexPath.section] : footerFrames[indexPath.section]
        guard let frame else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        attributes.frame = frame
        return attributes
    }

    /// A new width needs new rows.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != contentSize.width
    }
}

/// The flow layout's questions, each to the delegate when it responds, else the layout's
/// property. *Model internals.*
@MainActor
struct ModelFlowQuestions {
    let collectionView: UICollectionView
    let layout: UICollectionViewFlowLayout

    /// The object a flow question reaches: the delegate if it responds to `selector` (its
    /// own method, or its forwarding target's), else `nil`.
    private func receiver(_ selector: String) -> (any UICollectionViewDelegateFlowLayout)? {
        modelCurrentReceiver(of: collectionView.delegate, for: selector, engine: collectionView.engine)
            as? any UICollectionViewDelegateFlowLayout
    }

    func itemSize(_ indexPath: IndexPath) -> CGSize {
        receiver("collectionView:layout:sizeForItemAtIndexPath:")?
            .collectionView(collectionView, layout: layout, sizeForItemAt: indexPath) ?? layout.itemSize
    }
    func inset(_ section: Int) -> UIEdgeInsets {
        receiver("collectionView:layout:insetForSectionAtIndex:")?
            .collectionView(collectionView, layout: layout, insetForSectionAt: section) ?? layout.sectionInset
    }
    func lineSpacing(_ section: Int) -> CGFloat {
        receiver("collectionView:layout:minimumLineSpacingForSectionAtIndex:")?
            .collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: section)
            ?? layout.minimumLineSpacing
    }
    func interitemSpacing(_ section: Int) -> CGFloat {
        receiver("collectionView:layout:minimumInteritemSpacingForSectionAtIndex:")?
            .collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section)
            ?? layout.minimumInteritemSpacing
    }
    func headerSize(_ section: Int) -> CGSize {
        receiver("collectionView:layout:referenceSizeForHeaderInSection:")?
            .collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section)
            ?? layout.headerReferenceSize
    }
    func footerSize(_ section: Int) -> CGSize {
        receiver("collectionView:layout:referenceSizeForFooterInSection:")?
            .collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section)
            ?? layout.footerReferenceSize
    }
}
