import Foundation
@_spi(Testing) import Tabula
import Testing

@Suite("MFS frames and caches")
struct MFSCacheTests {
    static let longText = String(repeating: "lorem ipsum dolor ", count: 20)

    static func post(_ id: Int, text: String = longText, photos: Int = 1, expanded: Bool = false)
        -> MFSWallPostViewModel
    {
        MFSWallPostViewModel(
            id: id, author: "Author \(id)", text: text, photoCount: photos, likes: id, comments: 0, reposts: 0,
            isExpanded: expanded)
    }

    @Test func staticFramesAreCachedPerWidthAndFreeOnReturn() {
        let context = MFSFeedContext()
        let portrait = MFSFriendCell.nameFrame(width: 320, context: context)
        _ = MFSFriendCell.avatarFrame(width: 320, context: context)
        let landscape = MFSFriendCell.nameFrame(width: 568, context: context)
        _ = MFSFriendCell.avatarFrame(width: 568, context: context)
        #expect(context.friendStaticFrames.misses == 4)
        #expect(context.friendStaticFrames.widths == [320, 568])
        #expect(portrait.width == 246)
        #expect(landscape.width == 494)
        // Back to the first width: every frame comes from the cache.
        for _ in 0..<10 {
            #expect(MFSFriendCell.nameFrame(width: 320, context: context) == portrait)
        }
        #expect(context.friendStaticFrames.misses == 4)
        #expect(context.friendStaticFrames.hits == 10)
    }

    @Test func messageFramesAreCachedPerWidthPerViewModel() {
        let context = MFSFeedContext()
        let message = MFSMessageViewModel(id: 3, text: Self.longText, isOutgoing: true)
        let narrow = MFSMessageCell.textFrame(for: message, width: 320, context: context)
        let wide = MFSMessageCell.textFrame(for: message, width: 568, context: context)
        #expect(context.measurer.measureCount == 2)
        #expect(wide.height < narrow.height, "a wider container wraps into fewer lines")
        #expect(narrow.maxX == 320 - MFSMessageCell.padding, "outgoing messages sit on the right")
        #expect(MFSMessageCell.textFrame(for: message, width: 320, context: context) == narrow)
        #expect(MFSMessageCell.height(for: message, width: 568, context: context) == wide.maxY + 8)
        #expect(context.measurer.measureCount == 2)
        #expect(context.messageFrames.computations == 2)
        // New data under the same identity: invalidate, then it is measured again.
        context.messageFrames.invalidate(3)
        _ = MFSMessageCell.textFrame(for: message, width: 320, context: context)
        #expect(context.measurer.measureCount == 3)
    }

    @Test func compactAndExpandedHeightsAreCachedPerWidth() {
        let context = MFSFeedContext()
        let collapsed = Self.post(1)
        let heights = MFSWallPostCell.heights(for: collapsed, width: 320, context: context)
        #expect(heights.expanded > heights.compact)
        let measured = context.measurer.measureCount
        #expect(measured == 2, "full and 3-line sizes, measured once for both heights")
        var expanded = collapsed
        expanded.isExpanded = true
        #expect(MFSWallPostCell.height(for: expanded, width: 320, context: context) == heights.expanded)
        #expect(MFSWallPostCell.height(for: collapsed, width: 320, context: context) == heights.compact)
        #expect(context.measurer.measureCount == measured, "toggling never measures")
        // Another width, then back.
        _ = MFSWallPostCell.heights(for: collapsed, width: 568, context: context)
        #expect(context.measurer.measureCount == measured + 2)
        #expect(MFSWallPostCell.heights(for: collapsed, width: 320, context: context) == heights)
        #expect(context.measurer.measureCount == measured + 2)
        #expect(context.wallHeights.widths == [320, 568])
    }

    @Test func shortTextDoesNotExceedTheLimit() throws {
        let context = MFSFeedContext()
        let post = Self.post(2, text: "short", photos: 0)
        let sizes = MFSWallPostCell.sizes(for: post, width: 320, context: context)
        let text = try #require(sizes["text"])
        #expect(!text.exceedsLimit)
        #expect(text.min == text.max)
        #expect(sizes.extra("baseHeight", as: CGFloat.self) == 100)
        #expect(sizes.extra("baseHeight", as: Int.self) == nil)
        let heights = MFSWallPostCell.heights(for: post, width: 320, context: context)
        #expect(heights.compact == heights.expanded)
        #expect(MFSWallPostCell.frames(for: post, width: 320, context: context).readMore == nil)
    }

    @Test func sizesComputedOffTheMainActorEqualSizesComputedOnIt() async {
        let posts = (0..<200).map { Self.post($0, text: String(repeating: "word ", count: $0 % 40), photos: $0 % 3) }
        let offMain = MFSFeedContext()
        let background = await ListLayout.sizes(of: posts, width: 375, maxConcurrency: 4) { post, width in
            CGSize(width: width, height: MFSWallPostCell.height(for: post, width: width, context: offMain))
        }
        let onMain = await MainActor.run {
            let context = MFSFeedContext()
            return posts.map {
                CGSize(width: 375, height: MFSWallPostCell.height(for: $0, width: 375, context: context))
            }
        }
        #expect(background == onMain)
        let concurrent = ListLayout.sizesConcurrently(of: posts, width: 375, maxConcurrency: 2) { post, width in
            CGSize(width: width, height: MFSWallPostCell.height(for: post, width: width, context: offMain))
        }
        #expect(concurrent == onMain)
    }

    @Test func cachesStayConsistentWhenManyTasksFillThemAtOnce() async {
        let context = MFSFeedContext()
        let posts = (0..<50).map { Self.post($0) }
        let widths: [CGFloat] = [320, 375, 568]
        // 8 tasks race to fill the same 150 (post, width) entries.
        let results = await withTaskGroup(of: [CGFloat].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    widths.flatMap { width in
                        posts.map { MFSWallPostCell.height(for: $0, width: width, context: context) }
                    }
                }
            }
            var all: [[CGFloat]] = []
            for await heights in group { all.append(heights) }
            return all
        }
        let serial = MFSFeedContext()
        let expected = widths.flatMap { width in
            posts.map { MFSWallPostCell.height(for: $0, width: width, context: serial) }
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == expected })
        for width in widths {
            #expect(context.wallHeights.count(width: width) == 50)
        }
        #expect(context.wallSizes.widths == widths)
    }

    @Test func registryMapsViewModelTypesToCellHeights() throws {
        var registry = CellSizingRegistry<MFSFeedContext>()
        registry.register(MFSFriendCell.self)
        registry.register(MFSMessageCell.self)
        registry.register(MFSWallPostCell.self)
        let context = MFSFeedContext()
        let items: [any MFSViewModel] = [
            MFSFriendViewModel(id: 1, name: "Ann", isOnline: true),
            MFSMessageViewModel(id: 2, text: "hello there", isOutgoing: false),
            Self.post(3),
        ]
        let heights = try items.map { try registry.height(for: $0, width: 320, context: context) }
        #expect(heights[0] == MFSFriendCell.rowHeight)
        #expect(heights[1] == CGFloat(8 + 20 + 8))
        #expect(heights[2] == MFSWallPostCell.heights(for: Self.post(3), width: 320, context: context).compact)
        #expect(try registry.cellTypeName(for: items[1]) == "MFSMessageCell")
        #expect(registry.contains(MFSFriendViewModel.self))
        #expect(registry.count == 3)
    }

    @Test func unregisteredViewModelThrowsANamedError() {
        let registry = CellSizingRegistry<MFSFeedContext>()
        #expect(throws: CellSizingError.self) {
            try registry.height(
                for: MFSLoginViewModel(logoName: "", signInTitle: "", signUpTitle: ""), width: 320,
                context: MFSFeedContext())
        }
        do {
            _ = try registry.cellTypeName(for: MFSLoginViewModel(logoName: "", signInTitle: "", signUpTitle: ""))
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("MFSLoginViewModel"))
            #expect(error.description.contains("cellTypeName"))
            #expect(error.description.contains("0 view model types"))
        }
    }

    @Test func widthKeyedCacheInvalidatesOneKeyAtEveryWidth() {
        let cache = ContextKeyedCache<Int, String>()
        cache.store("a320", for: 1, width: 320)
        cache.store("a568", for: 1, width: 568)
        cache.store("b320", for: 2, width: 320)
        cache.invalidate(1)
        #expect(cache.value(for: 1, width: 320) == nil)
        #expect(cache.value(for: 1, width: 568) == nil)
        #expect(cache.value(for: 2, width: 320) == "b320")
        #expect(cache.widths == [320])
        var computed = 0
        let value = cache.value(for: 1, width: 320) {
            computed += 1
            return "again"
        }
        #expect(value == "again")
        #expect(computed == 1)
        #expect(cache.misses == 1)
    }
}
