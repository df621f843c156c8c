import Foundation
import Tabula

/// The model collection view's frames: whatever its `collectionViewLayout` answers, after
/// `prepare()` on every update, as UIKit asks its layout. *Model internals.*
@MainActor
final class CollectionLayoutFrames: ListSupplementaryFrameProvider {
    weak var collectionView: UICollectionView?

    private var layout: UICollectionViewLayout? {
        collectionView?.collectionViewLayout
    }

    nonisolated func update(sectionCounts: [Int], applying batch: ListBatch?, width: CGFloat) {
        MainActor.assumeIsolated {
            layout?.invalidateLayout()
            layout?.prepare()
        }
    }

    nonisolated var contentSize: CGSize {
        MainActor.assumeIsolated { layout?.collectionViewContentSize ?? .zero }
    }

    nonisolated func frame(at path: ListIndexPath) -> CGRect {
        MainActor.assumeIsolated {
            layout?.layoutAttributesForItem(at: IndexPath(item: path.item, section: path.section))?.frame ?? .zero
        }
    }

    nonisolated func indexPaths(intersecting rect: CGRect) -> [ListIndexPath] {
        MainActor.assumeIsolated {
            (layout?.layoutAttributesForElements(in: rect) ?? [])
                .filter { $0.representedElementCategory == .cell && $0.frame.intersects(rect) }
                .map { ListIndexPath(modelIndexPath: $0.indexPath) }
                .sorted()
        }
    }

    nonisolated func supplementaryFrame(_ placement: ListSupplementaryPlacement, inSection section: Int) -> CGRect? {
        MainActor.assumeIsolated {
            layout?.layoutAttributesForSupplementaryView(
                ofKind: placement.modelElementKind, at: IndexPath(item: 0, section: section))?.frame
        }
    }

    nonisolated func supplementaryElements(intersecting rect: CGRect) -> [ListSupplementaryElement] {
        MainActor.assumeIsolated {
            (layout?.layoutAttributesForElements(in: rect) ?? [])
                .filter { $0.representedElementCategory == .supplementaryView && $0.frame.intersects(rect) }
                .compactMap { attributes in
                    ListSupplementaryPlacement(modelElementKind: attributes.representedElementKind ?? "")
                        .map { ListSupplementaryElement($0, section: attributes.indexPath.section) }
                }
                .sorted()
        }
    }
}

extension ListSupplementaryPlacement {
    /// *Model internals* (TabulaUIKit has its own mapping).
    var modelElementKind: String {
        switch self {
        case .header: "UICollectionElementKindSectionHeader"
        case .footer: "UICollectionElementKindSectionFooter"
        }
    }

    init?(modelElementKind kind: String) {
        switch kind {
        case "UICollectionElementKindSectionHeader": self = .header
        case "UICollectionElementKindSectionFooter": self = .footer
        default: return nil
        }
    }
}
