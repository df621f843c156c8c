#if canImport(CoreGraphics)
import CoreGraphics
#else
import Foundation
#endif

/// Where one chunk of a section's sizes sits: its position in the chunk tree, its first item
/// and how many items it holds. Valid only for the `SectionSizes` value it came from.
struct SectionChunkPlace {
    let chunk: PagedIndex
    let firstItem: Int
    let count: Int

    /// Whether `item` is in this chunk.
    func holds(_ item: Int) -> Bool {
        item >= firstItem && item < firstItem + count
    }
}

extension SectionSizes {
    /// The chunk holding `item` (below ``count``), found by one descent of the tree.
    func place(of item: Int) -> SectionChunkPlace {
        let (chunk, local) = locate(item)
        return SectionChunkPlace(chunk: chunk, firstItem: item - local, count: chunkItemCount(chunk))
    }

    /// The chunk after `place`, or `nil` after the last: a step, not a descent, for a reader
    /// going through the items in order (a table asking every row's height).
    func place(after place: SectionChunkPlace) -> SectionChunkPlace? {
        let next = chunkIndex(after: place.chunk)
        guard let next else { return nil }
        return SectionChunkPlace(chunk: next, firstItem: place.firstItem + place.count, count: chunkItemCount(next))
    }

    /// ``layoutSize(at:)`` of `item`, which `place` holds: no descent.
    func layoutSize(at item: Int, in place: SectionChunkPlace) -> CGSize {
        layoutSize(inChunk: place.chunk, local: item - place.firstItem)
    }
}
