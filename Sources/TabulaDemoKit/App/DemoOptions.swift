import Tabula
import TabulaTerminal

/// The command line of `tabula-demo`.
package struct DemoOptions: Hashable, Sendable {
    /// The data seed.
    package var seed: UInt64 = 1
    /// Keys to play before printing the screen (`--script`).
    package var script: String?
    /// Frames of a fling to print (`--frames`).
    package var frames: Int?
    /// The screen size without a terminal (`--size`).
    package var size: TerminalSize?
    /// Frames between live events (0: none).
    package var liveInterval = 90
    /// Frames a batch animates.
    package var animationFrames = 3
    /// The direction the screens run in (`--rtl`: right to left, as for Arabic or Hebrew).
    package var layoutDirection = ListLayoutDirection.leftToRight
    /// Run the frame-time benchmark (`--bench`).
    package var bench = false
    /// Print the help.
    package var help = false

    /// The defaults.
    package init() {}

    /// The size used without a terminal when `--size` is not given.
    package static let defaultSize = TerminalSize(columns: 120, rows: 40)

    /// The help text, documenting every flag and key.
    package static let helpText = """
        tabula-demo — the MFS social feed of Tabula in a terminal

        USAGE: tabula-demo [--seed N] [--size COLSxROWS] [--script KEYS] [--frames N] [--rtl] [--bench]

        Without --script, --frames or --bench it needs a terminal (a TTY) and runs
        interactively: it opens on the login screen; enter goes on to the feed.

        OPTIONS
          --seed N              data seed (default 1): the same seed, the same feed
          --script KEYS         play KEYS, then print the final screen as plain text
                                (key notation: letters as themselves, <enter> <tab> <s-tab>
                                <up> <down> <left> <right> <pgup> <pgdn> <home> <end>
                                <space> <esc> <bs> <c-x> <lt>; a space is <space>)
          --frames N            print N frames of a fling down the wall (after --script's
                                keys, or after entering the feed)
          --size COLSxROWS      screen size without a terminal (default 120x40)
          --live N              a live event (new post, like counts) every N frames;
                                0 turns them off (default 90)
          --animation-frames N  frames a batch update animates (default 3)
          --rtl                 lay every screen out right to left (mirrored frames,
                                text against the right edge; strings are not reversed)
          --bench               measure frame time and bytes per frame while flinging
                                through the wall at the screen size (default 120x40)
          --help                this text

        KEYS
          up/down, j/k          select the previous/next row (reads on through a tall post)
          pgup/pgdn, space      scroll a screen
          home/end              first/last row (end loads more of the wall)
          tab, shift-tab, 1–6   switch tabs: 1 Wall, 2 Friends, 3 Messages, 4 Settings,
                                5 Countries, 6 Thread
          enter                 login: continue; wall: "read more" / collapse the post;
                                settings: flip a switch or open a row (space too);
                                countries: choose the country; thread: expand or
                                collapse the selected message's replies
          left/right            scroll the selected post's photos
          r                     reload the wall (cancels pending live updates)
          l                     a live event now
          /                     friends: filter by name (enter keeps, esc clears)
          s                     countries: reverse the order (animated moves)
          o                     thread: expand or collapse every message's replies
          t                     cycle the text size (Dynamic Type: xS … L … AX5; the
                                terminal wraps lines narrower, it cannot draw bigger glyphs)
          q, ctrl-c             quit

        The status line shows the updater's statistics: batches, in-place reconfigures,
        reloads, coalesced and cancelled updates, and UIKit rule violations (always 0).
        """

    /// Parses the arguments (without the program name).
    package static func parse(_ arguments: [String]) throws(DemoOptionsError) -> DemoOptions {
        var options = DemoOptions()
        var index = 0
        func value(_ flag: String) throws(DemoOptionsError) -> String {
            index += 1
            guard index < arguments.count else { throw .missingValue(flag: flag, position: index) }
            return arguments[index]
        }
        func number(_ flag: String, minimum: Int) throws(DemoOptionsError) -> Int {
            let text = try value(flag)
            guard let number = Int(text), number >= minimum else {
                throw .invalidValue(flag: flag, value: text, expected: "a whole number ≥ \(minimum)")
            }
            return number
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h":
                options.help = true
            case "--seed":
                let text = try value(argument)
                guard let seed = UInt64(text) else {
                    throw .invalidValue(flag: argument, value: text, expected: "a whole number ≥ 0")
                }
                options.seed = seed
            case "--script":
                options.script = try value(argument)
            case "--frames":
                options.frames = try number(argument, minimum: 1)
            case "--live":
                options.liveInterval = try number(argument, minimum: 0)
            case "--animation-frames":
                options.animationFrames = try number(argument, minimum: 0)
            case "--bench":
                options.bench = true
            case "--rtl":
                options.layoutDirection = .rightToLeft
            case "--size":
                let text = try value(argument)
                let parts = text.lowercased().split(separator: "x")
                guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
                    columns >= 20, rows >= 8
                else {
                    throw .invalidValue(flag: argument, value: text, expected: "COLSxROWS, at least 20x8")
                }
                options.size = TerminalSize(columns: columns, rows: rows)
            default:
                throw .unknownArgument(argument, position: index)
            }
            index += 1
        }
        return options
    }
}

/// A command line `tabula-demo` cannot use.
package enum DemoOptionsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An argument that is no flag of the demo.
    case unknownArgument(String, position: Int)
    /// A flag at the end, without its value.
    case missingValue(flag: String, position: Int)
    /// A flag's value that does not parse.
    case invalidValue(flag: String, value: String, expected: String)
    /// The keys of `--script` do not parse.
    case invalidScript(KeyScriptError)

    /// Names the flag, the value and what was expected.
    package var description: String {
        switch self {
        case let .unknownArgument(argument, position):
            "tabula-demo: unknown argument '\(argument)' at position \(position) (see --help)"
        case let .missingValue(flag, position):
            "tabula-demo: \(flag) needs a value after it (argument \(position) is missing)"
        case let .invalidValue(flag, value, expected):
            "tabula-demo: \(flag) '\(value)': expected \(expected)"
        case let .invalidScript(error):
            "tabula-demo: --script: \(error)"
        }
    }
}
