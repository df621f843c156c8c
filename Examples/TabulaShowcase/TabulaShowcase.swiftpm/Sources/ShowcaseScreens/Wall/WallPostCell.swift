#if canImport(UIKit)
import Tabula
import TabulaDemoData
import TabulaUIKit
import UIKit

/// A wall post, built in MFS steps: every frame comes from ``WallPostLayout``, the pure
/// function its height comes from too.
final class WallPostCell: MFSContentView<PostViewModel>, MFSCellSizing {
    nonisolated static let readMoreTitle = "Read more"

    let authorLabel = UILabel()
    let dateLabel = UILabel()
    let textView = UILabel()
    let readMoreLabel = UILabel()
    /// The photo strip's tiles (a caption on a colour in place of a picture).
    let photoTiles = (0..<WallPostLayout.visiblePhotos).map { _ in UILabel() }
    let countsLabel = UILabel()

    private var allLabels: [UILabel] { [authorLabel, dateLabel, textView, readMoreLabel, countsLabel] + photoTiles }

    override func addSubviewsToSuperview() {
        for label in allLabels where label.superview == nil { addSubview(label) }
    }

    override func updateStyles(for post: PostViewModel, styles: inout MFSStyleContext) {
        for tile in photoTiles { tile.backgroundColor = .secondarySystemFill }
    }

    override func bindData(from post: PostViewModel) {
        authorLabel.showText(post.author, style: .title, maximumLines: 1)
        dateLabel.showText(post.date, style: .caption, maximumLines: 1)
        textView.showText(post.text, style: .body, maximumLines: post.isExpanded ? 0 : WallPostLayout.collapsedLines)
        readMoreLabel.showText(Self.readMoreTitle, style: .caption, maximumLines: 1)
        countsLabel.showText(post.countsText, style: .caption, maximumLines: 1)
        for (index, tile) in photoTiles.enumerated() {
            let more = post.photos.count - WallPostLayout.visiblePhotos
            let last = index == WallPostLayout.visiblePhotos - 1 && more > 0
            let caption = index < post.photos.count ? post.photos[index].caption : ""
            tile.showText(last ? "+\(more + 1)" : caption, style: .caption, maximumLines: 2)
        }
    }

    override func resizeSubviews(for post: PostViewModel, in size: CGSize) {
        let layout = WallPostLayout(post: post, width: size.width, measurer: UIKitTextMeasurer())
        authorLabel.frame = layout.author
        dateLabel.frame = layout.date
        textView.frame = layout.text
        readMoreLabel.frame = layout.readMore
        countsLabel.frame = layout.counts
        for (index, tile) in photoTiles.enumerated() {
            tile.frame = index < layout.photos.count ? layout.photos[index] : .zero
        }
    }

    nonisolated static func height(for post: PostViewModel, width: CGFloat, context: any TextMeasuring) -> CGFloat {
        WallPostLayout(post: post, width: width, measurer: context).height
    }
}
#endif
