import Foundation
import MainThreadMarks
import Tabula
import TabulaHeadless

/// The README's contact (an id and a name), measured as the README's MFS contact cell lays
/// it out: the name wrapped at the row's width less 32 points, 12 points above and below.
struct Contact: Identifiable, Equatable, Differentiable, Sendable {
    let id: Int
    var name: String

    init(_ id: Int) {
        self.id = id
        name = ContactNames.name(id)
    }

    private static let measurer = MonospaceTextMeasurer()

    /// The row's size in `context` (pure: measured on any thread).
    static func size(of contact: Contact, in context: ListMeasuringContext) -> CGSize {
        let text = measurer.atTextSize(context.textSize)
            .size(of: contact.name, style: .body, width: context.width - 32, maximumLines: 0)
        return CGSize(width: context.width, height: 12 + text.height + 12)
    }
}
