/// How many terminal columns text takes, measured per grapheme cluster (Swift `Character`).
///
/// A cluster's width is decided by its first scalar: East Asian Wide and Fullwidth
/// characters and emoji take two columns, everything printable else one, control
/// characters and a lone combining mark or format character zero. Combining marks that
/// follow a base are part of its cluster and add nothing. A cluster containing U+FE0F
/// (emoji presentation selector) takes two columns; U+FE0E (text presentation) after a
/// wide emoji makes it one column.
public enum TerminalCharacterWidth {
    /// The number of columns `character` takes: 0, 1 or 2.
    public static func width(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        let base = scalarWidth(first)
        if scalars.count == 1 { return base }
        if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        if base == 2, scalars.contains(where: { $0.value == 0xFE0E }) { return 1 }
        return base
    }

    /// The number of columns `text` takes on one line (the sum of its clusters' widths).
    public static func width(of text: some StringProtocol) -> Int {
        var total = 0
        for character in text {
            total += width(of: character)
        }
        return total
    }

    /// The width of a single scalar standing at the start of a cluster.
    static func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        // C0 controls, DEL and C1 controls draw nothing.
        if value < 0x20 || (0x7F...0x9F).contains(value) { return 0 }
        if value < 0x300 { return 1 }
        // Fast paths for scripts and symbols drawn every frame (no marks, no wide
        // characters): Greek and Cyrillic letters, box drawing and block elements.
        if (0x370...0x482).contains(value) || (0x48A...0x52F).contains(value)
            || (0x2500...0x259F).contains(value)
        {
            return 1
        }
        if EastAsianWidthTable.isWide(value) { return 2 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return 0
        default:
            // Hangul medial vowels and final consonants join the preceding initial.
            if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
            return 1
        }
    }
}
