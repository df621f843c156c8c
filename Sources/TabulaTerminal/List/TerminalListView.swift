import Foundation
import Logging
import Tabula
@_spi(TabulaInternal) import TabulaListEngine

/// A list view on the terminal: a real ``/Tabula/ListHost`` whose cells are terminal views.
///
/// It follows UIKit exactly as ``/TabulaHeadless/HeadlessListView`` does, through the same engine: every
/// batch is checked with ``/Tabula/BatchUpdateRules``; cells are recycled through reuse queues;
/// after every batch, reload, reconfigure, scroll and resize the visible cells match the
/// frame provider's answer for the visible rect (kept cells move, new ones are dequeued
/// and configured, leaving ones go back to their queues). Frames come from a
/// ``/Tabula/ListFrameProvider`` — usually a ``/Tabula/ListLayout`` whose sizes are the cells' pure frame
/// functions measured with ``TerminalTextMeasurer`` — in cells: columns and rows.
///
/// Visible cells are subviews placed in content coordinates; the list's `contentOffset`
/// scrolls them. Change the offset with ``scroll(toOffset:)`` (not by setting
/// `contentOffset`, which the list overwrites) and the size by setting `frame`.
///
/// Batch animations end on a later frame: with ``BatchAnimation/frames(_:)`` a batch's
/// completion runs after that many calls of ``advanceFrame()``, so an updater keeps one
/// batch in flight and coalesces what arrives meanwhile, as on a device.
///
/// Over those frames the visible cells, headers and footers whose frames a batch or a
/// reconfigure changed slide from where they were on screen to their new frames (ease-out,
/// rounded to whole rows and columns, exactly at the new frame on the last frame): a post
/// that expands grows and the posts below move down. This is presentation only (see
/// ``TerminalView/presentationFrame``): each view's `frame`, ``visibleCells`` and the frame
/// provider hold the final state from the start, and a cell lays out its content once, for
/// its final size; the renderer clips it to its animated frame. Views that come into view
/// with the change (inserted, or uncovered) keep their full size and start moved as far as
/// the bottom of the view before them moved: an inserted row below rows that stay appears
/// at its frame at once (on top of the rows sliding away under it), rows uncovered by a
/// post that collapses slide up with the rows above them. Views that leave are removed at
/// once. Scrolls, resizes and reloads never animate (a reload or
/// resize ends a running animation); with ``BatchAnimation/immediate`` nothing animates.
@MainActor
public final class TerminalListView: TerminalView, ListEngineHost {
    /// The cell type.
    public typealias Cell = TerminalListCell
    /// The header and footer view type.
    public typealias SupplementaryView = TerminalListSupplementaryView

    /// When a batch's completion runs.
    public enum BatchAnimation: Hashable, Sendable {
        /// At the end of `performBatch`.
        case immediate
        /// After this many frames (``advanceFrame()`` calls); fewer than one counts as one.
        case frames(Int)
    }

    @_spi(TabulaInternal) public let engine: ListHostEngine<TerminalListCell, TerminalListSupplementaryView>
    /// How long a batch animates.
    public var batchAnimation: BatchAnimation
    private var framesUntilAnimationsEnd = 0
    private var frameAnimation = TerminalFrameAnimation()

    /// Creates a list.
    ///
    /// - Parameters:
    ///   - kind: table or collection: decides UIKit's rules and wording.
    ///   - frame: the list's place in its superview, in cells; its size is the viewport.
    ///   - frameProvider: the source of every item frame (a ``/Tabula/ListLayout``).
    ///   - batchAnimation: when batch completions run; `.immediate` by default.
    ///   - strictness: what a batch that breaks UIKit's rules does; `.throwing` by default.
    ///   - logger: where fallback reloads are reported.
    public init(
        kind: ListHostKind = .table,
        frame: CGRect = .zero,
        frameProvider: any ListFrameProvider,
        batchAnimation: BatchAnimation = .immediate,
        strictness: ListHostStrictness = .throwing,
        logger: Logger = Logger(label: "Tabula.TerminalListView")
    ) {
        engine = ListHostEngine(
            kind: kind, viewportSize: frame.size, frameProvider: frameProvider, strictness: strictness,
            logger: logger)
        self.batchAnimation = batchAnimation
        super.init(frame: frame)
        engine.didSyncVisible = { [weak self] in self?.placeVisibleViews() }
    }

    /// A new size is a new viewport: a width change relayouts through the frame provider
    /// (width-keyed sizes survive), then the visible cells follow.
    public override var frame: CGRect {
        didSet {
            guard frame.size != oldValue.size, frame.size != engine.viewportSize else { return }
            frameAnimation.stop()
            do {
                try engine.setViewportSize(frame.size)
            } catch {
                engine.logger.error("TerminalListView: resize to \(frame.size) failed: \(error)")
            }
        }
    }

    // MARK: ListHost

    /// Performs one batch, checked with ``/Tabula/BatchUpdateRules`` (see
    /// ``/TabulaHeadless/HeadlessListView/performBatch(_:updateData:completion:)``); the completion runs
    /// at once or after ``batchAnimation``'s frames.
    public func performBatch(
        _ batch: ListBatch, updateData: () -> Void, completion: (@MainActor (Bool) -> Void)?
    ) throws {
        try animatingFrames {
            switch batchAnimation {
            case .immediate:
                try engine.performBatch(batch, updateData: updateData, completion: completion, holdCompletion: false)
            case let .frames(count):
                try engine.performBatch(batch, updateData: updateData, completion: completion, holdCompletion: true)
                framesUntilAnimationsEnd = max(1, count)
            }
        }
    }

    /// Runs `updateData` and presents everything from scratch; running animations end
    /// with `false`.
    public func reloadData(updateData: () -> Void) throws {
        try engine.reloadData(updateData: updateData)
        framesUntilAnimationsEnd = 0
        frameAnimation.stop()
    }

    /// Configures the visible cells of `paths` again in place, then lets the frame provider
    /// measure those items again (a post that expanded grows; the cells below move, over
    /// ``batchAnimation``'s frames).
    public func reconfigureItems(at paths: [ListIndexPath]) throws {
        try animatingFrames {
            try engine.reconfigureItems(at: paths)
        }
    }

    /// Registers `cellType` for `identifier`.
    public func registerCell(_ cellType: TerminalListCell.Type, forReuseIdentifier identifier: String) {
        engine.registerCell(forReuseIdentifier: identifier) { identifier, _ in
            cellType.init(reuseIdentifier: identifier)
        }
    }

    /// Registers `viewType` for headers or footers with `identifier`.
    public func registerSupplementaryView(
        _ viewType: TerminalListSupplementaryView.Type, for placement: ListSupplementaryPlacement,
        forReuseIdentifier identifier: String
    ) {
        engine.registerSupplementaryView(placement, forReuseIdentifier: identifier) { identifier, _ in
            viewType.init(reuseIdentifier: identifier)
        }
    }

    // MARK: Cells and scrolling

    /// The size of all content, in cells.
    public var contentSize: CGSize {
        frameProvider.contentSize
    }

    /// The number of batches whose completion waits for frames.
    public var pendingAnimationCount: Int {
        engine.pendingCompletions.count
    }

    /// Scrolls by `rows` down (negative: up) and `columns` right.
    public func scroll(byRows rows: CGFloat, columns: CGFloat = 0) throws {
        try scroll(toOffset: CGPoint(x: contentOffset.x + columns, y: contentOffset.y + rows))
    }

    /// Scrolls the least amount that shows the item at `path` whole (its top when it is
    /// taller than the viewport); does nothing for an item that is not presented.
    public func scrollToItem(at path: ListIndexPath) throws {
        guard path.section >= 0, path.section < numberOfSections,
            path.item >= 0, path.item < numberOfItems(inSection: path.section)
        else { return }
        let frame = frameProvider.frame(at: path)
        let visible = visibleRect
        var offset = contentOffset
        if frame.maxY > visible.maxY { offset.y = frame.maxY - visible.height }
        if frame.minY < offset.y || frame.height > visible.height { offset.y = frame.minY }
        if frame.maxX > visible.maxX { offset.x = frame.maxX - visible.width }
        if frame.minX < offset.x || frame.width > visible.width { offset.x = frame.minX }
        try scroll(toOffset: offset)
    }

    /// Whether the bottom of the viewport is within `fraction` of a viewport height of the
    /// end of the content: the test that starts infinite scroll, usually with `fraction` 0.1.
    public func isNearEnd(fraction: CGFloat = 0.1) -> Bool {
        let content = contentSize
        guard content.height > 0 else { return false }
        if kind == .collection, content.width > content.height {
            return content.width - contentOffset.x <= viewportSize.width * (1 + fraction)
        }
        return content.height - contentOffset.y <= viewportSize.height * (1 + fraction)
    }

    /// Simulates a fling from `startY` to `endY` at `velocity` rows per second, at
    /// `framesPerSecond`; `frameWork` runs after each frame's scroll (render there), and
    /// each frame (scroll plus work) is timed.
    @available(macOS 13, iOS 16, tvOS 16, *)
    public func simulateFling(
        from startY: CGFloat, to endY: CGFloat, velocity: CGFloat, framesPerSecond: Double = 60,
        frameWork: () throws -> Void = {}
    ) throws -> FlingReport {
        try engine.simulateFling(
            from: startY, to: endY, velocity: velocity, framesPerSecond: framesPerSecond, frameWork: frameWork)
    }

    // MARK: Frames

    /// Whether views are drawn between their old and new frames (see
    /// ``TerminalView/presentationFrame``): an update's frame animation is under way.
    public var isAnimatingFrames: Bool {
        frameAnimation.isRunning
    }

    /// One frame passed: moving views take their next step, batch animations in flight get
    /// one frame closer to their end, and when they end their completions run (`true`),
    /// which lets an updater start its next batch. Returns whether completions ran.
    @discardableResult
    public func advanceFrame() -> Bool {
        frameAnimation.advance()
        guard !engine.pendingCompletions.isEmpty else { return false }
        framesUntilAnimationsEnd -= 1
        guard framesUntilAnimationsEnd <= 0 else { return false }
        return engine.finishPendingCompletions(finished: true) > 0
    }

    /// Ends every batch animation now; moving views jump to their frames.
    @discardableResult
    public func finishAnimations() -> Int {
        framesUntilAnimationsEnd = 0
        frameAnimation.stop()
        return engine.finishPendingCompletions(finished: true)
    }

    /// Runs `change` (a batch or a reconfigure), then animates the visible views from where
    /// they were drawn before it to their new frames. On a thrown error nothing changed, and
    /// a running animation goes on.
    private func animatingFrames(_ change: () throws -> Void) throws {
        let before = TerminalFrameAnimation.snapshot(animatableViews)
        let oldOffset = engine.contentOffset
        try change()
        let frames: Int
        switch batchAnimation {
        case .immediate: frames = 0
        case let .frames(count): frames = max(1, count)
        }
        let newOffset = drawnOffset(engine.contentOffset)
        let drawnOldOffset = drawnOffset(oldOffset)
        frameAnimation.start(
            views: animatableViews, before: before,
            shift: CGPoint(x: newOffset.x - drawnOldOffset.x, y: newOffset.y - drawnOldOffset.y), frames: frames)
    }

    // MARK: Right to left

    /// Follows the list's ``TerminalView/effectiveLayoutDirection``: right to left, the
    /// visible cells, headers and footers take the mirror images of their frames (a
    /// horizontal list starts at the right edge); a running animation ends.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let direction = effectiveLayoutDirection
        guard direction != engine.layoutDirection else { return }
        frameAnimation.stop()
        engine.setLayoutDirection(direction)
    }

    /// Where the subviews are drawn from for the engine's `offset`: the offset itself left to
    /// right; right to left the engine still scrolls in left-to-right coordinates over
    /// mirrored frames, so the drawn offset is the offset's mirror image (0 shows the right
    /// end of the content).
    private func drawnOffset(_ offset: CGPoint) -> CGPoint {
        guard engine.layoutDirection.isRightToLeft else { return offset }
        return CGPoint(x: engine.mirrorWidth - engine.viewportSize.width - offset.x, y: offset.y)
    }

    /// The visible cells, headers and footers.
    private var animatableViews: [TerminalView] {
        var views: [TerminalView] = []
        views.reserveCapacity(engine.visibleCellsByPath.count + engine.visibleSupplementaryByElement.count)
        for cell in engine.visibleCellsByPath.values { views.append(cell) }
        for view in engine.visibleSupplementaryByElement.values { views.append(view) }
        return views
    }

    /// Makes the subviews the visible cells and headers, and follows the engine's offset.
    /// Cells go to the back, so headers and footers draw over them: a pinned header
    /// (``/Tabula/ListLayoutConfiguration/pinsSectionHeaders``) covers the rows scrolling
    /// under it, as UIKit's pinned headers do.
    private func placeVisibleViews() {
        if frameAnimation.isRunning { frameAnimation.dropReused() }
        contentOffset = drawnOffset(engine.contentOffset)
        for cell in engine.visibleCellsByPath.values where cell.superview !== self {
            // Index 0 is always in range, and a cell is never an ancestor of its list.
            try? insertSubview(cell, at: 0)
        }
        for view in engine.visibleSupplementaryByElement.values where view.superview !== self {
            addSubview(view)
        }
    }
}

extension TerminalListView {

}
