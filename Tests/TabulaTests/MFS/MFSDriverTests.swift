import Foundation
@_spi(Testing) import Tabula
import Testing

@Suite("MFS driver")
@MainActor
struct MFSDriverTests {
    let size = CGSize(width: 320, height: 54)

    @Test func firstBuildRunsStepsInOrderWithoutRemovingForUniformShape() {
        let cell = MFSFriendCell(context: MFSFeedContext())
        let driver = MFSDriver(view: cell)
        driver.setViewModel(MFSFriendViewModel(id: 1, name: "Ann", isOnline: true), containerSize: size)
        #expect(
            cell.log.steps == [
                "initSubviews", "updateStyles", "bindData", "resizeSubviews", "addSubviewsToSuperview",
            ])
        #expect(driver.counters.builds == 1)
        #expect(driver.counters.removals == 0)
        #expect(cell.nameLabel?.text == "Ann")
        #expect(cell.avatar?.frame == CGRect(x: 10, y: 5, width: 44, height: 44))
        #expect(cell.nameLabel?.isInSuperview == true)
    }

    @Test func cellsMaySwapBindAndResizeOnFirstBuild() {
        let cell = MFSMessageCell(context: MFSFeedContext())
        let driver = MFSDriver(view: cell)
        driver.setViewModel(MFSMessageViewModel(id: 1, text: "hi", isOutgoing: false), containerSize: size)
        #expect(
            cell.log.steps == [
                "initSubviews", "updateStyles", "resizeSubviews", "bindData", "addSubviewsToSuperview",
            ])
    }

    @Test func reuseRunsStylesResizeBindInThatOrder() {
        let cell = MFSFriendCell(context: MFSFeedContext())
        let driver = MFSDriver(view: cell)
        driver.setViewModel(MFSFriendViewModel(id: 1, name: "Ann", isOnline: true), containerSize: size)
        cell.log.clear()
        driver.setViewModel(MFSFriendViewModel(id: 2, name: "Bob", isOnline: false), containerSize: size)
        #expect(cell.log.steps == ["updateStyles", "resizeSubviews", "bindData"])
        #expect(cell.nameLabel?.text == "Bob")
        #expect(cell.statusLabel?.isHidden == true)
        #expect(driver.counters.builds == 1)
        #expect(driver.counters.rebuilds == 0)
    }

    @Test func sizeChangeOnlyResizesAndSameSizeDoesNothing() {
        let cell = MFSFriendCell(context: MFSFeedContext())
        let driver = MFSDriver(view: cell)
        driver.setViewModel(MFSFriendViewModel(id: 1, name: "Ann", isOnline: true), containerSize: size)
        cell.log.clear()
        driver.containerDidResize(to: CGSize(width: 568, height: 54))
        #expect(cell.log.steps == ["resizeSubviews"])
        #expect(cell.nameLabel?.frame.width == CGFloat(568 - 74))
        driver.containerDidResize(to: CGSize(width: 568, height: 54))
        driver.containerDidResize(to: CGSize(width: 568, height: 54))
        #expect(cell.log.steps == ["resizeSubviews"])
        #expect(driver.counters.resizesSkipped == 2)
    }

    @Test func visiblyEqualViewModelBindsAndResizesNothing() {
        let cell = MFSWallPostCell(context: MFSFeedContext())
        let driver = MFSDriver(view: cell)
        let post = MFSWallPostViewModel(
            id: 7, author: "Ann", text: "Hello", photoCount: 2, likes: 5, comments: 1, reposts: 0)
        driver.setViewModel(post, containerSize: size)
        let before = driver.counters
        driver.setViewModel(post, containerSize: size)
        #expect(driver.counters.bindsPerformed == before.bindsPerformed)
        #expect(driver.counters.bindsSkipped == before.bindsSkipped + 1)
        #expect(driver.counters.resizesPerformed == before.resizesPerformed)
        #expect(driver.counters.resizesSkipped == before.resizesSkipped + 1)
    }

    @Test func changedLikeCountRebindsByDefault() {
        let cell = MFSWallPostCell(context: MFSFeedContext())
        let driver = MFSDriver(view: cell)
        var post = MFSWallPostViewModel(
            id: 7, author: "Ann", text: "Hello", photoCount: 0, likes: 5, comments: 1, reposts: 0)
        driver.setViewModel(post, containerSize: size)
        post.likes = 1200
        driver.setViewModel(post, containerSize: size)
        #expect(driver.counters.bindsPerformed == 2)
        #expect(cell.like?.text == "1200")
        #expect(cell.likePadding == 8)
    }

    @Test func identityOnlyComparisonIsOptIn() {
        let a = MFSWallPostByIdentity(id: 1, likes: 5)
        let b = MFSWallPostByIdentity(id: 1, likes: 6)
        let c = MFSWallPostByIdentity(id: 2, likes: 5)
        #expect(a.isVisiblyEqual(to: b))
        #expect(!a.isVisiblyEqual(to: c))
        let full = MFSWallPostViewModel(id: 1, author: "", text: "", photoCount: 0, likes: 5, comments: 0, reposts: 0)
        var liked = full
        liked.likes = 6
        #expect(!full.isVisiblyEqual(to: liked))
    }

    @Test func expensiveStylingRunsOncePerViewAcrossReuse() {
        let cell = MFSWallPostCell(context: MFSFeedContext())
        let driver = MFSDriver(view: cell)
        for id in 0..<5 {
            driver.setViewModel(
                MFSWallPostViewModel(
                    id: id, author: "A\(id)", text: "T", photoCount: id % 2, likes: id, comments: 0, reposts: 0),
                containerSize: size)
        }
        #expect(cell.gallery?.expensiveStyleCalls == 1)
        #expect(cell.avatar?.expensiveStyleCalls == 1)
        #expect(cell.text?.styleCalls == 5, "cheap styling follows the view model each time")
        #expect(driver.counters.stylesApplied == 2)
        #expect(driver.counters.stylesSkipped == 8)
        #expect(driver.stylizedSubviews == ["gallery", "avatar"])
    }

    @Test func fixedSubviewSetHidesWhatTheViewModelDoesNotNeed() {
        let context = MFSFeedContext()
        let cell = MFSWallPostCell(context: context)
        let driver = MFSDriver(view: cell)
        let long = String(repeating: "word ", count: 60)
        driver.setViewModel(
            MFSWallPostViewModel(id: 1, author: "A", text: long, photoCount: 3, likes: 0, comments: 0, reposts: 0),
            containerSize: size)
        #expect(cell.gallery?.isHidden == false)
        #expect(cell.readMore?.isHidden == false)
        let gallery = cell.gallery
        driver.setViewModel(
            MFSWallPostViewModel(id: 2, author: "B", text: "short", photoCount: 0, likes: 0, comments: 0, reposts: 0),
            containerSize: size)
        #expect(cell.gallery === gallery, "the same subviews are reused")
        #expect(cell.gallery?.isHidden == true)
        #expect(cell.readMore?.isHidden == true)
        #expect(driver.counters.rebuilds == 0)
    }

    @Test func expandingRebindsAndResizesWithTheTallerText() {
        let context = MFSFeedContext()
        let cell = MFSWallPostCell(context: context)
        let driver = MFSDriver(view: cell)
        var post = MFSWallPostViewModel(
            id: 1, author: "A", text: String(repeating: "word ", count: 60), photoCount: 1,
            likes: 0, comments: 0, reposts: 0)
        driver.setViewModel(post, containerSize: size)
        let collapsedText = cell.text?.frame ?? .zero
        post.isExpanded = true
        driver.setViewModel(post, containerSize: size)
        #expect((cell.text?.frame.height ?? 0) > collapsedText.height)
        #expect(cell.readMore?.isHidden == true)
        #expect((cell.gallery?.frame.minY ?? 0) > (cell.text?.frame.maxY ?? 0))
    }

    @Test func newLayoutShapeRebuildsAndSameShapeReuses() {
        let cell = MFSAttachmentCell()
        let driver = MFSDriver(view: cell)
        driver.setViewModel(MFSAttachmentViewModel(id: 1, content: .photos(count: 2)), containerSize: size)
        #expect(cell.log.steps.first == "removeSubviews", "shape-dependent subviews start clean")
        #expect(cell.subviews.count == 4)
        #expect(cell.subviews.map(\.isHidden) == [false, false, true, true])
        let photos = cell.subviews
        cell.log.clear()

        driver.setViewModel(MFSAttachmentViewModel(id: 2, content: .photos(count: 3)), containerSize: size)
        #expect(cell.log.steps == ["updateStyles", "resizeSubviews", "bindData"])
        #expect(cell.subviews.map(ObjectIdentifier.init) == photos.map(ObjectIdentifier.init))
        cell.log.clear()

        driver.setViewModel(MFSAttachmentViewModel(id: 3, content: .link(title: "Docs")), containerSize: size)
        #expect(
            cell.log.steps == [
                "removeSubviews", "initSubviews", "updateStyles", "bindData", "resizeSubviews",
                "addSubviewsToSuperview",
            ])
        #expect(cell.subviews.map(\.name) == ["icon", "title"])
        #expect(cell.subviews.last?.text == "Docs")
        #expect(photos.allSatisfy { !$0.isInSuperview })
        #expect(driver.counters.rebuilds == 1)
        #expect(driver.builtLayoutShape == .link)
        // Fresh subviews get their one-time styling.
        #expect(cell.subviews.allSatisfy { $0.expensiveStyleCalls == 1 })
        #expect(driver.stylizedSubviews == ["icon", "title"])
    }

    @Test func loginScreenFollowsTheScreenLifecycle() {
        let screen = MFSLoginScreen()
        let driver = MFSDriver(view: screen)
        let portrait = CGSize(width: 375, height: 812)
        driver.prepareUI(
            viewModel: MFSLoginViewModel(logoName: "logo", signInTitle: "Sign in", signUpTitle: "Sign up"),
            containerSize: portrait)
        #expect(
            screen.log.steps == [
                "initSubviews", "updateStyles", "bindData", "resizeSubviews", "addSubviewsToSuperview", "postUISetting",
            ])
        #expect(screen.gradient?.isInSuperview == true)
        screen.log.clear()

        driver.setViewModel(
            MFSLoginViewModel(logoName: "logo", signInTitle: "Log in", signUpTitle: "Sign up"),
            containerSize: portrait)
        #expect(screen.log.steps == ["bindData", "resizeSubviews"])
        #expect(screen.signIn?.text == "Log in")
        screen.log.clear()

        let landscape = CGSize(width: 812, height: 375)
        driver.containerDidResize(to: landscape)
        #expect(screen.log.steps == ["resizeSubviews"])
        #expect(screen.signIn?.frame == MFSLoginScreen.landscapeFrames(in: landscape).signIn)
        #expect(screen.gradient?.frame == CGRect(origin: .zero, size: landscape))
        #expect(driver.counters.postUISettings == 1)
    }

    @Test(arguments: [
        CGSize(width: 320, height: 568), CGSize(width: 375, height: 812), CGSize(width: 768, height: 1024),
    ])
    func loginButtonsStackInPortraitAndSitSideBySideInLandscape(portrait: CGSize) {
        let stacked = MFSLoginScreen.frames(in: portrait)
        #expect(stacked.signIn.minX == stacked.signUp.minX)
        #expect(stacked.signUp.minY >= stacked.signIn.maxY + MFSLoginScreen.spacing)
        #expect(stacked.logo.maxY <= stacked.signIn.minY)

        let landscape = CGSize(width: portrait.height, height: portrait.width)
        let sideBySide = MFSLoginScreen.frames(in: landscape)
        #expect(sideBySide.signIn.minY == sideBySide.signUp.minY)
        #expect(sideBySide.signUp.minX >= sideBySide.signIn.maxX + MFSLoginScreen.spacing)
        #expect(sideBySide.logo.maxY <= sideBySide.signIn.minY)

        let bounds = CGRect(origin: .zero, size: portrait)
        let landscapeBounds = CGRect(origin: .zero, size: landscape)
        for frame in [stacked.logo, stacked.signIn, stacked.signUp] {
            #expect(bounds.contains(frame), "portrait \(portrait.width)x\(portrait.height)")
        }
        for frame in [sideBySide.logo, sideBySide.signIn, sideBySide.signUp] {
            #expect(landscapeBounds.contains(frame), "landscape \(landscape.width)x\(landscape.height)")
        }
    }

    @Test func prepareUIOnABuiltViewRebuildsFromScratch() {
        let cell = MFSFriendCell(context: MFSFeedContext())
        let driver = MFSDriver(view: cell)
        let friend = MFSFriendViewModel(id: 1, name: "Ann", isOnline: true)
        driver.prepareUI(viewModel: friend, containerSize: size)
        let avatar = cell.avatar
        driver.prepareUI(viewModel: friend, containerSize: size)
        #expect(cell.avatar !== avatar)
        #expect(cell.avatar?.expensiveStyleCalls == 1)
        #expect(driver.counters.rebuilds == 1)
        #expect(driver.counters.bindsPerformed == 2, "fresh subviews must be bound again")
    }
}
