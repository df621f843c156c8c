import Foundation
@_spi(Testing) import Tabula
import Testing

@Suite("MFS view proxy")
@MainActor
struct MFSViewProxyTests {
    @Test func forwardsEveryStepInTheTargetsOrders() {
        let cell = MFSMessageCell(context: MFSFeedContext())
        let driver = MFSDriver(view: MFSViewProxy(cell))
        driver.setViewModel(
            MFSMessageViewModel(id: 1, text: "hi", isOutgoing: true), containerSize: CGSize(width: 320, height: 40))
        // MFSMessageCell resizes before it binds: the proxy reports the target's order.
        #expect(
            cell.log.steps == [
                "initSubviews", "updateStyles", "resizeSubviews", "bindData", "addSubviewsToSuperview",
            ])
        #expect(cell.textLabel?.text == "hi")
        #expect(MFSViewProxy<MFSMessageCell>.resizesBeforeBinding)
        #expect(MFSViewProxy<MFSLoginScreen>.role == .screen)
    }

    @Test func holdsItsTargetWeakly() {
        var cell: MFSMessageCell? = MFSMessageCell(context: MFSFeedContext())
        weak let released = cell
        let proxy = MFSViewProxy(cell!)
        let driver = MFSDriver(view: proxy)
        cell = nil
        #expect(released == nil, "the driver must not keep the view alive")
        #expect(proxy.target == nil)
        // Steps on a released target do nothing and do not crash.
        driver.setViewModel(
            MFSMessageViewModel(id: 1, text: "hi", isOutgoing: false), containerSize: CGSize(width: 10, height: 10))
        #expect(driver.counters.builds == 1)
    }
}
