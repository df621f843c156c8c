import Foundation
import Tabula
import TabulaTerminal

/// One photo of a post's photo strip: a box with the photo's caption.
@MainActor
package final class PhotoTileCell: TerminalListCell {
    /// The reuse identifier.
    package nonisolated static let reuseIdentifier = "photo"
    /// Every tile's size, in cells.
    package nonisolated static let size = CGSize(width: 14, height: 5)

    private let box = TerminalImageBox()

    /// Creates a tile.
    package required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        box.borderColor = .standard(.green)
        addSubview(box)
    }

    /// Shows `photo` as tile `number` of `count`.
    package func show(_ photo: Photo, number: Int, count: Int) {
        box.caption = "\(photo.caption) \(number)/\(count)"
    }

    /// The box fills the tile.
    package override func layoutSubviews() {
        box.frame = bounds
    }
}

/// The data source of a photo strip: one section of photos.
@MainActor
final class PhotoStripDataSource: ListHostDataSource {
    var photos: [Photo] = []

    func numberOfSections() -> Int { 1 }

    func numberOfItems(inSection section: Int) -> Int {
        section == 0 ? photos.count : 0
    }

    func reuseIdentifier(forItemAt path: ListIndexPath) -> String {
        PhotoTileCell.reuseIdentifier
    }

    func configure(_ cell: any ListReusableView, forItemAt path: ListIndexPath) {
        guard let tile = cell as? PhotoTileCell, photos.indices.contains(path.item) else { return }
        tile.show(photos[path.item], number: path.item + 1, count: photos.count)
    }
}
