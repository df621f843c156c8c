import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Infinite scroll, free of any platform: when the user nears the end of the content, loads
/// the next page once, off the main actor, and hands it to the screen.
///
/// The pager keeps the policy every host shares — the near-end threshold, the loading flag
/// that keeps a second load out while one is on its way, the page counter and the last page —
/// and leaves the showing to its callbacks: ``onLoadingStarted`` (show a loading row),
/// ``onPageLoaded`` (replace it with the page). A nonisolated `load` runs off the main
/// actor; do the expensive preparation there (fetch, then measure the items, so that
/// inserting them on the main actor is a cache lookup).
///
/// ```swift
/// let pager = ListPager<[Post]>(firstPage: 1) { page in
///     let posts = try await api.posts(page: page)
///     _ = await ListLayout.sizes(of: posts, width: width) { post, width in PostCell.size(post, width) }
///     return posts
/// }
/// pager.onLoadingStarted = { page in try? storage.appendItems([.loading(page)], to: "feed") }
/// pager.onPageLoaded = { page, posts in /* remove the loading row, append the posts */ }
/// // On every scroll:
/// pager.loadNextPageIfNeeded(contentLength: contentHeight, offset: offsetY, viewportLength: viewHeight)
/// ```
@MainActor
public final class ListPager<Page: Sendable> {
    /// How close to the end a load starts, as a fraction of the viewport's length: with
    /// 0.1, when the end of the content is within 110% of a viewport of the offset.
    public var threshold: CGFloat
    /// The page the next load asks for.
    public private(set) var nextPage: Int
    /// The last page there is, if known; no load is started past it.
    public var lastPage: Int?
    /// Whether a page is on its way (no second load starts meanwhile).
    public private(set) var isLoading = false
    /// The error of the last failed load, if the last load failed (the next trigger tries
    /// the same page again).
    public private(set) var lastError: (any Error)?
    /// Pages loaded so far.
    public private(set) var pagesLoaded = 0

    /// Called on the main actor when a load starts, with the page number: show a loading
    /// row here.
    public var onLoadingStarted: (@MainActor (Int) -> Void)?
    /// Called on the main actor with a loaded page: remove the loading row and insert the
    /// page's items here.
    public var onPageLoaded: (@MainActor (Int, Page) -> Void)?
    /// Called on the main actor when a load failed: remove the loading row here.
    public var onLoadFailed: (@MainActor (Int, any Error) -> Void)?

    private let load: @Sendable (Int) async throws -> Page
    private var generation = 0
    private var task: Task<Void, Never>?

    /// A pager whose next load asks for `firstPage`.
    ///
    /// - Parameters:
    ///   - firstPage: the number of the first page to load.
    ///   - lastPage: the last page there is, if known.
    ///   - threshold: see ``threshold``.
    ///   - load: fetches and prepares one page (off the main actor unless it is isolated to it).
    public init(
        firstPage: Int = 1, lastPage: Int? = nil, threshold: CGFloat = 0.1,
        load: @escaping @Sendable (Int) async throws -> Page
    ) {
        nextPage = firstPage
        self.lastPage = lastPage
        self.threshold = threshold
        self.load = load
    }

    /// Whether there may be a page after the ones loaded.
    public var hasMorePages: Bool {
        lastPage.map { nextPage <= $0 } ?? true
    }

    /// Whether the end of content `contentLength` long is within the threshold of the
    /// viewport at `offset` (`viewportLength` long), along the scrolling axis. Empty
    /// content is never near its end (there is nothing to page after).
    public func isNearEnd(contentLength: CGFloat, offset: CGFloat, viewportLength: CGFloat) -> Bool {
        guard contentLength > 0 else { return false }
        return contentLength - offset <= viewportLength * (1 + threshold)
    }

    /// Starts loading the next page if the viewport is near the end (see
    /// ``isNearEnd(contentLength:offset:viewportLength:)``), no page is on its way, and
    /// there may be more pages. Returns whether a load started.
    @discardableResult
    public func loadNextPageIfNeeded(contentLength: CGFloat, offset: CGFloat, viewportLength: CGFloat) -> Bool {
        guard isNearEnd(contentLength: contentLength, offset: offset, viewportLength: viewportLength) else {
            return false
        }
        return loadNextPage()
    }

    /// Starts loading the next page unless one is on its way or there are no more pages.
    /// Returns whether a load started.
    @discardableResult
    public func loadNextPage() -> Bool {
        guard !isLoading, hasMorePages else { return false }
        isLoading = true
        lastError = nil
        let page = nextPage
        let generation = self.generation
        onLoadingStarted?(page)
        let load = self.load
        task = Task { [weak self] in
            let result = await Self.run(load, page: page)
            self?.finish(page: page, result: result, generation: generation)
        }
        return true
    }

    /// Starts again from `firstPage`: a page on its way is dropped when it arrives (its
    /// callbacks are not called), and the next trigger loads `firstPage`.
    public func reset(firstPage: Int) {
        generation += 1
        isLoading = false
        lastError = nil
        nextPage = firstPage
        pagesLoaded = 0
    }

    /// Returns once the load on its way, if any, has finished and been handed over.
    public func waitUntilLoaded() async {
        await task?.value
    }

    @concurrent
    private nonisolated static func run(_ load: @Sendable (Int) async throws -> Page, page: Int) async -> Result<
        Page, any Error
    > {
        do {
            return .success(try await load(page))
        } catch {
            return .failure(error)
        }
    }

    private func finish(page: Int, result: Result<Page, any Error>, generation: Int) {
        guard generation == self.generation else { return }
        isLoading = false
        switch result {
        case let .success(loaded):
            nextPage = page + 1
            pagesLoaded += 1
            onPageLoaded?(page, loaded)
        case let .failure(error):
            lastError = error
            onLoadFailed?(page, error)
        }
    }
}
