/// The code point ranges a terminal draws two columns wide: East Asian Wide (W) and
/// Fullwidth (F) characters and the emoji that default to emoji presentation.
///
/// Written from the block structure of Unicode's `EastAsianWidth.txt` and the emoji
/// presentation list, grouped into ranges (unassigned code points inside a wide block
/// count as wide, which is what terminals do for them). Sorted and non-overlapping, so
/// lookup is a binary search.
enum EastAsianWidthTable {
    /// Inclusive ranges of two-column code points, sorted by lower bound.
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x231A...0x231B,  // watch, hourglass
        0x2329...0x232A,  // angle brackets
        0x23E9...0x23EC,  // media control emoji
        0x23F0...0x23F0,  // alarm clock
        0x23F3...0x23F3,  // hourglass with flowing sand
        0x25FD...0x25FE,  // medium small squares
        0x2614...0x2615,  // umbrella with rain, hot beverage
        0x2648...0x2653,  // zodiac signs
        0x267F...0x267F,  // wheelchair
        0x2693...0x2693,  // anchor
        0x26A1...0x26A1,  // high voltage
        0x26AA...0x26AB,  // medium circles
        0x26BD...0x26BE,  // soccer ball, baseball
        0x26C4...0x26C5,  // snowman, sun behind cloud
        0x26CE...0x26CE,  // Ophiuchus
        0x26D4...0x26D4,  // no entry
        0x26EA...0x26EA,  // church
        0x26F2...0x26F3,  // fountain, golf
        0x26F5...0x26F5,  // sailboat
        0x26FA...0x26FA,  // tent
        0x26FD...0x26FD,  // fuel pump
        0x2705...0x2705,  // check mark button
        0x270A...0x270B,  // raised fist, raised hand
        0x2728...0x2728,  // sparkles
        0x274C...0x274C,  // cross mark
        0x274E...0x274E,  // cross mark button
        0x2753...0x2755,  // question and exclamation ornaments
        0x2757...0x2757,  // exclamation mark
        0x2795...0x2797,  // heavy plus, minus, division
        0x27B0...0x27B0,  // curly loop
        0x27BF...0x27BF,  // double curly loop
        0x2B1B...0x2B1C,  // large squares
        0x2B50...0x2B50,  // star
        0x2B55...0x2B55,  // heavy large circle
        0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK strokes, enclosed CJK, CJK compatibility
        0x3400...0x4DBF,  // CJK Unified Ideographs Extension A
        0x4E00...0x9FFF,  // CJK Unified Ideographs
        0xA000...0xA4CF,  // Yi syllables and radicals
        0xA960...0xA97F,  // Hangul Jamo Extended-A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // fullwidth ASCII variants and brackets
        0xFFE0...0xFFE6,  // fullwidth signs
        0x16FE0...0x16FFF,  // ideographic symbols and punctuation
        0x17000...0x18CFF,  // Tangut, Khitan
        0x18D00...0x18D8F,  // Tangut supplement
        0x1AFF0...0x1B2FF,  // Kana extended, Kana supplement, small Kana, Nushu
        0x1F004...0x1F004,  // mahjong red dragon
        0x1F0CF...0x1F0CF,  // joker
        0x1F18E...0x1F18E,  // AB button
        0x1F191...0x1F19A,  // squared CL … VS
        0x1F1E6...0x1F1FF,  // regional indicators (flags are pairs of these)
        0x1F200...0x1F2FF,  // enclosed ideographic supplement
        0x1F300...0x1F320,  // weather, landscape emoji
        0x1F32D...0x1F335,  // food, plants
        0x1F337...0x1F37C,  // plants, food, drink
        0x1F37E...0x1F393,  // drink, celebration
        0x1F3A0...0x1F3CA,  // activities, sports
        0x1F3CF...0x1F3D3,  // sports
        0x1F3E0...0x1F3F0,  // buildings
        0x1F3F4...0x1F3F4,  // black flag
        0x1F3F8...0x1F43E,  // sports, skin tone modifiers, animals
        0x1F440...0x1F440,  // eyes
        0x1F442...0x1F4FC,  // body parts, people, objects
        0x1F4FF...0x1F53D,  // objects, symbols
        0x1F54B...0x1F54E,  // religious buildings
        0x1F550...0x1F567,  // clock faces
        0x1F57A...0x1F57A,  // man dancing
        0x1F595...0x1F596,  // hand gestures
        0x1F5A4...0x1F5A4,  // black heart
        0x1F5FB...0x1F64F,  // landmarks, smileys, gestures
        0x1F680...0x1F6C5,  // transport
        0x1F6CC...0x1F6CC,  // sleeping accommodation
        0x1F6D0...0x1F6D2,  // place of worship, shopping trolley
        0x1F6D5...0x1F6D8,  // hindu temple, hut, elevator, landslide
        0x1F6DC...0x1F6DF,  // wireless, playground slide, wheel, ring buoy
        0x1F6EB...0x1F6EC,  // airplane departure, arrival
        0x1F6F4...0x1F6FC,  // scooters, boats
        0x1F7E0...0x1F7EB,  // coloured circles and squares
        0x1F7F0...0x1F7F0,  // heavy equals sign
        0x1F90C...0x1F93A,  // hands, people
        0x1F93C...0x1F945,  // sports
        0x1F947...0x1F9FF,  // medals, food, animals, people, objects
        0x1FA70...0x1FAFF,  // symbols and pictographs extended-A
        0x20000...0x2FFFD,  // CJK Unified Ideographs Extensions B–F, compatibility supplement
        0x30000...0x3FFFD,  // CJK Unified Ideographs Extensions G–H
    ]

    /// Whether `value` is in one of ``wideRanges``.
    static func isWide(_ value: UInt32) -> Bool {
        // Everything below the first wide code point is narrow: the common ASCII and Latin
        // case never searches.
        guard value >= 0x1100 else { return false }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
