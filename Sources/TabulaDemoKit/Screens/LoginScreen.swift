import Foundation
import Tabula
import TabulaTerminal

/// The login screen's data.
package struct LoginViewModel: MFSViewModel {
    /// The name in the logo.
    package var appName = "T A B U L A"
    /// The line under the logo.
    package var tagline = "lists that never crash on an update"
    /// The sign-in button's title.
    package var signInTitle = "Sign in"
    /// The sign-up button's title.
    package var signUpTitle = "Create account"

    /// The default screen.
    package init() {}
}

/// The login screen's frames for one container size.
package struct LoginFrames: Hashable, Sendable {
    /// The logo box.
    package var logo: CGRect
    /// The tagline.
    package var tagline: CGRect
    /// The sign-in button.
    package var signIn: CGRect
    /// The sign-up button.
    package var signUp: CGRect
    /// The key help at the bottom.
    package var hint: CGRect
}

/// A login screen: a logo and sign-in / sign-up buttons, stacked when the terminal is narrow
/// (portrait) and side by side when it is wide (landscape). A screen in MFS steps:
/// prepareUI on appear, resize only when the terminal is resized.
@MainActor
package final class LoginScreen: TerminalView, MFSView {
    /// The view model type.
    package typealias ViewModel = LoginViewModel
    /// A screen: bind then resize, `postUISetting` after the build.
    package static var role: MFSRole { .screen }

    private var logo: TerminalImageBox?
    private var tagline: TerminalLabel?
    /// The sign-in button.
    package private(set) var signIn: TerminalButton?
    /// The sign-up button.
    package private(set) var signUp: TerminalButton?
    private var hint: TerminalLabel?
    /// Which button has the keyboard focus (0 sign in, 1 sign up).
    package private(set) var focusedButton = 0
    /// The screen's driver.
    package private(set) lazy var driver = MFSDriver(view: self)

    /// Whether a container of `size` cells is portrait: a terminal cell is about twice as
    /// tall as it is wide, so fewer than two columns per row is taller than wide.
    package nonisolated static func isPortrait(_ size: CGSize) -> Bool {
        size.width < size.height * 2
    }

    /// The frames for a container of `size` (pure).
    package nonisolated static func frames(in size: CGSize) -> LoginFrames {
        let width = size.width
        let height = size.height
        // Short terminals get a smaller logo with no margins, so the buttons still fit.
        let roomy = height >= 20
        let logoWidth = min(max(0, width - 4), 27)
        let logo = CGRect(
            x: ((width - logoWidth) / 2).rounded(.down), y: roomy ? max(1, (height / 6).rounded(.down)) : 0,
            width: logoWidth, height: roomy ? 5 : 3)
        let tagline = CGRect(x: 2, y: logo.maxY + (roomy ? 1 : 0), width: max(0, width - 4), height: 1)
        let hint = CGRect(x: 0, y: max(0, height - 1), width: width, height: 1)
        if isPortrait(size) {
            let buttonWidth = max(0, width - 8)
            let top = min(max(tagline.maxY + 1, (height * 0.6).rounded(.down)), max(0, height - 4))
            let signIn = CGRect(x: 4, y: top, width: buttonWidth, height: 1)
            let signUp = CGRect(x: 4, y: top + 2, width: buttonWidth, height: 1)
            return LoginFrames(logo: logo, tagline: tagline, signIn: signIn, signUp: signUp, hint: hint)
        }
        let buttonWidth = max(0, ((width - 8 - 4) / 2).rounded(.down))
        let y = min(max(tagline.maxY + 1, height - 5), max(0, height - 2))
        let signIn = CGRect(x: 4, y: y, width: buttonWidth, height: 1)
        let signUp = CGRect(x: width - 4 - buttonWidth, y: y, width: buttonWidth, height: 1)
        return LoginFrames(logo: logo, tagline: tagline, signIn: signIn, signUp: signUp, hint: hint)
    }

    /// Moves the focus to the other button.
    package func moveFocus() {
        focusedButton = 1 - focusedButton
        signIn?.isFocused = focusedButton == 0
        signUp?.isFocused = focusedButton == 1
    }

    /// A new terminal size: resize only.
    package override func layoutSubviews() {
        driver.followTerminalView()
    }

    // MARK: MFS steps

    package func removeSubviews() {
        for view in subviews { view.removeFromSuperview() }
        (logo, tagline, signIn, signUp, hint) = (nil, nil, nil, nil, nil)
    }

    package func initSubviews(for viewModel: LoginViewModel) {
        if logo == nil { logo = TerminalImageBox() }
        if tagline == nil { tagline = TerminalLabel() }
        if signIn == nil { signIn = TerminalButton(title: "") }
        if signUp == nil { signUp = TerminalButton(title: "") }
        if hint == nil { hint = TerminalLabel() }
    }

    package func updateStyles(for viewModel: LoginViewModel, styles: inout MFSStyleContext) {
        if let logo {
            styles.once("logo") { logo.showRoundLook(border: .standard(.cyan), caption: .standard(.brightCyan)) }
        }
        tagline?.alignment = .center
        tagline?.isDim = true
        signUp?.tintColor = .standard(.green)
        hint?.alignment = .center
        hint?.isDim = true
    }

    package func bindData(from viewModel: LoginViewModel) {
        logo?.caption = viewModel.appName
        tagline?.text = viewModel.tagline
        signIn?.title = viewModel.signInTitle
        signUp?.title = viewModel.signUpTitle
        signIn?.isFocused = focusedButton == 0
        signUp?.isFocused = focusedButton == 1
        hint?.text = "enter: continue · tab: switch button · q: quit"
    }

    package func resizeSubviews(for viewModel: LoginViewModel, in size: CGSize) {
        let frames = Self.frames(in: size)
        logo?.frame = frames.logo
        tagline?.frame = frames.tagline
        signIn?.frame = frames.signIn
        signUp?.frame = frames.signUp
        hint?.frame = frames.hint
    }

    package func addSubviewsToSuperview() {
        for view in [logo, tagline, signIn, signUp, hint].compactMap({ $0 }) where view.superview == nil {
            addSubview(view)
        }
    }

    /// A screen-wide setting with no subview of its own: the background.
    package func postUISetting() {
        backgroundColor = .default
    }
}
