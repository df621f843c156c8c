import Foundation
import Tabula

/// The layout article's picture: the frames `ListLayout` computed for the contacts screen
/// (heights from the measured text), with the viewport the host shows outlined.
@MainActor
enum LayoutPicture {
    static func render() async throws -> String {
        let viewport: CGFloat = 200
        let example = try ContactsExample(viewportHeight: viewport)
        await example.settle()
        let rows = example.rows().map { row in
            var row = row
            if row.mark != .header {
                row.label = "y \(Int(row.frame.minY)) · h \(Int(row.frame.height)) · \(row.label)"
            }
            return row
        }
        return ScreenPanels(
            panelWidth: Double(ContactsExample.width), panelHeight: Double(example.layout.contentSize.height),
            titles: ["Frames from ListLayout"], rows: [rows],
            viewportHeight: Double(viewport), legend: [.header]
        ).render()
    }
}
