#if os(iOS)
import SwiftUI
import TabulaUIKit
import UIKit

/// The two SwiftUI cells as one type, so `register(swiftUI:…)` is written once for tables
/// and collections (`CellCatalog.registerSwiftUI`). Internal: apps never name it.
@MainActor
protocol SwiftUIContentCell: CatalogedCell {
    /// Shows `view` as the content for the item `identity`.
    func show<Content: View>(_ view: Content, identity: AnyHashable)
}

extension SwiftUITableViewCell: SwiftUIContentCell {}

extension SwiftUICollectionViewCell: SwiftUIContentCell {}
#endif
