#if canImport(CoreGraphics)
import CoreGraphics
#else
import Foundation
#endif

extension ListLayout {
    /// One width's per-item sizes after a batch: an item that stays keeps its size, a new
    /// one is `nil` (to be measured). A section the batch leaves alone shares its array
    /// with `sizes` (no copy).
    static func carry(
        _ sizes: [[CGSize?]], through origins: [ListBatchMapping.ItemOrigins], counts: [Int]
    ) -> [[CGSize?]] {
        zip(origins, counts).map { origin, count in
            switch origin {
            case let .carried(source):
                guard source < sizes.count, sizes[source].count == count else {
                    return [CGSize?](repeating: nil, count: count)
                }
                return sizes[source]
            case let .items(paths):
                return paths.map { path in
                    guard let path, path.section < sizes.count, path.item < sizes[path.section].count
                    else { return nil }
                    return sizes[path.section][path.item]
                }
            }
        }
    }
}
