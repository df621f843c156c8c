import Foundation
import Tabula
import TabulaTerminal

/// Runs `tabula-demo`: interactively on a terminal, or without one for `--script`,
/// `--frames` and `--bench`. Returns the process exit code.
@MainActor
public enum DemoRunner {
    /// Runs with `arguments` (without the program name); output goes to `output`, errors
    /// and help for misuse to standard error.
    public static func run(arguments: [String], output: (String) -> Void = { print($0) }) async -> Int32 {
        let options: DemoOptions
        do {
            options = try DemoOptions.parse(arguments)
        } catch {
            printError(error.description)
            return 2
        }
        if options.help {
            output(DemoOptions.helpText)
            return 0
        }
        do {
            if options.bench {
                output(try await DemoBenchmark.run(options: options).report)
                return 0
            }
            if options.script != nil || options.frames != nil {
                output(try await runWithoutTerminal(options))
                return 0
            }
        } catch let error as DemoOptionsError {
            printError(error.description)
            return 2
        } catch {
            printError("tabula-demo: \(error)")
            return 1
        }
        return await runInteractive(options)
    }

    /// Plays the script, then prints the screen, or the frames of a fling.
    static func runWithoutTerminal(_ options: DemoOptions) async throws -> String {
        let keys: [Key]
        do {
            keys = try KeyScript.parse(options.script ?? "")
        } catch {
            throw DemoOptionsError.invalidScript(error)
        }
        let app = DemoApp(options: options, size: options.size ?? DemoOptions.defaultSize)
        await app.play(keys)
        guard let frames = options.frames else { return app.screenText }
        if app.screen == .login { await app.play([.enter]) }
        var printed: [String] = []
        for frame in 1...frames {
            try app.activeList?.scroll(byRows: 3)
            await app.waitForBackgroundWork()
            app.tick(live: false)
            printed.append(
                "── frame \(frame) of \(frames) " + String(repeating: "─", count: 20) + "\n" + app.screenText)
        }
        return printed.joined(separator: "\n")
    }

    /// The interactive loop: raw mode, a frame whenever keys arrive or 16 ms pass.
    static func runInteractive(_ options: DemoOptions) async -> Int32 {
        let session = TerminalSession()
        guard session.isInteractive else {
            printError(
                """
                tabula-demo needs a terminal (standard input and output are not both a TTY).
                Without one, try:  tabula-demo --script "<enter>jj<enter>"   (prints the screen)
                                   tabula-demo --frames 5                    (prints a fling)
                                   tabula-demo --help
                """)
            return 1
        }
        do {
            try session.start()
        } catch {
            printError("tabula-demo: \(error)")
            return 1
        }
        defer { session.stop() }
        let size = (try? session.windowSize()) ?? DemoOptions.defaultSize
        let app = DemoApp(options: options, size: size)
        app.showsFrameStatistics = true
        do {
            try session.write(app.render(fullRedraw: true))
            while !app.isFinished {
                switch session.nextEvent(timeoutMilliseconds: 16) {
                case let .keys(keys):
                    for key in keys where !app.isFinished { app.handle(key) }
                case let .resize(newSize):
                    app.resize(to: newSize)
                case .timeout:
                    break
                case .endOfInput:
                    return 0
                }
                // Let main-actor work that arrived meanwhile run (a loaded page).
                await Task.yield()
                app.tick()
                try session.write(app.render())
            }
        } catch {
            session.stop()
            printError("tabula-demo: \(error)")
            return 1
        }
        return 0
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
