#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import UIKit

/// One off-screen instance of an Auto Layout cell type, filled with an item and measured
/// with `systemLayoutSizeFitting`: the width is the one its content view gets (a table
/// row's is narrower than the table: see ``TableRowContentWidths``), the height what the
/// content view's constraints give at that width.
///
/// One instance per registered cell type and text size, made on the first measurement and
/// reused for every later one; it is never shown. `configure` must set everything the
/// cell's height depends on (the instance keeps what the previous item left in it).
///
/// The instance is outside any window, so it gets no trait change when the user changes the
/// text size: a label that follows Dynamic Type by itself
/// (`adjustsFontForContentSizeCategory`) would keep the font it was made with. So the
/// instance is measured at the list's text size, whatever the app's cell relies on:
/// - it is made, filled and laid out with the list's traits current
///   (`performAsCurrent`): fonts read from `preferredFont(forTextStyle:)` in `init` or in
///   `configure` are the list's size;
/// - from iOS 17 its traits are overridden with the list's text size (`traitOverrides`,
///   applied at once with `updateTraitsIfNeeded()`), so an adjusting label takes it;
/// - a new instance is made when the text size changes, for cells that choose their fonts
///   once, in `init` (and for iOS 15 and 16, which have no trait overrides).
@MainActor
final class AutoLayoutSizingCell<Cell: UIView, Item> {
    private let make: @MainActor () -> Cell?
    private let configure: @MainActor (Cell, Item) -> Void
    private var cell: Cell?
    /// The text size `cell` was made at.
    private var category: UIContentSizeCategory?
    /// How many times the cell was measured (each is a full Auto Layout pass).
    private(set) var measurements = 0

    init(make: @escaping @MainActor () -> Cell?, configure: @escaping @MainActor (Cell, Item) -> Void) {
        self.make = make
        self.configure = configure
    }

    /// The size of the cell showing `item` at `category`'s text size when its content view
    /// is `width` wide; zero when no instance can be made (a nib without a `Cell` at its top
    /// level, which UIKit also refuses to show).
    func size(of item: Item, width: CGFloat, category: UIContentSizeCategory) -> CGSize {
        let traits = UITraitCollection(preferredContentSizeCategory: category)
        var size = CGSize.zero
        traits.performAsCurrent {
            size = measure(item, width: width, category: category)
        }
        return size
    }

    private func measure(_ item: Item, width: CGFloat, category: UIContentSizeCategory) -> CGSize {
        if cell == nil || self.category != category {
            cell = make()
            self.category = category
        }
        guard let cell else { return .zero }
        if #available(iOS 17.0, *), cell.traitOverrides.preferredContentSizeCategory != category {
            cell.traitOverrides.preferredContentSizeCategory = category
            cell.updateTraitsIfNeeded()
        }
        measurements += 1
        cell.bounds = CGRect(x: 0, y: 0, width: width, height: cell.bounds.height)
        configure(cell, item)
        // A cell that measures its own content (TabulaSwiftUI's below iOS 16) answers first.
        if let measuring = cell as? any ContentMeasuringCell, let size = measuring.measuredContentSize(width: width) {
            return CGSize(width: width, height: size.height)
        }
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        // The content view is measured, not the cell: its width is the one given, whatever
        // room the cell's accessory takes.
        let content = (cell as? UITableViewCell)?.contentView ?? (cell as? UICollectionViewCell)?.contentView ?? cell
        let fitted = content.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return CGSize(width: width, height: fitted.height)
    }

    /// Makes sizing instances from `nib`: its first top-level `Cell`.
    static func fromNib(_ nib: UINib) -> @MainActor () -> Cell? {
        { nib.instantiate(withOwner: nil, options: nil).lazy.compactMap { $0 as? Cell }.first }
    }
}
#endif
