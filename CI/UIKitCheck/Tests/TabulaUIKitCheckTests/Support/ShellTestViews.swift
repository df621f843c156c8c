import Foundation
import Testing
import UIKit

/// The lists the shell tests show content in: a table or a collection filling a phone-sized
/// window, with UIKit's exceptions recorded as test issues.
@MainActor
enum ShellTestViews {
    /// A plain table in a 390 × 844 window (keep the window alive for the test).
    static func table() -> (UIWindow, UITableView) {
        let window = window()
        let table = UITableView(frame: window.bounds, style: .plain)
        window.addSubview(table)
        return (window, table)
    }

    /// A collection view in a 390 × 844 window (keep the window alive for the test).
    static func collection() -> (UIWindow, UICollectionView) {
        let window = window()
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewLayout())
        window.addSubview(collection)
        return (window, collection)
    }

    private static func window() -> UIWindow {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
        return UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    }
}
