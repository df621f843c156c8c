import Foundation
@_spi(Testing) import Tabula
import TabulaTerminal
import Testing

@testable import TabulaDemoKit

/// Every cell type the demo shows, laid out left to right and right to left at several
/// widths: the right-to-left frame of every subview is the mirror image of its left-to-right
/// frame (`x' = W - x - width`), and nothing else changes.
@MainActor
@Suite("Right-to-left frames of every demo cell")
struct RightToLeftCellTests {
    /// One cell type (and the state that changes its subviews).
    enum CellCase: String, CaseIterable, Sendable, CustomStringConvertible {
        case wallPost, wallPostWithPhotos, wallPostExpanded, friend, messageIncoming, messageOutgoing
        case header, title, textBlock, spacing, separator, imagePlaceholder
        case loading, photoTile, loginScreen

        var description: String { rawValue }
    }

    nonisolated static let widths: [CGFloat] = [24, 57, 80, 121]

    /// The laid-out cell and the views whose frames the cell sets.
    struct Laid {
        let view: TerminalView
        let parts: [TerminalView]
    }

    /// `cellCase` in a cell `width` wide, inside a root running `direction`.
    func lay(_ cellCase: CellCase, width: CGFloat, direction: ListLayoutDirection) -> Laid {
        let root = TerminalView(frame: CGRect(x: 0, y: 0, width: width, height: 60))
        root.layoutDirection = direction
        let sizing = FeedSizing()
        let generator = FeedGenerator(seed: 3)
        let view: TerminalView
        let parts: () -> [TerminalView]
        switch cellCase {
        case .wallPost, .wallPostWithPhotos, .wallPostExpanded:
            let posts = generator.wallPage(0)
            var post =
                cellCase == .wallPostWithPhotos
                ? posts.first { !$0.photos.isEmpty }! : posts.first { $0.photos.isEmpty }!
            post.isExpanded = cellCase == .wallPostExpanded
            let cell = WallPostCell(reuseIdentifier: WallPostCell.reuseIdentifier)
            cell.frame = CGRect(
                x: 0, y: 0, width: width, height: WallPostCell.height(for: post, width: width, context: sizing))
            root.addSubview(cell)
            cell.show(post, context: sizing)
            (view, parts) = (cell, { cell.builtSubviews.compactMap { $0 } })
        case .friend:
            let cell = FriendCell(reuseIdentifier: FriendCell.reuseIdentifier)
            cell.frame = CGRect(x: 0, y: 0, width: width, height: 3)
            root.addSubview(cell)
            cell.show(generator.friends(count: 1)[0], context: sizing)
            (view, parts) = (cell, { cell.builtSubviews.compactMap { $0 } })
        case .messageIncoming, .messageOutgoing:
            let message = generator.messages().first { $0.isOutgoing == (cellCase == .messageOutgoing) }!
            let cell = MessageCell(reuseIdentifier: MessageCell.reuseIdentifier)
            cell.frame = CGRect(
                x: 0, y: 0, width: width, height: MessageCell.height(for: message, width: width, context: sizing))
            root.addSubview(cell)
            cell.show(message, context: sizing)
            (view, parts) = (cell, { cell.builtSubviews.compactMap { $0 } })
        case .header, .title, .textBlock, .spacing, .separator, .imagePlaceholder:
            let insets = ListEdgeInsets(top: 1, left: 3, bottom: 0, right: 1)
            let model: any WidgetModel =
                switch cellCase {
                case .header: Header(string: "Choose a country", insets: insets)
                case .title: Title(text: "Spain", insets: insets)
                case .textBlock: TextBlock(text: "A longer text that wraps over lines", insets: insets)
                case .spacing: Spacing(height: 2, separator: .bottom)
                case .separator: Spacing(height: 1, separator: .bottom, separatorInset: 4)
                default: ImagePlaceholder(name: "flag", height: 3)
                }
            let cell = WidgetCell(reuseIdentifier: "widget")
            cell.frame = CGRect(x: 0, y: 0, width: width, height: 4)
            root.addSubview(cell)
            cell.show(ListWidget(model))
            (view, parts) = (cell, { cell.parts })
        case .loading:
            let cell = LoadingCell(reuseIdentifier: LoadingCell.reuseIdentifier)
            cell.frame = CGRect(x: 0, y: 0, width: width, height: LoadingCell.height)
            root.addSubview(cell)
            (view, parts) = (cell, { cell.subviews })
        case .photoTile:
            let cell = PhotoTileCell(reuseIdentifier: PhotoTileCell.reuseIdentifier)
            cell.frame = CGRect(origin: .zero, size: PhotoTileCell.size)
            root.addSubview(cell)
            cell.show(Photo(id: 1, caption: "sea"), number: 1, count: 3)
            (view, parts) = (cell, { cell.subviews })
        case .loginScreen:
            let screen = LoginScreen()
            screen.frame = CGRect(x: 0, y: 0, width: width, height: 30)
            root.addSubview(screen)
            screen.driver.layoutDirection = direction
            screen.driver.prepareUI(viewModel: LoginViewModel(), containerSize: screen.bounds.size)
            (view, parts) = (screen, { screen.subviews })
        }
        root.layoutIfNeeded()
        return Laid(view: view, parts: parts())
    }

    @Test(arguments: CellCase.allCases, widths)
    func everySubviewIsMirrored(_ cellCase: CellCase, width: CGFloat) {
        let leftToRight = lay(cellCase, width: width, direction: .leftToRight)
        let rightToLeft = lay(cellCase, width: width, direction: .rightToLeft)
        #expect(leftToRight.view.frame == rightToLeft.view.frame, "the cell itself is placed by its list")
        #expect(!leftToRight.parts.isEmpty)
        #expect(leftToRight.parts.count == rightToLeft.parts.count)
        let container = leftToRight.view.bounds.width
        for (ltr, rtl) in zip(leftToRight.parts, rightToLeft.parts) {
            #expect(
                rtl.frame == ListLayoutDirection.rightToLeft.place(ltr.frame, inWidth: container),
                "\(cellCase) at \(width): \(type(of: ltr)) \(ltr.frame) → \(rtl.frame)")
            #expect(rtl.isHidden == ltr.isHidden)
        }
    }

    @Test func thePhotoStripOfAPostRunsRightToLeft() throws {
        let leftToRight = lay(.wallPostWithPhotos, width: 80, direction: .leftToRight)
        let rightToLeft = lay(.wallPostWithPhotos, width: 80, direction: .rightToLeft)
        let ltrStrip = try #require((leftToRight.view as? WallPostCell)?.gallery)
        let rtlStrip = try #require((rightToLeft.view as? WallPostCell)?.gallery)
        let ltrTiles = ltrStrip.visibleCells.map(\.frame)
        let rtlTiles = rtlStrip.visibleCells.map(\.frame)
        #expect(!ltrTiles.isEmpty)
        let content = max(ltrStrip.frameProvider.contentSize.width, ltrStrip.viewportSize.width)
        #expect(rtlTiles == ltrTiles.map { ListLayoutDirection.rightToLeft.place($0, inWidth: content) })
        // The strip is drawn from its right end: the first tile's right edge is the strip's.
        #expect(rtlStrip.contentOffset.x == content - rtlStrip.viewportSize.width)
    }

    @Test func textStaysReadableAndSitsAgainstTheLeadingEdge() {
        let label = TerminalLabel(text: "Spain", frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        let root = TerminalView(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        root.addSubview(label)
        let renderer = TerminalRenderer(size: TerminalSize(columns: 10, rows: 1))
        #expect(renderer.draw(root).plainText == "Spain")
        root.layoutDirection = .rightToLeft
        #expect(renderer.draw(root).plainText == "     Spain", "moved to the right, not reversed")
        label.alignment = .trailing
        #expect(renderer.draw(root).plainText == "Spain")
        label.alignment = .left
        #expect(renderer.draw(root).plainText == "Spain", "an explicit side does not flip")
    }

    @Test func theDemoRunsRightToLeft() async throws {
        var options = DemoOptions()
        options.liveInterval = 0
        options.layoutDirection = .rightToLeft
        let app = DemoApp(options: options, size: TerminalSize(columns: 80, rows: 24))
        await app.play(try KeyScript.parse("<enter>"))
        let lines = app.screenText.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].hasSuffix(" Tabula"), "the tab bar starts at the right: \(lines[0])")
        #expect(
            lines[1].hasSuffix("╮ ▌"),
            "the first post's avatar at the right edge, the selection bar in the last column: \(lines[1])")
    }

    @Test func staticRowsDrawTheirTitleAtTheRightAndTheAccessoryAtTheLeft() async throws {
        var options = DemoOptions()
        options.liveInterval = 0
        options.layoutDirection = .rightToLeft
        let app = DemoApp(options: options, size: TerminalSize(columns: 60, rows: 14))
        await app.play(try KeyScript.parse("<enter>4"))
        let lines = app.screenText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let darkMode = try #require(lines.first { $0.contains("Dark mode") })
        #expect(darkMode.hasSuffix("Dark mode"), "two columns from the right edge: \(darkMode)")
        #expect(darkMode.hasPrefix("  [■ ON ]"), "the switch mirrored to the left: \(darkMode)")
        let language = try #require(lines.first { $0.contains("Language") })
        #expect(language.hasPrefix("  ‹ English"), "the disclosure points the other way: \(language)")
        #expect(lines.contains { $0.hasSuffix("APPEARANCE") }, "section titles too")
    }
}
