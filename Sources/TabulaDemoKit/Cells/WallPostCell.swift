import Foundation
import Tabula
import TabulaTerminal

/// A wall post (composite, expandable, height-changing), built by hand in MFS
/// steps through an ``MFSDriver``: one fixed set of subviews, built once per cell; bind
/// hides what a post does not need. The photo strip is a nested horizontal
/// ``TerminalListView`` over a ``ListLayout`` with the `.horizontal` style.
@MainActor
package final class WallPostCell: DemoListCell, FeedMFSCell {
    /// The view model type.
    package typealias ViewModel = PostViewModel
    /// The reuse identifier.
    package nonisolated static let reuseIdentifier = "post"

    /// The sizing context the frames come from.
    package var context: FeedSizing?
    private(set) var avatar: TerminalImageBox?
    private(set) var author: TerminalLabel?
    private(set) var date: TerminalLabel?
    private(set) var text: TerminalLabel?
    private(set) var readMore: TerminalLabel?
    /// The nested photo strip.
    package private(set) var gallery: TerminalListView?
    private(set) var counts: TerminalLabel?
    private let photos = PhotoStripDataSource()
    private var separatorRow: Int?
    /// The MFS driver of this cell (it keeps the guards' state across reuse).
    package private(set) lazy var driver = MFSDriver(view: self)

    /// The subviews built so far.
    package var builtSubviews: [TerminalView?] {
        [avatar, author, date, text, readMore, gallery, counts]
    }

    /// A new size (the terminal was resized, or the post expanded): resize only.
    package override func layoutSubviews() {
        driver.followTerminalView()
    }

    /// Draws the separator under the post.
    package override func draw(in canvas: inout TerminalCanvas) {
        super.draw(in: &canvas)
        if let separatorRow, canvas.bounds.width > 2 {
            let line = String(repeating: "─", count: canvas.bounds.width - 2)
            canvas.draw(line, column: 1, row: separatorRow, attributes: CellAttributes(foreground: .grey(8)))
        }
    }

    // MARK: MFS steps

    package func removeSubviews() {
        removeBuiltSubviews()
        (avatar, author, date, text, readMore, gallery, counts) = (nil, nil, nil, nil, nil, nil, nil)
    }

    package func initSubviews(for viewModel: PostViewModel) {
        if avatar == nil { avatar = TerminalImageBox() }
        if author == nil { author = TerminalLabel(style: .title) }
        if date == nil { date = TerminalLabel(style: .caption) }
        if text == nil { text = TerminalLabel() }
        if readMore == nil { readMore = TerminalLabel(text: "▸ read more…") }
        if gallery == nil {
            let layout = ListLayout(
                configuration: ListLayoutConfiguration(style: .horizontal, itemSpacing: 1),
                sizeSource: ListSizeClosures { _, _ in PhotoTileCell.size })
            let strip = TerminalListView(kind: .collection, frameProvider: layout)
            strip.registerCell(PhotoTileCell.self, forReuseIdentifier: PhotoTileCell.reuseIdentifier)
            strip.dataSource = photos
            gallery = strip
        }
        if counts == nil { counts = TerminalLabel() }
    }

    package func updateStyles(for viewModel: PostViewModel, styles: inout MFSStyleContext) {
        if let avatar {
            // One-time styling: kept across reuse.
            styles.once("avatar") { avatar.showRoundLook(border: .standard(.blue), caption: .standard(.brightWhite)) }
        }
        author?.textColor = viewModel.isNew ? .standard(.green) : .standard(.brightWhite)
        date?.isDim = true
        readMore?.textColor = .standard(.cyan)
        // The seed: a four-digit like count gets another look.
        counts?.textColor = viewModel.likes >= 1_000 ? .standard(.red) : .standard(.magenta)
        text?.numberOfLines = viewModel.isExpanded ? 0 : Self.collapsedLines
    }

    package func bindData(from viewModel: PostViewModel) {
        avatar?.caption = TerminalImageBox.initials(of: viewModel.author)
        author?.text = viewModel.isNew ? viewModel.author + "  • new" : viewModel.author
        date?.text = viewModel.date
        text?.text = viewModel.text
        counts?.text = viewModel.countsText
        gallery?.isHidden = viewModel.photos.isEmpty
        if photos.photos != viewModel.photos {
            photos.photos = viewModel.photos
            try? gallery?.reloadData()
            try? gallery?.scroll(toOffset: .zero)
        }
    }

    package func resizeSubviews(for viewModel: PostViewModel, in size: CGSize) {
        guard let context else { return }
        let measuring = context.context(width: size.width)
        let frames = Self.frames(for: viewModel, in: measuring, context: context)
        avatar?.frame = frames.avatar
        author?.frame = frames.author
        date?.frame = frames.date
        text?.frame = frames.text
        text?.textSize = measuring.textSize
        text?.numberOfLines = viewModel.isExpanded ? 0 : Self.collapsedLines
        readMore?.isHidden = frames.readMore == nil
        readMore?.frame = frames.readMore ?? .zero
        gallery?.frame = frames.gallery ?? .zero
        counts?.frame = frames.counts
        separatorRow = Int(frames.separator.minY)
    }

    /// Scrolls the photo strip by one tile (`direction` -1 or 1).
    package func scrollGallery(by direction: Int) {
        guard let gallery, !gallery.isHidden else { return }
        let step = PhotoTileCell.size.width + 1
        try? gallery.scroll(toOffset: CGPoint(x: gallery.contentOffset.x + CGFloat(direction) * step, y: 0))
    }
}
