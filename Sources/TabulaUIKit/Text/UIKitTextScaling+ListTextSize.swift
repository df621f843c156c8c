#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Tabula
import UIKit

extension UIKitTextScaling {
    /// The ``/Tabula/ListTextSize`` of `category`: UIKit's twelve specified categories
    /// (UIContentSizeCategory.h:19-32, extraSmall to accessibilityExtraExtraExtraLarge) in
    /// order, case by case; `nil` for an unspecified category (UIContentSizeCategory.h:18: a
    /// view outside a window) and for any category a later SDK adds.
    static func listTextSize(for category: UIContentSizeCategory) -> ListTextSize? {
        categories.firstIndex(of: category).flatMap { ListTextSize(rawValue: $0) }
    }

    /// The content size category of `textSize` (the inverse of ``listTextSize(for:)``).
    static func contentSizeCategory(for textSize: ListTextSize) -> UIContentSizeCategory {
        categories.indices.contains(textSize.rawValue) ? categories[textSize.rawValue] : .large
    }

    /// UIKit's specified categories, smallest first (UIContentSizeCategory.h:19-32), one per
    /// ``/Tabula/ListTextSize`` case, at its raw value.
    private static let categories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The text size of the measuring context an adapter is measuring in, bound (on this
    /// task or thread) while it calls a size function (`CellSizer`) or fills a cell: what
    /// ``followingLists`` measures and draws for then, so a size is measured for the context
    /// it is stored under, on or off the main actor, whatever the lists show meanwhile, and a
    /// cell's text is drawn at the size its row was measured at.
    @TaskLocal static var measuringTextSize: ListTextSize?

    /// Runs `measure` with ``measuringTextSize`` bound to `textSize`.
    static func measuring<Result>(at textSize: ListTextSize, _ measure: () throws -> Result) rethrows -> Result {
        try $measuringTextSize.withValue(textSize, operation: measure)
    }
}
#endif
