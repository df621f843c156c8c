/// Breaks text into terminal lines: word wrapping at spaces, breaking of words longer than
/// a line, a line limit and tail truncation with "…".
///
/// Rules, in order:
/// - Newline characters (`\n`, `\r\n`, `\r`, U+2028…) end a paragraph; an empty paragraph
///   is an empty line; a newline at the very end of the text adds no line.
/// - A tab counts as one space. Lines break at runs of spaces; the spaces at a break are
///   dropped, trailing spaces of every line are trimmed, leading spaces of a paragraph
///   (indentation) are kept when narrower than the line.
/// - A word that does not fit on a line of its own is broken between grapheme clusters;
///   a cluster wider than the whole line stands alone on its line.
/// - With a line limit, text beyond the last allowed line is cut; with truncation on, the
///   last line is refilled from the rest of the text (newlines read as spaces) and ends in
///   "…", like UIKit's tail truncation (no "…" when all the rest fits on that line).
public enum TerminalTextWrapper {
    /// The character that marks truncated text.
    public static let ellipsis: Character = "…"

    /// Wraps `text` to `width` columns.
    ///
    /// - Parameters:
    ///   - text: the text to wrap.
    ///   - width: the line width in columns; `0` or less fits nothing and returns `[]`.
    ///   - maximumLines: the line limit; `0` (or a negative value) means no limit.
    ///   - truncate: whether a cut last line ends in "…".
    /// - Returns: the lines, each at most `width` columns wide (except a single cluster
    ///   wider than `width`), without trailing spaces.
    public static func wrap(
        _ text: String, width: Int, maximumLines: Int = 0, truncate: Bool = true
    ) -> [String] {
        guard width > 0, !text.isEmpty else { return [] }
        let characters = text.map { $0 == "\t" ? " " : $0 }
        let limit = maximumLines > 0 ? maximumLines : Int.max
        // One line more than the limit tells whether anything was cut.
        let ranges = lineRanges(of: characters, width: width, stopAfter: limit == Int.max ? limit : limit + 1)
        guard ranges.count > limit else {
            return ranges.map { String(characters[$0]) }
        }
        var lines = ranges.prefix(limit - 1).map { String(characters[$0]) }
        let lastStart = ranges[limit - 1].lowerBound
        if truncate {
            lines.append(truncatedLine(characters[lastStart...], width: width))
        } else {
            lines.append(String(characters[ranges[limit - 1]]))
        }
        return lines
    }

    /// `rest` on one line (newlines read as spaces), cut to leave room for "…".
    static func truncatedLine(_ rest: ArraySlice<Character>, width: Int) -> String {
        // When the rest fits on the line once newlines read as spaces, nothing is hidden.
        let joined = rest.map { $0.isNewline ? " " : $0 }
        if TerminalCharacterWidth.width(of: String(joined)) <= width {
            var whole = String(joined)
            while whole.last == " " { whole.removeLast() }
            return whole
        }
        let room = width - TerminalCharacterWidth.width(of: ellipsis)
        var kept: [Character] = []
        var used = 0
        for character in rest {
            let shown: Character = character.isNewline ? " " : character
            let columns = TerminalCharacterWidth.width(of: shown)
            if used + columns > room { break }
            kept.append(shown)
            used += columns
        }
        while let last = kept.last, last == " " { kept.removeLast() }
        return String(kept) + String(ellipsis)
    }

    /// The ranges of `characters` that form lines, in order; at most `stopAfter` of them.
    static func lineRanges(of characters: [Character], width: Int, stopAfter: Int) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var paragraphStart = 0
        while paragraphStart < characters.count, result.count < stopAfter {
            var paragraphEnd = paragraphStart
            while paragraphEnd < characters.count, !characters[paragraphEnd].isNewline {
                paragraphEnd += 1
            }
            wrapParagraph(characters, paragraphStart..<paragraphEnd, width: width, into: &result)
            paragraphStart = paragraphEnd + 1
        }
        if result.count > stopAfter { result.removeLast(result.count - stopAfter) }
        return result
    }

    /// Appends the lines of one paragraph (no newlines inside) to `lines`.
    private static func wrapParagraph(
        _ characters: [Character], _ paragraph: Range<Int>, width: Int, into lines: inout [Range<Int>]
    ) {
        var lineStart = paragraph.lowerBound
        var lineEnd = lineStart
        var lineWidth = 0
        var lineHasWords = false
        var pendingSpaces = 0

        func flush() {
            var end = lineEnd
            while end > lineStart, characters[end - 1] == " " { end -= 1 }
            lines.append(lineStart..<end)
            lineHasWords = false
            pendingSpaces = 0
            lineWidth = 0
        }

        var index = paragraph.lowerBound
        while index < paragraph.upperBound {
            var runEnd = index
            if characters[index] == " " {
                while runEnd < paragraph.upperBound, characters[runEnd] == " " { runEnd += 1 }
                let runWidth = runEnd - index
                if index == paragraph.lowerBound {
                    // Indentation: kept when something still fits after it.
                    if runWidth < width {
                        lineEnd = runEnd
                        lineWidth = runWidth
                    } else {
                        lineStart = runEnd
                        lineEnd = runEnd
                    }
                } else {
                    pendingSpaces = runWidth
                }
                index = runEnd
                continue
            }
            var wordWidth = 0
            while runEnd < paragraph.upperBound, characters[runEnd] != " " {
                wordWidth += TerminalCharacterWidth.width(of: characters[runEnd])
                runEnd += 1
            }
            if lineHasWords, lineWidth + pendingSpaces + wordWidth <= width {
                lineEnd = runEnd
                lineWidth += pendingSpaces + wordWidth
                pendingSpaces = 0
            } else {
                if lineHasWords {
                    flush()
                    lineStart = index
                    lineEnd = index
                }
                // Place the word cluster by cluster, breaking it where the line is full.
                for position in index..<runEnd {
                    let columns = TerminalCharacterWidth.width(of: characters[position])
                    if lineWidth > 0, lineWidth + columns > width {
                        flush()
                        lineStart = position
                    }
                    lineEnd = position + 1
                    lineWidth += columns
                }
                lineHasWords = true
                pendingSpaces = 0
            }
            index = runEnd
        }
        flush()
    }
}
