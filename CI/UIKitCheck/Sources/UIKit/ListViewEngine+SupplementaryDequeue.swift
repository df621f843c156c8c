import Foundation

/// One supplementary view dequeued while the data source was asked for one. *Model internals.*
struct ModelSupplementaryDequeue {
    let view: ObjectIdentifier
    let kind: String
    let indexPath: IndexPath
}

/// The dequeue check for a collection view's supplementary views. *Model internals.*
///
/// UICollectionView.h:85: "The view that is returned must be retrieved from a call to
/// -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:", the method
/// of UICollectionView.h:405, which names the kind and the index path. The model takes that
/// call to be one for the kind and index path asked: a view dequeued for another kind or
/// another index path was not retrieved for this request. The exception's wording is the
/// one public crash reports quote (github.com/njdehoog/NHBalancedFlowLayout/issues/36:
/// "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath
/// (…) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:
/// withReuseIdentifier:forIndexPath: or is nil"); no header states the kind and index path
/// rule in words, so that part is the model's reading of line 405. Tables are not checked:
/// their delegate returns any `UIView` as a header (UITableView.h:127, "custom view for
/// header"), and dequeuing one (UITableView.h:481) is optional.
extension ListViewEngine {
    /// Asks for the view of `kind` at `indexPath` through `ask` and checks the answer.
    func requestSupplementaryView(ofKind kind: String, at indexPath: IndexPath, ask: () -> UIView?) -> UIView? {
        let outer = supplementaryRequest
        supplementaryRequest = []
        let returned = ask()
        let dequeued = supplementaryRequest ?? []
        supplementaryRequest = outer
        let match = returned.flatMap { view in dequeued.first { $0.view == ObjectIdentifier(view) } }
        if match == nil || match?.kind != kind || match?.indexPath != indexPath {
            let got = match.map { " (dequeued for kind \($0.kind) at \(words.describe($0.indexPath)))" } ?? ""
            raise(
                "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (\(kind), \(words.describe(indexPath))) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: for that kind and index path or is nil\(got)"
            )
        }
        return returned
    }

    /// Notes a supplementary view dequeued for `kind` at `indexPath`.
    func noteSupplementaryDequeued(_ view: UIView, kind: String, at indexPath: IndexPath) {
        supplementaryRequest?.append(
            ModelSupplementaryDequeue(view: ObjectIdentifier(view), kind: kind, indexPath: indexPath))
    }
}
