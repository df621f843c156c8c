import Foundation
import Tabula

/// M11: the seed's login screen — a logo and sign-in / sign-up buttons, stacked in
/// portrait and side by side in landscape.
struct MFSLoginViewModel: MFSViewModel {
    var logoName: String
    var signInTitle: String
    var signUpTitle: String
}

struct MFSLoginFrames: Hashable, Sendable {
    var logo: CGRect
    var signIn: CGRect
    var signUp: CGRect
}

final class MFSLoginScreen: MFSView {
    typealias ViewModel = MFSLoginViewModel
    static var role: MFSRole { .screen }

    let log = MFSStepLog()
    var logo: MFSFixtureNode?
    var signIn: MFSFixtureNode?
    var signUp: MFSFixtureNode?
    var gradient: MFSFixtureNode?

    func removeSubviews() {
        log.record("removeSubviews")
        (logo, signIn, signUp, gradient) = (nil, nil, nil, nil)
    }

    func initSubviews(for viewModel: MFSLoginViewModel) {
        log.record("initSubviews")
        if logo == nil { logo = MFSFixtureNode("logo") }
        if signIn == nil { signIn = MFSFixtureNode("signIn") }
        if signUp == nil { signUp = MFSFixtureNode("signUp") }
    }

    func updateStyles(for viewModel: MFSLoginViewModel, styles: inout MFSStyleContext) {
        log.record("updateStyles")
        if let logo { styles.once("logo") { logo.expensiveStyleCalls += 1 } }
    }

    func bindData(from viewModel: MFSLoginViewModel) {
        log.record("bindData")
        logo?.text = viewModel.logoName
        signIn?.text = viewModel.signInTitle
        signUp?.text = viewModel.signUpTitle
    }

    func resizeSubviews(for viewModel: MFSLoginViewModel, in size: CGSize) {
        log.record("resizeSubviews")
        let frames = Self.frames(in: size)
        logo?.frame = frames.logo
        signIn?.frame = frames.signIn
        signUp?.frame = frames.signUp
        gradient?.frame = CGRect(origin: .zero, size: size)
    }

    var framedSubviews: [any MFSFramedView] {
        [logo, signIn, signUp, gradient].compactMap { $0 }
    }

    func addSubviewsToSuperview() {
        log.record("addSubviewsToSuperview")
        for node in [logo, signIn, signUp].compactMap({ $0 }) where !node.isInSuperview {
            node.isInSuperview = true
        }
    }

    func postUISetting() {
        log.record("postUISetting")
        let gradient = MFSFixtureNode("gradient")
        gradient.isInSuperview = true
        self.gradient = gradient
    }

    // MARK: Frames (pure)

    nonisolated static let margin: CGFloat = 20
    nonisolated static let spacing: CGFloat = 12
    nonisolated static let buttonHeight: CGFloat = 44

    nonisolated static func frames(in size: CGSize) -> MFSLoginFrames {
        size.height >= size.width ? portraitFrames(in: size) : landscapeFrames(in: size)
    }

    /// Logo in the upper third, buttons stacked full width.
    nonisolated static func portraitFrames(in size: CGSize) -> MFSLoginFrames {
        let logoSide = min(size.width - 2 * margin, size.height / 3)
        let logo = CGRect(x: (size.width - logoSide) / 2, y: size.height / 6, width: logoSide, height: logoSide)
        let buttonWidth = size.width - 2 * margin
        let signIn = CGRect(x: margin, y: size.height * 0.6, width: buttonWidth, height: buttonHeight)
        let signUp = CGRect(x: margin, y: signIn.maxY + spacing, width: buttonWidth, height: buttonHeight)
        return MFSLoginFrames(logo: logo, signIn: signIn, signUp: signUp)
    }

    /// Logo on top, buttons side by side near the bottom.
    nonisolated static func landscapeFrames(in size: CGSize) -> MFSLoginFrames {
        let logoSide = size.height / 3
        let logo = CGRect(x: (size.width - logoSide) / 2, y: margin, width: logoSide, height: logoSide)
        let buttonWidth = (size.width - 2 * margin - spacing) / 2
        let y = size.height - margin - buttonHeight
        let signIn = CGRect(x: margin, y: y, width: buttonWidth, height: buttonHeight)
        let signUp = CGRect(x: signIn.maxX + spacing, y: y, width: buttonWidth, height: buttonHeight)
        return MFSLoginFrames(logo: logo, signIn: signIn, signUp: signUp)
    }
}
