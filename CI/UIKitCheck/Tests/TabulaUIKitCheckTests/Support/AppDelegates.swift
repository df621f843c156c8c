import Foundation
import TabulaUIKit
import UIKit

/// An app's own table delegate, next to the adapter: records every call it receives.
@MainActor
final class AppTableDelegate: NSObject, UITableViewDelegate, UITableViewDataSourcePrefetching {
    var calls: [String] = []
    var leadingTitle: String?

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        calls.append("willDisplay \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        calls.append("didEndDisplaying \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        calls.append("didHighlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        calls.append("didUnhighlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        calls.append("accessoryTapped \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        calls.append("leadingSwipe \(indexPath.row)")
        guard let leadingTitle else { return nil }
        return UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .normal, title: leadingTitle) { _, _, done in done(true) }
        ])
    }
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        calls.append("didScroll \(Int(scrollView.contentOffset.y))")
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        calls.append("willBeginDragging")
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        calls.append("didEndDecelerating")
    }
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        calls.append("prefetch \(indexPaths.map(\.row))")
    }

    /// The calls whose names start with `prefix`.
    func received(_ prefix: String) -> [String] {
        calls.filter { $0.hasPrefix(prefix) }
    }
}

/// An app delegate that implements only the accessory button call, and says so as an
/// Objective-C object would (`responds(to:)` from its class's methods).
@MainActor
final class AccessoryOnlyDelegate: NSObject, UITableViewDelegate, UIKitModelObjectiveCMessaging {
    var taps: [Int] = []

    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        taps.append(indexPath.row)
    }

    nonisolated func responds(to aSelector: Selector!) -> Bool {
        aSelector?.name == "tableView:accessoryButtonTappedForRowWithIndexPath:"
    }

    nonisolated func forwardingTarget(for aSelector: Selector!) -> Any? {
        nil
    }

    nonisolated func modelClassImplements(_ aSelector: Selector) -> Bool {
        aSelector.name == "tableView:accessoryButtonTappedForRowWithIndexPath:"
    }
}

/// An app's own collection view delegate.
@MainActor
final class AppCollectionDelegate: NSObject, UICollectionViewDelegate {
    var calls: [String] = []

    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        calls.append("willDisplay \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        calls.append("didHighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath.item)")
    }
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        calls.append("didScroll \(Int(scrollView.contentOffset.y))")
    }

    /// The calls whose names start with `prefix`.
    func received(_ prefix: String) -> [String] {
        calls.filter { $0.hasPrefix(prefix) }
    }
}
