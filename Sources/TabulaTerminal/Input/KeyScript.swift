/// The `--script KEYS` notation: a string of key presses for running a terminal program
/// without a keyboard.
///
/// - Every character is a key press of itself (`jjk/q`), except that a space is
///   ``Key/space``, a newline ``Key/enter`` and a tab ``Key/tab``.
/// - `<name>` is a named key (case-insensitive): `<up>` `<down>` `<left>` `<right>`
///   `<pgup>` `<pgdn>` (also `<pageup>` `<pagedown>`) `<home>` `<end>` `<tab>`
///   `<s-tab>` (also `<backtab>`) `<enter>` (also `<cr>` `<return>`) `<space>` `<esc>`
///   (also `<escape>`) `<bs>` (also `<backspace>`) `<del>` (also `<delete>`), `<c-x>` for
///   Ctrl with a letter, and `<lt>` for a literal `<`.
///
/// Example: `"jj<pgdn><enter>/cat<enter>q"`. ``Key/description`` writes a key in this
/// notation, so `parse(keys.map(\.description).joined())` gives `keys` back.
public enum KeyScript {
    /// Named keys by lower-case name.
    static let keyNames: [String: Key] = [
        "up": .up, "down": .down, "left": .left, "right": .right,
        "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown,
        "home": .home, "end": .end, "tab": .tab, "s-tab": .shiftTab, "backtab": .shiftTab,
        "enter": .enter, "cr": .enter, "return": .enter, "space": .space,
        "esc": .escape, "escape": .escape, "bs": .backspace, "backspace": .backspace,
        "del": .delete, "delete": .delete, "lt": .character("<"),
    ]

    /// The keys `script` spells.
    /// - Throws: ``KeyScriptError`` for an unknown `<name>` or a `<` without `>`.
    public static func parse(_ script: String) throws(KeyScriptError) -> [Key] {
        let characters = Array(script)
        var keys: [Key] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard character == "<" else {
                keys.append(key(for: character))
                index += 1
                continue
            }
            guard let close = characters[(index + 1)...].firstIndex(of: ">") else {
                throw .unterminatedKeyName(offset: index, length: characters.count)
            }
            let name = String(characters[(index + 1)..<close])
            guard let named = namedKey(name.lowercased()) else {
                throw .unknownKeyName(name, offset: index, length: characters.count)
            }
            keys.append(named)
            index = close + 1
        }
        return keys
    }

    private static func key(for character: Character) -> Key {
        switch character {
        case " ": return .space
        case "\t": return .tab
        case _ where character.isNewline: return .enter
        default: return .character(character)
        }
    }

    private static func namedKey(_ name: String) -> Key? {
        if let key = keyNames[name] { return key }
        if name.count == 3, name.hasPrefix("c-"), let letter = name.last,
            letter.isASCII, letter.isLetter
        {
            return .control(letter)
        }
        return nil
    }
}
