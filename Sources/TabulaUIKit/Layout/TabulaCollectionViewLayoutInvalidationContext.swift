#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import UIKit

/// What invalidated a ``TabulaCollectionViewLayout``, beyond what UIKit's context says: a
/// new width (every frame changes; the visible items are named in
/// `invalidatedItemIndexPaths`), or the end of an interactive move.
@MainActor
@_spi(Testing)
public final class TabulaCollectionViewLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// The collection view's new width, when a bounds change changed it; `nil` otherwise.
    public internal(set) var newWidth: CGFloat?
    /// Whether the context ends an interactive move (dropped or cancelled).
    public internal(set) var endsInteractiveMovement = false
    /// Whether the interactive move it ends was cancelled (the item goes back).
    public internal(set) var interactiveMovementCancelled = false
}
#endif
