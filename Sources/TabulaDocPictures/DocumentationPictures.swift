import Foundation

/// Every picture the documentation shows, with the catalog file it is written to. The
/// pictures are drawn from the real layout, updater and diff, so they change when the
/// behaviour they show changes; a test fails when a committed picture is stale.
@MainActor
public enum DocumentationPictures {
    /// A picture: where it lives in the repository and how to draw it.
    public struct Picture: Sendable {
        /// The file, relative to the package root.
        public let path: String
        let draw: @MainActor @Sendable () async throws -> String

        /// Draws the picture as SVG text.
        public func render() async throws -> String { try await draw() }
    }

    /// All pictures, in a stable order.
    public nonisolated static let all: [Picture] = [
        Picture(path: "Sources/Tabula/Tabula.docc/Resources/storage-update.svg") {
            try await StorageUpdatePicture.render()
        },
        Picture(path: "Sources/Tabula/Tabula.docc/Resources/layout-frames.svg") { try await LayoutPicture.render() },
        Picture(path: "Sources/Tabula/Tabula.docc/Resources/widget-screen.svg") { WidgetScreenPicture.render() },
        Picture(path: "Sources/TabulaDiff/TabulaDiff.docc/Resources/diff-stages.svg") { DiffStagesPicture.render() },
    ]
}
