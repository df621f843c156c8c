import Foundation
@_spi(Testing) import Tabula
import TabulaUIKit
import Testing
import UIKit

struct LoginViewModel: MFSViewModel {
    var title: String
}

/// The seed's login screen's content: buttons stacked in portrait, side by side in landscape.
@MainActor
final class LoginView: MFSContentView<LoginViewModel> {
    let titleLabel = UILabel()
    let signIn = UIView()
    let signUp = UIView()
    var steps: [String] = []

    override func initSubviews(for viewModel: LoginViewModel) { steps.append("initSubviews") }
    override func updateStyles(for viewModel: LoginViewModel, styles: inout MFSStyleContext) {
        steps.append("updateStyles")
    }
    override func bindData(from viewModel: LoginViewModel) {
        steps.append("bindData")
        titleLabel.text = viewModel.title
    }
    override func resizeSubviews(for viewModel: LoginViewModel, in size: CGSize) {
        steps.append("resizeSubviews")
        let portrait = size.height >= size.width
        signIn.frame = CGRect(x: 16, y: 100, width: portrait ? size.width - 32 : size.width / 2 - 24, height: 44)
        signUp.frame =
            portrait
            ? CGRect(x: 16, y: 152, width: size.width - 32, height: 44)
            : CGRect(x: size.width / 2 + 8, y: 100, width: size.width / 2 - 24, height: 44)
    }
    override func addSubviewsToSuperview() {
        steps.append("addSubviewsToSuperview")
        for subview in [titleLabel, signIn, signUp] where subview.superview == nil { addSubview(subview) }
    }
    override func postUISetting() { steps.append("postUISetting") }
}

@Suite("MFS screen and UIKit text measuring on the model")
@MainActor
struct MFSScreenAndTextTests {
    @Test func appearanceBuildsThenNewViewModelBindsAndRotationResizes() {
        let login = LoginView()
        let screen = MFSViewController(content: login)
        screen.show(LoginViewModel(title: "Welcome"))
        #expect(login.steps.isEmpty, "nothing is built before the view loads")
        screen.modelSimulateAppearance()
        #expect(
            login.steps == [
                "initSubviews", "updateStyles", "bindData", "resizeSubviews", "addSubviewsToSuperview", "postUISetting",
            ])
        #expect(login.titleLabel.text == "Welcome")
        #expect(login.signUp.frame.minY == 152, "stacked in portrait")

        login.steps.removeAll()
        screen.show(LoginViewModel(title: "Hello"))
        #expect(login.steps == ["bindData", "resizeSubviews"], "a screen binds, then resizes")
        screen.show(LoginViewModel(title: "Hello"))
        #expect(login.steps == ["bindData", "resizeSubviews"], "an equal view model changes nothing")

        login.steps.removeAll()
        screen.modelSimulateTransition(to: CGSize(width: 844, height: 390))
        #expect(login.steps == ["resizeSubviews"], "rotation resizes only, once")
        #expect(login.signUp.frame.minY == 100, "side by side in landscape")
        #expect(screen.mfs.counters.resizesSkipped >= 1, "the layout pass after the transition skipped the same size")
    }

    @Test func aViewModelGivenAfterAppearanceBuildsAtOnce() {
        let login = LoginView()
        let screen = MFSViewController(content: login)
        screen.modelSimulateAppearance()
        #expect(login.steps.isEmpty)
        screen.show(LoginViewModel(title: "Late"))
        #expect(login.steps.first == "initSubviews")
        #expect(login.titleLabel.text == "Late")
    }

    @Test func theScreenIsNotKeptAliveByItsDriver() {
        var screen: MFSViewController<LoginViewModel>? = MFSViewController(content: LoginView())
        screen?.show(LoginViewModel(title: "x"))
        screen?.modelSimulateAppearance()
        weak let released = screen
        weak let releasedContent = screen?.content
        screen = nil
        #expect(released == nil)
        #expect(releasedContent == nil)
    }

    @Test func measurerWrapsToTheWidthAndHonoursLineLimitsAndSpacing() {
        let measurer = UIKitTextMeasurer()
        let style = TextStyle(pointSize: 10, weight: .regular, lineSpacing: 2)
        // Model metrics: 5 points per character, 12-point lines.
        let oneLine = measurer.size(of: "hello world", style: style, width: 200, maximumLines: 0)
        #expect(oneLine == CGSize(width: 55, height: 12))
        // 40 points hold 8 characters: "hello" / "world" / "again".
        let wrapped = measurer.size(of: "hello world again", style: style, width: 40, maximumLines: 0)
        // (Expected values are spelled as CGFloat: #expect would type bare literals otherwise.)
        #expect(wrapped.height == CGFloat(3 * 12 + 2 * 2))
        #expect(wrapped.width == 25)
        #expect(measurer.lineCount(of: "hello world again", style: style, width: 40) == 3)
        #expect(measurer.lineCount(of: "hello world again", style: style, width: 60) == 2)
        let limited = measurer.size(of: "hello world again", style: style, width: 40, maximumLines: 2)
        #expect(limited.height == CGFloat(2 * 12 + 2))
        #expect(measurer.size(of: "", style: style, width: 60, maximumLines: 0) == .zero)
        #expect(UIKitTextMeasurer.font(for: .title).pointSize == 17)
    }

    @Test func measuringRunsOffTheMainActor() async {
        // A category of its own: the lists' category is one value for the process, and the
        // content size category tests change it while these sizes are measured off the main
        // actor (this test failed that way in CI).
        let measurer = UIKitTextMeasurer(scaling: .category(.large))
        let texts = (1...200).map { String(repeating: "word ", count: $0 % 17 + 1) }
        let sizes = await ListLayout.sizes(of: texts, width: 120, maxConcurrency: 2) { text, width in
            measurer.size(of: text, style: .body, width: width, maximumLines: 0)
        }
        let serial = texts.map { measurer.size(of: $0, style: .body, width: 120, maximumLines: 0) }
        #expect(sizes == serial)
    }
}
