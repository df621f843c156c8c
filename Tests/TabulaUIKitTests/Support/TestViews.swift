#if os(iOS) || TABULA_UIKIT_MODEL
import Tabula
import TabulaUIKit
import UIKit

/// A stand-in for UILabel (the model has no text drawing): what a cell shows.
@MainActor
final class TestLabel: UIView {
    var text = ""
}

/// A contact: identity `id`, content `name`.
struct Contact: Identifiable, Equatable, Differentiable, Sendable, MFSViewModel, CustomStringConvertible {
    var id: Int
    var name: String

    init(_ id: Int, _ name: String? = nil) {
        self.id = id
        self.name = name ?? "Contact \(id)"
    }

    var description: String { "\(id):\(name)" }
}

/// An MFS cell: a name label laid out by hand, height from the measured name.
@MainActor
final class ContactCell: MFSContentView<Contact>, MFSCellSizing {
    var nameLabel: TestLabel?
    var steps: [String] = []
    var shadowsApplied = 0

    override func initSubviews(for viewModel: Contact) {
        steps.append("initSubviews")
        if nameLabel == nil { nameLabel = TestLabel(frame: .zero) }
    }

    override func updateStyles(for viewModel: Contact, styles: inout MFSStyleContext) {
        steps.append("updateStyles")
        styles.once("shadow") { shadowsApplied += 1 }
    }

    override func bindData(from viewModel: Contact) {
        steps.append("bindData")
        nameLabel?.text = viewModel.name
    }

    override func resizeSubviews(for viewModel: Contact, in size: CGSize) {
        steps.append("resizeSubviews")
        nameLabel?.frame = Self.nameFrame(for: viewModel, width: size.width, measurer: UIKitTextMeasurer())
    }

    override func addSubviewsToSuperview() {
        steps.append("addSubviewsToSuperview")
        if let nameLabel, nameLabel.superview == nil { addSubview(nameLabel) }
    }

    nonisolated static func nameFrame(for viewModel: Contact, width: CGFloat, measurer: any TextMeasuring) -> CGRect {
        let size = measurer.size(of: viewModel.name, style: .body, width: max(0, width - 32), maximumLines: 0)
        return CGRect(x: 16, y: 8, width: size.width, height: size.height)
    }

    nonisolated static func height(for viewModel: Contact, width: CGFloat, context: any TextMeasuring) -> CGFloat {
        nameFrame(for: viewModel, width: width, measurer: context).maxY + 8
    }
}

/// A section header showing a title.
@MainActor
final class TitleHeader: UITableViewHeaderFooterView {
    var title = ""
}

/// A plain (non-MFS) cell, made in code or loaded from a nib.
@MainActor
final class NoteCell: UITableViewCell {
    var note = ""
    var loadedFromNib = false
}

/// A collection cell showing a caption.
@MainActor
final class PhotoCell: UICollectionViewCell {
    var caption = ""
}

/// An MFS collection cell.
@MainActor
final class ContactTile: MFSContentView<Contact>, MFSCellSizing {
    let nameLabel = TestLabel(frame: .zero)
    var binds = 0

    override func bindData(from viewModel: Contact) {
        binds += 1
        nameLabel.text = viewModel.name
    }

    override func resizeSubviews(for viewModel: Contact, in size: CGSize) {
        nameLabel.frame = CGRect(x: 4, y: 4, width: max(0, size.width - 8), height: 20)
    }

    override func addSubviewsToSuperview() {
        if nameLabel.superview == nil { addSubview(nameLabel) }
    }

    nonisolated static func height(for viewModel: Contact, width: CGFloat, context: any TextMeasuring) -> CGFloat {
        28 + context.size(of: viewModel.name, style: .caption, width: width - 8, maximumLines: 2).height
    }
}

/// A collection header showing a title.
@MainActor
final class TitleSupplementaryView: UICollectionReusableView {
    var title = ""
}

/// Rows 44 points high, whatever the width: offsets in these tests are multiples of 44.
@MainActor
func noteCells() -> TableCellCatalog<Contact> {
    var cells = TableCellCatalog<Contact>()
    cells.register(NoteCell.self, height: { _, _ in 44 }) { cell, contact in cell.note = contact.name }
    return cells
}

/// Text that wraps at any phone width: about 20 words.
let longWrappingText = String(repeating: "wrap ", count: 20).trimmingCharacters(in: .whitespaces)
#endif
