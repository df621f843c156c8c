import Foundation

// UIKit asks its delegate `respondsToSelector:` for its optional methods when the delegate
// is set, keeps the answers, and later sends what was answered yes without asking again.
// No Apple header or documentation page says this (Apple's "Delegation" pages,
// https://developer.apple.com/library/archive/documentation/General/Conceptual/DevPedia-CocoaCore/Delegation.html,
// and `responds(to:)`, https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:), say only
// that a delegating object checks `respondsToSelector:` before it sends an optional
// message); the model follows what developers observed on devices:
// - Augustyniak/RATreeView pull request #154 (2015): "UITableView caches the results of
//   respondsToSelector calls for all delegate methods and does it at the very moment when
//   a new delegate is set"; setting the same object again did not refresh the answers,
//   setting nil first did.
// - steipete/PSPDFTextView issue #13 (2014): "-[PSPDFTextView scrollViewDidScroll:]:
//   unrecognized selector sent to instance", when the object a forwarding delegate passed
//   `scrollViewDidScroll:` on to was deallocated during scrolling.
// IGListKit's delegate proxy answers any forwarded message it can no longer forward with
// a no-op `forwardInvocation:` for the same reason.

/// The answers a list view kept when its delegate was set. *Model internals.*
struct ModelDelegateResponses {
    /// The object asked (weak, as the view holds its delegate).
    private weak var asked: AnyObject?
    private var answers: [String: Bool] = [:]

    /// The delegate changed to `delegate`: ask it about `selectors`, unless it is the
    /// object asked already (UIKit keeps the answers then; see the file's notes).
    mutating func delegateSet(_ delegate: AnyObject?, selectors: [String]) {
        if let delegate, delegate === asked { return }
        asked = delegate
        answers = [:]
        guard let delegate else { return }
        for selector in selectors {
            answers[selector] =
                (delegate as? any UIKitModelObjectiveCMessaging)?.responds(to: Selector(selector)) ?? true
        }
    }

    /// Whether the delegate said, when it was set, that it responds to `selector`.
    func respondedWhenSet(to selector: String) -> Bool {
        guard let answer = answers[selector] else {
            preconditionFailure("model: \(selector) is not among the selectors asked when the delegate is set")
        }
        return answer
    }
}
