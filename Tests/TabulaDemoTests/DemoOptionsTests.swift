import Tabula
import TabulaTerminal
import Testing

@testable import TabulaDemoKit

@Suite("Demo options")
struct DemoOptionsTests {
    @Test func parsesEveryFlag() throws {
        let options = try DemoOptions.parse([
            "--seed", "7", "--script", "<enter>jj", "--frames", "3", "--size", "80x24", "--live", "0",
            "--animation-frames", "5", "--bench", "--rtl",
        ])
        #expect(options.layoutDirection == .rightToLeft)
        #expect(try DemoOptions.parse([]).layoutDirection == .leftToRight)
        #expect(options.seed == 7)
        #expect(options.script == "<enter>jj")
        #expect(options.frames == 3)
        #expect(options.size == TerminalSize(columns: 80, rows: 24))
        #expect(options.liveInterval == 0)
        #expect(options.animationFrames == 5)
        #expect(options.bench)
        #expect(try DemoOptions.parse(["--help"]).help)
    }

    @Test func badArgumentsNameTheFlagAndTheValue() {
        #expect(throws: DemoOptionsError.unknownArgument("--fast", position: 0)) { try DemoOptions.parse(["--fast"]) }
        #expect(throws: DemoOptionsError.missingValue(flag: "--seed", position: 1)) {
            try DemoOptions.parse(["--seed"])
        }
        do {
            _ = try DemoOptions.parse(["--size", "80by24"])
            Issue.record("80by24 parsed")
        } catch {
            #expect(error.description == "tabula-demo: --size '80by24': expected COLSxROWS, at least 20x8")
        }
        #expect(throws: DemoOptionsError.self) { try DemoOptions.parse(["--frames", "0"]) }
    }

    @Test func helpDocumentsEveryFlag() {
        for flag in ["--seed", "--script", "--frames", "--size", "--live", "--animation-frames", "--bench", "--help"] {
            #expect(DemoOptions.helpText.contains(flag), "help lacks \(flag)")
        }
    }

    @MainActor
    @Test func runnerExitCodes() async {
        var printed: [String] = []
        #expect(await DemoRunner.run(arguments: ["--help"], output: { printed.append($0) }) == 0)
        #expect(printed.first?.hasPrefix("tabula-demo") == true)
        #expect(await DemoRunner.run(arguments: ["--nope"], output: { printed.append($0) }) == 2)
        #expect(await DemoRunner.run(arguments: ["--script", "<nokey>"], output: { printed.append($0) }) == 2)
        printed.removeAll()
        #expect(
            await DemoRunner.run(arguments: ["--script", "", "--size", "40x10"], output: { printed.append($0) }) == 0)
        #expect(printed.first?.contains("Sign in") == true)
    }
}
