import Foundation

/// The pull-to-refresh control of a scroll view (UIRefreshControl.h, iOS 6, not tvOS).
///
/// Model, after the header: "When a user has pulled-to-refresh, the UIRefreshControl fires
/// its UIControlEventValueChanged event" (line 21); `refreshing` is read-only (line 26);
/// `beginRefreshing` may be called when "an external event has initiated the refresh
/// action" (lines 31-32) and `endRefreshing` "Must be explicitly called when the refreshing
/// has completed" (lines 33-34). A pull is simulated by ``modelSimulatePull()``; nothing is
/// drawn.
@available(tvOS, unavailable)
@MainActor
open class UIRefreshControl: UIControl {
    private var modelRefreshing = false
    /// How many times `endRefreshing` ended a refresh. *Model only: not UIKit API.*
    public private(set) var modelEndRefreshingCount = 0

    /// A control of the default size (UIRefreshControl.h:23).
    public init() {
        super.init(frame: .zero)
    }

    /// Decoding is not modelled: returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Whether a refresh is in progress (UIRefreshControl.h:26).
    open var isRefreshing: Bool {
        modelRefreshing
    }

    /// Shows the control refreshing, without sending an event (UIRefreshControl.h:31-32).
    open func beginRefreshing() {
        modelRefreshing = true
    }

    /// Ends the refresh (UIRefreshControl.h:33-34).
    open func endRefreshing() {
        if modelRefreshing { modelEndRefreshingCount += 1 }
        modelRefreshing = false
    }

    /// The user pulls the content down past the control: it starts refreshing and sends
    /// `valueChanged` (UIRefreshControl.h:21). The header does not say whether a pull while
    /// it refreshes sends the event again: the model sends it on every pull, so whoever
    /// listens must not start a second refresh itself. *Model only: not UIKit API.*
    public func modelSimulatePull() {
        modelRefreshing = true
        modelSendActions(for: .valueChanged)
    }
}
