import Foundation
import Tabula
import Testing

@Suite("ListPager: the infinite-scroll policy the terminal demo and the UIKit adapters share")
@MainActor
struct ListPagerTests {
    private struct LoadFailed: Error {}

    @Test func nearEndUsesTheThresholdAndEmptyContentIsNeverNearItsEnd() {
        let pager = ListPager<[Int]>(threshold: 0.1) { _ in [] }
        // 1000 of content, a 400 viewport: near the end once 1000 - offset <= 440.
        #expect(!pager.isNearEnd(contentLength: 1000, offset: 559, viewportLength: 400))
        #expect(pager.isNearEnd(contentLength: 1000, offset: 560, viewportLength: 400))
        #expect(!pager.isNearEnd(contentLength: 0, offset: 0, viewportLength: 400))
    }

    @Test func oneLoadAtATimeThenThePageIsHandedOver() async {
        let pager = ListPager<[Int]>(firstPage: 1) { page in Array(page * 10..<page * 10 + 3) }
        var log: [String] = []
        pager.onLoadingStarted = { log.append("loading \($0)") }
        pager.onPageLoaded = { page, items in log.append("page \(page): \(items)") }
        #expect(pager.loadNextPageIfNeeded(contentLength: 100, offset: 0, viewportLength: 100))
        #expect(pager.isLoading)
        #expect(!pager.loadNextPage(), "a second load while one is on its way does not start")
        await pager.waitUntilLoaded()
        #expect(log == ["loading 1", "page 1: [10, 11, 12]"])
        #expect(!pager.isLoading && pager.nextPage == 2 && pager.pagesLoaded == 1)
    }

    @Test func noLoadPastTheLastPage() async {
        let pager = ListPager<[Int]>(firstPage: 1, lastPage: 1) { _ in [1] }
        #expect(pager.loadNextPage())
        await pager.waitUntilLoaded()
        #expect(!pager.hasMorePages)
        #expect(!pager.loadNextPage())
    }

    @Test func aResetDropsThePageOnItsWay() async {
        let pager = ListPager<[Int]>(firstPage: 1) { page in [page] }
        var loaded: [Int] = []
        pager.onPageLoaded = { page, _ in loaded.append(page) }
        pager.loadNextPage()
        pager.reset(firstPage: 1)
        await pager.waitUntilLoaded()
        #expect(loaded.isEmpty, "the old page arrived after the reset and was dropped")
        #expect(pager.nextPage == 1 && !pager.isLoading)
        pager.loadNextPage()
        await pager.waitUntilLoaded()
        #expect(loaded == [1])
    }

    @Test func aFailedLoadIsReportedAndTheSamePageIsTriedAgain() async {
        let pager = ListPager<[Int]>(firstPage: 3) { page in
            if page == 3 { throw LoadFailed() }
            return [page]
        }
        var failed: [Int] = []
        pager.onLoadFailed = { page, _ in failed.append(page) }
        pager.loadNextPage()
        await pager.waitUntilLoaded()
        #expect(failed == [3] && pager.lastError is LoadFailed)
        #expect(pager.nextPage == 3 && !pager.isLoading)
    }
}
