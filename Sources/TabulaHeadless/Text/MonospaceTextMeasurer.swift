import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A deterministic `TextMeasuring` (TabulaLayout): every character takes one fixed-width column and every
/// line one fixed-height row.
///
/// Words wrap greedily at spaces; a word longer than a line is broken between characters;
/// `"\n"` starts a new line. Runs of spaces count as one break. Characters are grapheme
/// clusters (`Character`), each one column wide. `TextStyle.pointSize` and weight are
/// ignored (a fixed cell size, as in a terminal); `TextStyle.lineSpacing` is added between
/// lines.
///
/// It counts its calls (``measureCount``) so tests and benchmarks can prove that a cache
/// or an incremental layout did not measure again.
public final class MonospaceTextMeasurer: TextMeasuring, @unchecked Sendable {
    // @unchecked Sendable: the only mutable state is `calls`, guarded by `lock`; several
    // threads measure at once when sizes are precomputed off the main actor.

    /// The width of one column (one character).
    public let characterWidth: CGFloat
    /// The height of one line.
    public let lineHeight: CGFloat

    private let lock = NSLock()
    private var calls = 0

    /// Creates a measurer with the given column width and line height (both > 0; smaller
    /// values are raised to 1).
    public init(characterWidth: CGFloat = 8, lineHeight: CGFloat = 20) {
        self.characterWidth = max(1, characterWidth)
        self.lineHeight = max(1, lineHeight)
    }

    /// The number of calls to ``size(of:style:width:maximumLines:)`` and
    /// ``lineCount(of:style:width:)`` so far.
    public var measureCount: Int {
        lock.withLock { calls }
    }

    /// Sets ``measureCount`` back to zero.
    public func resetMeasureCount() {
        lock.withLock { calls = 0 }
    }

    /// The number of whole columns that fit in `width` (at least one) at `textSize`.
    public func columns(fitting width: CGFloat, textSize: ListTextSize = .large) -> Int {
        // A tiny epsilon keeps 80.0 / 8.0 from landing on 9.999… after arithmetic upstream.
        max(1, Int(((width + 0.0001) / (characterWidth * textSize.scale)).rounded(.down)))
    }

    /// The lines `text` wraps into at `width` and `textSize`, without counting as a
    /// measurement.
    ///
    /// Hosts that draw text in a grid (a terminal) use this to draw exactly what was
    /// measured.
    public func wrappedLines(of text: String, width: CGFloat, textSize: ListTextSize = .large) -> [String] {
        Self.wrap(text, columns: columns(fitting: width, textSize: textSize))
    }

    public func size(of text: String, style: TextStyle, width: CGFloat, maximumLines: Int) -> CGSize {
        countCall()
        let scale = style.textSize.scale
        var lines = Self.wrap(text, columns: columns(fitting: width, textSize: style.textSize))
        if maximumLines > 0, lines.count > maximumLines {
            lines.removeLast(lines.count - maximumLines)
        }
        guard !lines.isEmpty else { return .zero }
        let widest = lines.map(\.count).max() ?? 0
        let usedWidth = min(CGFloat(widest) * characterWidth * scale, max(width, 0))
        let height =
            CGFloat(lines.count) * lineHeight * scale
            + CGFloat(lines.count - 1) * style.lineSpacing * scale
        return CGSize(width: usedWidth, height: height)
    }

    public func lineCount(of text: String, style: TextStyle, width: CGFloat) -> Int {
        countCall()
        return Self.wrap(text, columns: columns(fitting: width, textSize: style.textSize)).count
    }

    private func countCall() {
        lock.withLock { calls += 1 }
    }

    /// Greedy word wrap into lines of at most `columns` characters.
    static func wrap(_ text: String, columns: Int) -> [String] {
        guard !text.isEmpty else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for word in paragraph.split(separator: " ") {
                if word.count > columns {
                    if !current.isEmpty {
                        lines.append(current)
                        current = ""
                    }
                    var rest = Substring(word)
                    while rest.count > columns {
                        let cut = rest.index(rest.startIndex, offsetBy: columns)
                        lines.append(String(rest[..<cut]))
                        rest = rest[cut...]
                    }
                    current = String(rest)
                } else if current.isEmpty {
                    current = String(word)
                } else if current.count + 1 + word.count <= columns {
                    current += " " + word
                } else {
                    lines.append(current)
                    current = String(word)
                }
            }
            lines.append(current)
        }
        return lines
    }
}
