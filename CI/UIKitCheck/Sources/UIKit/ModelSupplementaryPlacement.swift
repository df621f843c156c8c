import Foundation

/// Where a section's supplementary view sits: a table's header or footer view, a
/// collection's `UICollectionElementKindSectionHeader`/`…Footer` (UICollectionViewLayout.h:24-25).
/// *Model internals.*
enum ModelSupplementaryPlacement: CaseIterable {
    case header, footer

    /// The collection element kind UIKit names it by.
    var elementKind: String {
        switch self {
        case .header: "UICollectionElementKindSectionHeader"
        case .footer: "UICollectionElementKindSectionFooter"
        }
    }

    init?(elementKind kind: String) {
        guard let placement = Self.allCases.first(where: { $0.elementKind == kind }) else { return nil }
        self = placement
    }
}
