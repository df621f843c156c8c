import Foundation
@_spi(Testing) import Tabula
import Testing

/// The MFS driver mirrors the framed subviews once per resize, right to left; the frame
/// functions stay left to right.
@Suite("MFS driver, right to left")
@MainActor
struct MFSDriverRightToLeftTests {
    let size = CGSize(width: 320, height: 54)
    let ann = MFSFriendViewModel(id: 1, name: "Ann", isOnline: true)

    func mirrored(_ frame: CGRect, _ width: CGFloat = 320) -> CGRect {
        CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }

    @Test func mirroringIsTheMirrorImageAcrossTheContainer() {
        let frame = CGRect(x: 10, y: 5, width: 44, height: 44)
        #expect(
            ListLayoutDirection.rightToLeft.place(frame, inWidth: 320) == CGRect(x: 266, y: 5, width: 44, height: 44))
        #expect(ListLayoutDirection.leftToRight.place(frame, inWidth: 320) == frame)
        // Twice is the identity.
        let twice = ListLayoutDirection.rightToLeft.place(
            ListLayoutDirection.rightToLeft.place(frame, inWidth: 320), inWidth: 320)
        #expect(twice == frame)
    }

    @Test func aFirstBuildRightToLeftMirrorsEverySubviewOnceAfterAddingThem() {
        let cell = MFSFriendCell(context: MFSFeedContext())
        let driver = MFSDriver(view: cell)
        driver.layoutDirection = .rightToLeft
        driver.setViewModel(ann, containerSize: size)
        let context = MFSFeedContext()
        #expect(cell.avatar?.frame == mirrored(MFSFriendCell.avatarFrame(width: 320, context: context)))
        #expect(cell.nameLabel?.frame == mirrored(MFSFriendCell.nameFrame(width: 320, context: context)))
        #expect(cell.statusLabel?.frame == mirrored(MFSFriendCell.statusFrame(width: 320, context: context)))
        #expect(driver.counters.mirrors == 1)
        // The steps are the same as left to right.
        #expect(
            cell.log.steps == [
                "initSubviews", "updateStyles", "bindData", "resizeSubviews", "addSubviewsToSuperview",
            ])
    }

    @Test func guardedCallsDoNotMirrorAgain() {
        let cell = MFSFriendCell(context: MFSFeedContext())
        let driver = MFSDriver(view: cell)
        driver.layoutDirection = .rightToLeft
        driver.setViewModel(ann, containerSize: size)
        let frame = cell.avatar?.frame
        driver.setViewModel(ann, containerSize: size)
        driver.containerDidResize(to: size)
        driver.layoutDirection = .rightToLeft
        #expect(cell.avatar?.frame == frame, "a skipped resize leaves the mirrored frame alone")
        #expect(driver.counters.mirrors == 1)
        #expect(driver.counters.resizesSkipped == 2)
    }

    @Test func aDirectionChangeLaysOutAgainAtOnce() {
        let cell = MFSFriendCell(context: MFSFeedContext())
        let driver = MFSDriver(view: cell)
        driver.setViewModel(ann, containerSize: size)
        let leftToRight = cell.avatar?.frame ?? .null
        driver.layoutDirection = .rightToLeft
        #expect(cell.avatar?.frame == mirrored(leftToRight))
        #expect(driver.counters.resizesPerformed == 2)
        driver.layoutDirection = .leftToRight
        #expect(cell.avatar?.frame == leftToRight)
        #expect(driver.counters.mirrors == 1)
    }

    @Test(arguments: [CGFloat(200), 320, 375, 1024])
    func aResizeMirrorsInTheNewWidth(width: CGFloat) {
        let cell = MFSWallPostCell(context: MFSFeedContext())
        let driver = MFSDriver(view: cell)
        driver.layoutDirection = .rightToLeft
        let post = MFSWallPostViewModel(
            id: 1, author: "Ann", text: String(repeating: "words that wrap ", count: 12), photoCount: 2, likes: 3,
            comments: 1, reposts: 0)
        driver.setViewModel(post, containerSize: size)
        driver.containerDidResize(to: CGSize(width: width, height: 300))
        let expected = MFSDriver(view: MFSWallPostCell(context: MFSFeedContext()))
        expected.setViewModel(post, containerSize: CGSize(width: width, height: 300))
        let leftToRight = expected.view.nodes.map(\.frame)
        #expect(cell.nodes.map(\.frame) == leftToRight.map { mirrored($0, width) })
    }

    @Test func aScreenIsMirroredBeforeItsPostUISetting() {
        let screen = MFSLoginScreen()
        let driver = MFSDriver(view: screen)
        driver.layoutDirection = .rightToLeft
        driver.prepareUI(
            viewModel: MFSLoginViewModel(logoName: "logo", signInTitle: "In", signUpTitle: "Up"),
            containerSize: CGSize(width: 320, height: 480))
        #expect(driver.counters.mirrors == 1)
        #expect(driver.counters.postUISettings == 1)
    }
}
