/// What an ``MFSDriver`` has done and skipped: diagnostics an app can log or show in a
/// debug overlay to see the idle calls its guards saved, and what tests and benchmarks read
/// to prove the guards work. Counting costs one integer add per call.
@_spi(Testing) public struct MFSCounters: Hashable, Sendable, CustomStringConvertible {
    /// First builds (`prepareUI` on a view never built).
    public var builds = 0
    /// Rebuilds: subviews removed and created again for a new layout shape or an
    /// explicit `prepareUI`.
    public var rebuilds = 0
    /// Calls of `removeSubviews`.
    public var removals = 0
    /// Calls of `updateStyles`.
    public var styleUpdates = 0
    /// One-time stylings that ran (`styles.once` closures executed).
    public var stylesApplied = 0
    /// One-time stylings skipped because the subview was already stylized.
    public var stylesSkipped = 0
    /// Calls of `bindData`.
    public var bindsPerformed = 0
    /// Binds skipped because the new view model is visibly equal to the bound one.
    public var bindsSkipped = 0
    /// Calls of `resizeSubviews`.
    public var resizesPerformed = 0
    /// Resizes skipped because view model and container size are unchanged.
    public var resizesSkipped = 0
    /// Calls of `postUISetting`.
    public var postUISettings = 0
    /// Right-to-left mirrorings of the framed subviews (one per resize that ran in a
    /// right-to-left layout).
    public var mirrors = 0

    /// All zero.
    public init() {}

    /// One line with every counter.
    public var description: String {
        "builds \(builds), rebuilds \(rebuilds), removals \(removals), "
            + "styleUpdates \(styleUpdates), stylesApplied \(stylesApplied), "
            + "stylesSkipped \(stylesSkipped), binds \(bindsPerformed)/skipped \(bindsSkipped), "
            + "resizes \(resizesPerformed)/skipped \(resizesSkipped), postUISettings \(postUISettings), mirrors \(mirrors)"
    }
}
