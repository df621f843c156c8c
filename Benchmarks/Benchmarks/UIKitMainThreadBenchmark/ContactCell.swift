import Foundation
import MainThreadMarks
import Tabula
import TabulaUIKitCheck
import UIKit

/// The README's contact.
struct Contact: Identifiable, Equatable, Differentiable, MFSViewModel {
    let id: Int
    var name: String

    init(_ id: Int) {
        self.id = id
        name = ContactNames.name(id)
    }
}

/// The README's MFS contact cell (its frame function is its height); its registration adds a
/// disclosure indicator to the row, the common long list's row.
final class ContactCell: MFSContentView<Contact>, MFSCellSizing {
    let nameLabel = UILabel()

    override func bindData(from contact: Contact) {
        nameLabel.showText(contact.name, style: .body, maximumLines: 0)
    }

    override func resizeSubviews(for contact: Contact, in size: CGSize) {
        nameLabel.frame = Self.nameFrame(for: contact, width: size.width, measurer: UIKitTextMeasurer())
    }

    override func addSubviewsToSuperview() {
        if nameLabel.superview == nil { addSubview(nameLabel) }
    }

    nonisolated static func nameFrame(for contact: Contact, width: CGFloat, measurer: any TextMeasuring) -> CGRect {
        let size = measurer.size(of: contact.name, style: .body, width: width - 32, maximumLines: 0)
        return CGRect(x: 16, y: 12, width: size.width, height: size.height)
    }

    nonisolated static func height(for contact: Contact, width: CGFloat, context: any TextMeasuring) -> CGFloat {
        nameFrame(for: contact, width: width, measurer: context).maxY + 12
    }
}
