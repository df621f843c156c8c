#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Tabula
import UIKit

extension ListIndexPath {
    /// The core path of a UIKit index path (`item` and `row` are the same number).
    public init(_ indexPath: IndexPath) {
        self.init(item: indexPath.item, section: indexPath.section)
    }
}

extension IndexPath {
    /// The UIKit index path of a core path.
    public init(_ path: ListIndexPath) {
        self.init(item: path.item, section: path.section)
    }
}

@MainActor
extension ListSupplementaryPlacement {
    /// The collection view element kind: `UICollectionView.elementKindSectionHeader` or
    /// `elementKindSectionFooter`.
    public var elementKind: String {
        switch self {
        case .header: UICollectionView.elementKindSectionHeader
        case .footer: UICollectionView.elementKindSectionFooter
        }
    }

    /// The placement of a collection view element kind, or `nil` for another kind.
    public init?(elementKind: String) {
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: self = .header
        case UICollectionView.elementKindSectionFooter: self = .footer
        default: return nil
        }
    }
}
#endif
