import Foundation
import Testing

@testable import TabulaTerminal

/// Counts layout passes and places its one child at its full width.
@MainActor
final class CountingView: TerminalView {
    var layoutCount = 0
    let child = TerminalLabel(text: "child")

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(child)
    }

    override func layoutSubviews() {
        layoutCount += 1
        child.frame = CGRect(x: 0, y: 0, width: frame.width, height: 1)
    }
}

@MainActor
@Suite struct TerminalViewTests {
    @Test func layoutRunsOnceWhenNeeded() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 8, height: 2))
        let renderer = TerminalRenderer(size: TerminalSize(columns: 10, rows: 2))
        #expect(renderer.draw(view).plainText == "child\n")
        #expect(view.layoutCount == 1)
        _ = renderer.draw(view)
        #expect(view.layoutCount == 1)
        view.frame.origin.x = 2  // a move alone does not ask for layout
        _ = renderer.draw(view)
        #expect(view.layoutCount == 1)
        view.frame.size.width = 3  // a resize does
        #expect(renderer.draw(view).plainText == "  ch…\n")
        #expect(view.layoutCount == 2)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.layoutCount == 3)
    }

    @Test func treeEditing() throws {
        let root = TerminalView()
        let a = TerminalView()
        let b = TerminalView()
        root.addSubview(a)
        root.addSubview(b)
        try root.insertSubview(b, at: 0)
        #expect(root.subviews.map(ObjectIdentifier.init) == [b, a].map(ObjectIdentifier.init))
        #expect(b.superview === root)
        // Moving a view to another parent takes it from the old one.
        a.addSubview(b)
        #expect(root.subviews.count == 1 && a.subviews.count == 1 && b.superview === a)
        b.removeFromSuperview()
        #expect(a.subviews.isEmpty && b.superview == nil)
    }

    @Test func cyclesAndBadIndexesAreRefused() {
        let root = TerminalView()
        let child = TerminalView()
        root.addSubview(child)
        #expect(child.addSubview(root) == false)
        #expect(root.addSubview(root) == false)
        #expect(root.superview == nil && child.subviews.isEmpty)
        #expect(throws: TerminalViewError.subviewIndexOutOfRange(index: 3, count: 1)) {
            try root.insertSubview(TerminalView(), at: 3)
        }
        #expect(
            TerminalViewError.subviewIndexOutOfRange(index: 3, count: 1).description
                == "insertSubview(_:at:): index 3 is outside 0...1 (the view has 1 subviews)")
        #expect(root.subviews.count == 1)
    }

    @Test func contentOffsetScrollsSubviews() {
        let root = TerminalView(frame: CGRect(x: 0, y: 0, width: 6, height: 2))
        for row in 0..<4 {
            root.addSubview(
                TerminalLabel(text: "row \(row)", frame: CGRect(x: 0, y: CGFloat(row), width: 6, height: 1)))
        }
        root.contentOffset = CGPoint(x: 0, y: 1)
        let renderer = TerminalRenderer(size: TerminalSize(columns: 6, rows: 3))
        #expect(renderer.draw(root).plainText == "row 1\nrow 2\n")
    }

    @Test func labelLinesAlignmentAndSizing() {
        let label = TerminalLabel(text: "one two three four", frame: CGRect(x: 0, y: 0, width: 9, height: 3))
        #expect(label.visibleLines == ["one two…"])
        label.numberOfLines = 0
        #expect(label.visibleLines == ["one two", "three", "four"])
        label.frame.size.height = 2
        #expect(label.visibleLines == ["one two", "three fo…"])
        #expect(label.sizeThatFits(CGSize(width: 9, height: 100)) == CGSize(width: 7, height: 3))
        label.alignment = .right
        let renderer = TerminalRenderer(size: TerminalSize(columns: 9, rows: 2))
        #expect(renderer.draw(label).plainText == "  one two\nthree fo…")
        label.alignment = .center
        #expect(renderer.draw(label).plainText == " one two\nthree fo…")
        label.sizeToFit()
        #expect(label.frame.size == CGSize(width: 18, height: 1))
    }

    @Test func buttonStatesAreDistinct() {
        let button = TerminalButton(title: "OK", frame: CGRect(x: 0, y: 0, width: 8, height: 3))
        let renderer = TerminalRenderer(size: TerminalSize(columns: 8, rows: 3))
        #expect(renderer.draw(button).lines == ["", " [ OK ]", ""])
        let normal = renderer.draw(button).cell(column: 3, row: 1)!.attributes
        button.isFocused = true
        #expect(renderer.draw(button).lines[1] == " [>OK<]")
        let focused = renderer.draw(button).cell(column: 3, row: 1)!.attributes
        button.isHighlighted = true
        #expect(renderer.draw(button).lines[1] == " [*OK*]")
        let highlighted = renderer.draw(button).cell(column: 3, row: 1)!.attributes
        #expect(Set([normal, focused, highlighted]).count == 3)
        #expect(button.sizeThatFits(.zero) == CGSize(width: 6, height: 1))
        button.frame.size.width = 6
        button.title = "Cancel"
        #expect(renderer.draw(button).lines[1] == "[*C…*]")
    }

    @Test func buttonActionRespectsEnabled() {
        var presses = 0
        let button = TerminalButton(title: "Go") { presses += 1 }
        #expect(button.sendAction())
        button.isEnabled = false
        #expect(!button.sendAction())
        #expect(presses == 1)
    }

    @Test func imageBoxOutlineCaptionAndTinyFallback() {
        let box = TerminalImageBox(
            caption: TerminalImageBox.initials(of: "anna-maria lee"),
            frame: CGRect(x: 0, y: 0, width: 7, height: 4))
        #expect(box.caption == "AM")
        let renderer = TerminalRenderer(size: TerminalSize(columns: 7, rows: 4))
        #expect(
            renderer.draw(box).plainText == """
                ┌─────┐
                │ AM  │
                │     │
                └─────┘
                """)
        box.isRounded = true
        box.caption = "a long caption"
        #expect(renderer.draw(box).lines[0] == "╭─────╮" && renderer.draw(box).lines[1] == "│a lo…│")
        box.frame.size = CGSize(width: 1, height: 4)
        #expect(renderer.draw(box).plainText == "▒\n▒\n▒\n▒")
    }

    @Test func labelOnBackgroundKeepsTheBackground() {
        let row = TerminalView(frame: CGRect(x: 0, y: 0, width: 5, height: 1))
        row.backgroundColor = .standard(.blue)
        row.addSubview(TerminalLabel(text: "hi", frame: CGRect(x: 1, y: 0, width: 3, height: 1)))
        let buffer = TerminalRenderer(size: TerminalSize(columns: 5, rows: 1)).draw(row)
        #expect(buffer.cell(column: 1, row: 0)!.attributes.background == .standard(.blue))
        #expect(buffer.cell(column: 4, row: 0)!.attributes.background == .standard(.blue))
    }
}
