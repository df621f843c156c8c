/// Where a supplementary view sits in its section.
///
/// UIKit: a table's `viewForHeaderInSection` / `viewForFooterInSection`; a collection's
/// `UICollectionView.elementKindSectionHeader` / `elementKindSectionFooter`.
public enum ListSupplementaryPlacement: String, Hashable, Sendable, CaseIterable {
    /// The section header.
    case header
    /// The section footer.
    case footer
}
