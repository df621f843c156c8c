#if os(iOS) || TABULA_UIKIT_MODEL
import Testing
import UIKit

/// What UIKit raised while a test ran: the one part of these tests that differs between
/// the Linux model of UIKit and a device.
///
/// On the model, an exception UIKit would raise (a batch whose counts do not add up, an index
/// path out of range) is captured, so a test can record it as an issue and go on. On a device
/// or simulator UIKit raises an Objective-C exception, the test process ends and the run
/// fails: there is nothing to capture, so these calls do nothing and report nothing there.
@MainActor
enum UIKitRaises {
    /// Every exception UIKit raises from now on is recorded as a test issue.
    static func recordAsIssues() {
        #if TABULA_UIKIT_MODEL
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
        #endif
    }

    /// Every exception UIKit raises from now on is handed to `handler`, described.
    static func collect(into handler: @escaping @MainActor (String) -> Void) {
        #if TABULA_UIKIT_MODEL
        UIKitModel.exceptionHandler = { handler("\($0)") }
        #endif
    }

    /// The exceptions `view` (a table or collection view) raised, described.
    static func descriptions(raisedBy view: UIScrollView) -> [String] {
        #if TABULA_UIKIT_MODEL
        if let table = view as? UITableView { return table.modelExceptions.map(\.description) }
        if let collection = view as? UICollectionView { return collection.modelExceptions.map(\.description) }
        #endif
        return []
    }
}
#endif
