import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ListLayout {
    /// A number that changes with every update that may move items (the layout's structure
    /// revision): sizes read by path while it is unchanged still belong to those paths. For
    /// the UIKit adapters' change of text size (TabulaUIKit cannot see `package` members).
    @_spi(TabulaInternal) public var pathRevision: Int {
        structureRevision
    }

    /// Takes sizes measured off the main actor for `paths` in the current context (each path
    /// still not measured gets its size), as a ``ListAssembly``'s context change does.
    @_spi(TabulaInternal) public func takeSizesMeasuredElsewhere(_ measured: [CGSize], at paths: [ListIndexPath]) {
        takeSizes(measured, at: paths)
    }
}
