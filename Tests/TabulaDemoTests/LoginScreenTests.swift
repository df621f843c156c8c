import Foundation
@_spi(Testing) import Tabula
import TabulaTerminal
import Testing

@testable import TabulaDemoKit

@MainActor
@Suite("Login screen")
struct LoginScreenTests {
    /// The screen rows holding `text`.
    func rows(of text: String, in screen: String) -> [Int] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.contains(text) }.map(\.offset)
    }

    @Test func wideIsLandscapeWithButtonsSideBySide() {
        let app = DemoApp(options: DemoOptions(), size: TerminalSize(columns: 120, rows: 40))
        let screen = app.screenText
        #expect(rows(of: "Sign in", in: screen) == rows(of: "Create account", in: screen))
        #expect(rows(of: "T A B U L A", in: screen).count == 1)
    }

    @Test func narrowIsPortraitWithButtonsStacked() {
        let app = DemoApp(options: DemoOptions(), size: TerminalSize(columns: 50, rows: 40))
        let screen = app.screenText
        let signIn = rows(of: "Sign in", in: screen)
        let signUp = rows(of: "Create account", in: screen)
        #expect(signIn.count == 1 && signUp.count == 1)
        #expect(signUp.first! > signIn.first!)
    }

    @Test func resizingSwitchesLiveAndOnlyResizes() {
        let app = DemoApp(options: DemoOptions(), size: TerminalSize(columns: 120, rows: 40))
        let before = app.login.driver.counters
        app.resize(to: TerminalSize(columns: 50, rows: 40))
        let screen = app.screenText
        #expect(rows(of: "Create account", in: screen).first! > rows(of: "Sign in", in: screen).first!)
        let after = app.login.driver.counters
        #expect(after.resizesPerformed == before.resizesPerformed + 1, "a resize runs resizeSubviews")
        #expect(after.bindsPerformed == before.bindsPerformed, "and nothing else (M11)")
        #expect(after.builds == 1 && after.rebuilds == 0)
    }

    @Test func framesArePureAndStayInside() {
        for size in [CGSize(width: 50, height: 40), CGSize(width: 120, height: 40), CGSize(width: 20, height: 8)] {
            let frames = LoginScreen.frames(in: size)
            for frame in [frames.logo, frames.signIn, frames.signUp, frames.hint] {
                #expect(frame.maxX <= size.width && frame.maxY <= size.height, "\(frame) outside \(size)")
            }
            #expect(LoginScreen.isPortrait(size) == (frames.signUp.minY > frames.signIn.minY))
        }
    }

    @Test func enterGoesToTheFeed() async {
        let app = DemoApp(options: DemoOptions(), size: TerminalSize(columns: 120, rows: 40))
        await app.play(KeyScript.parseOrEmpty("<tab><enter>"))
        #expect(app.screen == .feed)
        #expect(app.activeTabTitle == "Wall")
    }
}

extension KeyScript {
    /// The keys of a script known to parse.
    static func parseOrEmpty(_ script: String) -> [Key] {
        (try? parse(script)) ?? []
    }
}
