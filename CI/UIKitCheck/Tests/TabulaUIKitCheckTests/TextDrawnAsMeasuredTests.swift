import Foundation
import Tabula
import TabulaUIKit
import Testing
import UIKit

/// Issue 24, item 2: text is drawn with the attributes it was measured with. On a device a
/// label drawing plain text uses `NSLineBreakStrategyStandard` (UILabel.h:88-91) and no line
/// spacing, while the measurer measured with its own paragraph style: the last line wraps
/// differently and is clipped. The model cannot lay text out, so it checks the attributes are
/// the same, and that the label's text height with them is the measured height.
@Suite("Text is drawn as it was measured")
@MainActor
struct TextDrawnAsMeasuredTests {
    private let text = "Measured one way and drawn another, the last line of this text would be clipped"
    private let spaced = TextStyle(pointSize: 15, weight: .regular, lineSpacing: 6)

    private func measured(_ text: String, style: TextStyle, width: CGFloat, maximumLines: Int)
        -> (CGSize, UIModelTextAttributes?)
    {
        let (size, attributes) = UIModelTextMeasuringRecorder.record {
            UIKitTextMeasurer().size(of: text, style: style, width: width, maximumLines: maximumLines)
        }
        return (size, attributes.last)
    }

    private func labelTextHeight(_ label: UILabel) -> CGFloat {
        let unbounded = CGRect(x: 0, y: 0, width: label.bounds.width, height: .greatestFiniteMagnitude)
        return label.textRect(forBounds: unbounded, limitedToNumberOfLines: label.numberOfLines).height.rounded(.up)
    }

    @Test(arguments: [0, 2])
    func aTextBlockIsDrawnWithTheAttributesAndHeightItWasMeasuredWith(maximumLines: Int) throws {
        let width: CGFloat = 200
        let (size, attributes) = measured(text, style: spaced, width: width, maximumLines: maximumLines)
        let lineHeight = UIKitTextMeasurer.font(for: spaced).lineHeight
        try #require(size.height > 2 * lineHeight, "the text takes more than one line")

        let view = PrimitiveWidgetView(frame: CGRect(x: 0, y: 0, width: width, height: size.height))
        view.show(TextBlock(text: text, style: spaced, maximumLines: maximumLines))
        view.layoutIfNeeded()
        let label = view.textLabel
        #expect(
            label.modelDrawnAttributes == attributes,
            "drawn with \(String(describing: label.modelDrawnAttributes)), measured with \(String(describing: attributes))"
        )
        #expect(labelTextHeight(label) == size.height)
        #expect(label.numberOfLines == maximumLines)
    }

    @Test func aTitleAndAHeaderAreDrawnWithTheAttributesTheyWereMeasuredWith() {
        let width: CGFloat = 120
        let title = Title(text: text, style: TextStyle(pointSize: 17, weight: .medium, lineSpacing: 4))
        let (titleSize, titleAttributes) = measured(title.text, style: title.style, width: width, maximumLines: 1)
        let view = PrimitiveWidgetView(frame: CGRect(x: 0, y: 0, width: width, height: titleSize.height))
        view.show(title)
        view.layoutIfNeeded()
        #expect(view.textLabel.modelDrawnAttributes == titleAttributes)
        #expect(labelTextHeight(view.textLabel) == titleSize.height)

        let header = Header(string: text, style: TextStyle(pointSize: 20, weight: .bold, lineSpacing: 3))
        let (headerSize, headerAttributes) = measured(header.string, style: header.style, width: width, maximumLines: 0)
        view.frame = CGRect(x: 0, y: 0, width: width, height: headerSize.height)
        view.show(header)
        view.layoutIfNeeded()
        #expect(view.textLabel.modelDrawnAttributes == headerAttributes)
        #expect(labelTextHeight(view.textLabel) == headerSize.height)
    }

    @Test func anMFSCellDrawsWithShowTextAsItsSizeWasMeasured() {
        let cell = MeasuredNoteCell(frame: CGRect(x: 0, y: 0, width: 240, height: 200))
        cell.show(MeasuredNoteViewModel(text: text))
        cell.layoutIfNeeded()
        let (size, attributes) = measured(
            text, style: MeasuredNoteCell.style, width: cell.bounds.width, maximumLines: 3)
        #expect(cell.label.modelDrawnAttributes == attributes)
        #expect(labelTextHeight(cell.label) == size.height)
    }
}

private struct MeasuredNoteViewModel: MFSViewModel {
    var text: String
}

/// An MFS cell as the docs suggest: its label shows the text with `showText`, in the style its
/// size was measured in.
@MainActor
private final class MeasuredNoteCell: MFSContentView<MeasuredNoteViewModel> {
    static let style = TextStyle(pointSize: 13, weight: .regular, lineSpacing: 2)
    let label = UILabel()

    override func bindData(from viewModel: MeasuredNoteViewModel) {
        label.showText(viewModel.text, style: Self.style, maximumLines: 3)
    }

    override func resizeSubviews(for viewModel: MeasuredNoteViewModel, in size: CGSize) {
        label.frame = CGRect(origin: .zero, size: size)
    }

    override func addSubviewsToSuperview() {
        if label.superview == nil { addSubview(label) }
    }
}
