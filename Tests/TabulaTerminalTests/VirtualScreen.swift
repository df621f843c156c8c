import Tabula
import TabulaTerminal

/// A minimal terminal emulator for the escape sequences the renderer writes: it applies
/// output to a screen model so tests can check that a diff really produces the new frame.
struct VirtualScreen {
    private(set) var buffer: FrameBuffer
    private var column = 0
    private var row = 0
    private var attributes = CellAttributes.plain
    /// Things the renderer should never make a terminal do (wrapping, unknown sequences).
    private(set) var problems: [String] = []

    init(columns: Int, rows: Int) {
        buffer = FrameBuffer(columns: columns, rows: rows)
    }

    mutating func apply(_ output: String) {
        var characters = output[...]
        while let character = characters.first {
            characters.removeFirst()
            guard character == "\u{1B}" else {
                write(character)
                continue
            }
            guard characters.first == "[" else {
                problems.append("ESC not followed by [")
                continue
            }
            characters.removeFirst()
            var parameters = ""
            while let next = characters.first, next.isASCII,
                let value = next.asciiValue, (0x20...0x3F).contains(value)
            {
                parameters.append(next)
                characters.removeFirst()
            }
            guard let final = characters.first else {
                problems.append("unterminated CSI")
                return
            }
            characters.removeFirst()
            control(parameters: parameters, final: final)
        }
    }

    private mutating func write(_ character: Character) {
        let width = TerminalCharacterWidth.width(of: character)
        if column + width > buffer.columns || row >= buffer.rows {
            problems.append("write of \(character) at \(column),\(row) would wrap")
            return
        }
        buffer.put(character, column: column, row: row, attributes: attributes, clip: buffer.bounds)
        column += width
    }

    private mutating func control(parameters: String, final: Character) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        switch final {
        case "H":
            row = (numbers.first.flatMap { $0 } ?? 1) - 1
            column = (numbers.count > 1 ? numbers[1] ?? 1 : 1) - 1
        case "C":
            column += numbers.first.flatMap { $0 } ?? 1
        case "J" where parameters == "2":
            buffer = FrameBuffer(
                columns: buffer.columns, rows: buffer.rows,
                attributes: CellAttributes(background: attributes.background))
        case "m":
            applySGR(numbers.map { $0 ?? 0 })
        case "l" where parameters.hasPrefix("?"), "h" where parameters.hasPrefix("?"):
            break
        default:
            problems.append("unknown sequence \(parameters)\(final)")
        }
    }

    private mutating func applySGR(_ codes: [Int]) {
        var index = 0
        func color(_ base: Int, _ code: Int) -> TerminalColor {
            .standard(TerminalColor.ANSIColor(rawValue: UInt8(code - base))!)
        }
        while index < codes.count {
            let code = codes[index]
            switch code {
            case 0: attributes = .plain
            case 1: attributes.isBold = true
            case 2: attributes.isDim = true
            case 4: attributes.isUnderlined = true
            case 7: attributes.isInverse = true
            case 30...37: attributes.foreground = color(30, code)
            case 90...97: attributes.foreground = color(82, code)
            case 40...47: attributes.background = color(40, code)
            case 100...107: attributes.background = color(92, code)
            case 39: attributes.foreground = .default
            case 49: attributes.background = .default
            case 38, 48:
                let value = TerminalColor.palette(UInt8(codes[index + 2]))
                if code == 38 { attributes.foreground = value } else { attributes.background = value }
                index += 2
            default: problems.append("unknown SGR \(code)")
            }
            index += 1
        }
    }
}

/// The first cell where two buffers differ, described briefly; `nil` when they are equal.
/// (Comparing buffers with `==` would print every cell of both on failure.)
func firstDifference(_ actual: FrameBuffer, _ expected: FrameBuffer?) -> String? {
    guard let expected else { return "no expected buffer" }
    guard actual.columns == expected.columns, actual.rows == expected.rows else {
        return "size \(actual.columns)x\(actual.rows) vs \(expected.columns)x\(expected.rows)"
    }
    for row in 0..<actual.rows {
        for column in 0..<actual.columns
        where actual.cell(column: column, row: row) != expected.cell(column: column, row: row) {
            return
                "cell \(column),\(row): \(actual.cell(column: column, row: row)!) vs \(expected.cell(column: column, row: row)!)\n"
                + actual.plainText + "\n---\n" + expected.plainText
        }
    }
    return nil
}
