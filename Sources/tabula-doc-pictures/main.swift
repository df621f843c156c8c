// Regenerates the documentation's pictures from the real layout, updater and diff.
// Usage: swift run tabula-doc-pictures [PACKAGE_ROOT]   (default: the current directory)
import Foundation
import TabulaDocPictures

let root = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? FileManager.default.currentDirectoryPath)
for picture in DocumentationPictures.all {
    let url = root.appendingPathComponent(picture.path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let svg = try await picture.render()
    try Data(svg.utf8).write(to: url)
    print("wrote \(picture.path)")
}
