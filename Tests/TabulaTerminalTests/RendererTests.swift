import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
import TabulaTestSupport
import Testing

@testable import TabulaTerminal

/// A small screen with every kind of view: a post with an avatar, a name, a body, two
/// buttons, clipped text and a hidden label.
@MainActor
struct SampleScreen {
    let root = TerminalView(frame: CGRect(x: 0, y: 0, width: 30, height: 8))
    let avatar = TerminalImageBox(caption: "AL", frame: CGRect(x: 0, y: 0, width: 6, height: 3))
    let name = TerminalLabel(text: "Anna Lee", style: .title, frame: CGRect(x: 7, y: 0, width: 20, height: 1))
    let body = TerminalLabel(
        text: "Hello from the terminal host, this text is too long",
        frame: CGRect(x: 7, y: 1, width: 23, height: 2))
    let like = TerminalButton(title: "Like", frame: CGRect(x: 7, y: 3, width: 10, height: 1))
    let reply = TerminalButton(title: "Reply", frame: CGRect(x: 18, y: 3, width: 10, height: 1))
    let wideClip = TerminalView(frame: CGRect(x: 20, y: 4, width: 3, height: 1))
    let wideLabel = TerminalLabel(text: "中中中", frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    let japanese = TerminalLabel(text: "日本語テキスト長い", frame: CGRect(x: 0, y: 5, width: 10, height: 1))
    let clip = TerminalView(frame: CGRect(x: 25, y: 6, width: 5, height: 2))
    let clipped = TerminalLabel(text: "clipped text", frame: CGRect(x: 2, y: 0, width: 10, height: 1))
    let hidden = TerminalLabel(text: "hidden", frame: CGRect(x: 0, y: 7, width: 10, height: 1))

    init() {
        body.numberOfLines = 2
        like.isFocused = true
        for view in [avatar, name, body, like, reply, wideClip, japanese, clip, hidden] as [TerminalView] {
            root.addSubview(view)
        }
        wideClip.addSubview(wideLabel)
        clip.addSubview(clipped)
        hidden.isHidden = true
    }

    static let expected = """
        ┌────┐ Anna Lee
        │ AL │ Hello from the terminal
        └────┘ host, this text is too…
                [>Like<]  [ Reply ]
                            中
        日本語テ…
                                   cli

        """
}

@MainActor
@Suite struct RendererTests {
    @Test func drawsTheViewTree() {
        let screen = SampleScreen()
        let renderer = TerminalRenderer(size: TerminalSize(columns: 30, rows: 8))
        let buffer = renderer.draw(screen.root)
        #expect(buffer.plainText == SampleScreen.expected)
        // Drawing alone neither remembers a frame nor counts bytes.
        #expect(renderer.previousFrame == nil)
        #expect(renderer.statistics.frameCount == 0)
    }

    @Test func attributesFollowTheViews() {
        let screen = SampleScreen()
        screen.root.backgroundColor = .standard(.blue)
        screen.name.textColor = .palette(208)
        let buffer = TerminalRenderer(size: TerminalSize(columns: 30, rows: 8)).draw(screen.root)
        let nameCell = buffer.cell(column: 7, row: 0)!
        #expect(
            nameCell.attributes
                == CellAttributes(
                    foreground: .palette(208), background: .standard(.blue), isBold: true))
        // The focused button is inverse, the other is not.
        #expect(buffer.cell(column: 8, row: 3)!.attributes.isInverse)
        #expect(!buffer.cell(column: 18, row: 3)!.attributes.isInverse)
        // Empty cells show the root's background.
        #expect(buffer.cell(column: 29, row: 7)!.attributes.background == .standard(.blue))
        // The half-visible wide character left a blank at the clip edge.
        #expect(buffer.cell(column: 22, row: 4)! == .blank(CellAttributes(background: .standard(.blue))))
    }

    @Test func firstFrameIsAFullRedrawAndAnIdenticalFrameWritesNothing() {
        let screen = SampleScreen()
        let renderer = TerminalRenderer(size: TerminalSize(columns: 30, rows: 8))
        let first = renderer.render(screen.root)
        #expect(first.hasPrefix(ANSI.resetAttributes + ANSI.cursorHome + ANSI.clearScreen))
        #expect(renderer.statistics.fullRedrawCount == 1)
        #expect(renderer.statistics.lastFrameBytes == first.utf8.count)
        let second = renderer.render(screen.root)
        #expect(second == "")
        #expect(renderer.statistics.lastFrameBytes == 0)
        #expect(renderer.statistics.lastFrameChangedCells == 0)
        #expect(renderer.statistics.frameCount == 2)
        #expect(renderer.statistics.totalBytes == first.utf8.count)
    }

    @Test func oneChangedCharacterWritesOneMoveOneStyleOneCharacter() {
        let screen = SampleScreen()
        let renderer = TerminalRenderer(size: TerminalSize(columns: 30, rows: 8))
        _ = renderer.render(screen.root)
        screen.name.text = "Anna Lea"
        let output = renderer.render(screen.root)
        #expect(output == "\u{1B}[1;15H\u{1B}[0;1ma\u{1B}[0m")
        #expect(renderer.statistics.lastFrameChangedCells == 1)
    }

    @Test func movingFocusRewritesOnlyTheTwoButtons() {
        let screen = SampleScreen()
        let renderer = TerminalRenderer(size: TerminalSize(columns: 30, rows: 8))
        let full = renderer.render(screen.root)
        var terminal = VirtualScreen(columns: 30, rows: 8)
        terminal.apply(full)
        screen.like.isFocused = false
        screen.reply.isFocused = true
        let output = renderer.render(screen.root)
        #expect(renderer.statistics.lastFrameChangedCells == 8 + 9)
        #expect(output.utf8.count < full.utf8.count / 3)
        terminal.apply(output)
        #expect(terminal.problems.isEmpty)
        #expect(firstDifference(terminal.buffer, renderer.previousFrame) == nil)
        #expect(terminal.buffer.lines[3] == "        [ Like ]  [>Reply<]")
    }

    @Test func fullRedrawOptionAndResize() {
        let screen = SampleScreen()
        let renderer = TerminalRenderer(size: TerminalSize(columns: 30, rows: 8))
        let first = renderer.render(screen.root)
        #expect(renderer.render(screen.root, fullRedraw: true) == first)
        renderer.resize(to: TerminalSize(columns: 20, rows: 4))
        let resized = renderer.render(screen.root)
        #expect(resized.hasPrefix(ANSI.resetAttributes + ANSI.cursorHome + ANSI.clearScreen))
        #expect(
            renderer.previousFrame?.plainText == """
                ┌────┐ Anna Lee
                │ AL │ Hello from th
                └────┘ host, this te
                        [>Like<]  [
                """)
        #expect(renderer.statistics.fullRedrawCount == 3)
        renderer.invalidate()
        #expect(renderer.previousFrame == nil)
    }

    /// Seeded random edits: after every frame, a terminal that received only the diffs
    /// shows exactly the renderer's buffer.
    @Test(arguments: [UInt64(11), 12, 13, 99])
    func diffsReproduceEveryFrame(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let screen = SampleScreen()
        let renderer = TerminalRenderer(size: TerminalSize(columns: 30, rows: 8))
        var terminal = VirtualScreen(columns: 30, rows: 8)
        let words = ["a", "中文", "😀", "text", "e\u{301}", "longer words", "日本", "x y z"]
        let colors: [TerminalColor] = [.default, .standard(.red), .standard(.brightGreen), .palette(33), .grey(5)]
        for frame in 0..<60 {
            let labels = [screen.name, screen.body, screen.wideLabel, screen.japanese, screen.clipped]
            let label = labels.randomElement(using: &generator)!
            label.text = (0..<Int.random(in: 0...5, using: &generator))
                .map { _ in words.randomElement(using: &generator)! }.joined(separator: " ")
            label.textColor = colors.randomElement(using: &generator)!
            label.isDim = Bool.random(using: &generator)
            label.frame.origin.x = CGFloat(Int.random(in: -2...8, using: &generator))
            screen.root.backgroundColor = Bool.random(using: &generator) ? nil : colors.randomElement(using: &generator)
            screen.avatar.isHidden = Bool.random(using: &generator)
            screen.like.isHighlighted = Bool.random(using: &generator)
            terminal.apply(renderer.render(screen.root))
            #expect(terminal.problems.isEmpty, "seed \(seed), frame \(frame): \(terminal.problems)")
            #expect(firstDifference(terminal.buffer, renderer.previousFrame) == nil, "seed \(seed), frame \(frame)")
        }
    }
}
