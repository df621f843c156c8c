#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import UIKit

/// The collection cell that hosts a content view (an MFS content view, a widget's view):
/// the catalogs register it for a content type. In a self-sizing layout it answers with the
/// size Tabula measured (`PrecomputedSizeCell`).
@MainActor
final class CollectionContentCell<Content: CellContent>: UICollectionViewCell, ContentShell, PrecomputedSizeCell {
    let content = Content(frame: .zero)

    /// Set by ``CollectionViewAdapter`` when the app's layout sizes the cell (see
    /// `PrecomputedSizeCell`).
    var precomputedSize: (@MainActor (CGFloat) -> CGSize?)?

    /// In a self-sizing layout (the app's own, see ``CollectionViewAdapter``): the height
    /// Tabula measured for the item at the offered width, else UIKit's answer.
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        precomputedAttributes(fitting: layoutAttributes) ?? super.preferredLayoutAttributesFitting(layoutAttributes)
    }

    /// The content follows the content view's size.
    override func layoutSubviews() {
        super.layoutSubviews()
        fitContent()
    }
}
#endif
