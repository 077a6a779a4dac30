extension TextTokenizer {
    /// What a character contributes to word segmentation.
    enum WordClass: Equatable {
        /// A Han character (or 々, 〇): a word by itself.
        case han
        /// Hiragana: runs form words.
        case hiragana
        /// Katakana (with the prolonged sound mark ー): runs form words.
        case katakana
        /// An emoji: a word by itself.
        case emoji
        /// A letter or digit of any other script (Latin, Cyrillic, Hangul, full-width forms…).
        case alphanumeric
        /// Whitespace, punctuation, symbols: never part of a word (except as a joiner).
        case other
    }

    static func wordClass(of character: Character) -> WordClass {
        guard let scalar = character.unicodeScalars.first else { return .other }
        switch scalar.value {
        case 0x3005, 0x3007: return .han  // 々 〇
        case 0x3041...0x309F: return .hiragana
        case 0x30A1...0x30FA, 0x30FC...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: return .katakana
        default: break
        }
        if scalar.properties.isIdeographic { return .han }
        if isEmoji(character) { return .emoji }
        if character.isLetter || character.isNumber || character == "_" { return .alphanumeric }
        return .other
    }

    /// Emoji presentation by default, or forced by VS16, a keycap, a skin tone or a ZWJ.
    static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, first.properties.isEmoji else { return false }
        if first.properties.isEmojiPresentation { return true }
        return scalars.contains { [0xFE0F, 0x20E3, 0x200D].contains($0.value) || $0.properties.isEmojiModifier }
    }

    /// Joins two letters or digits into one word: apostrophes and a full stop ("don't", "e.g").
    static func joinsLetters(_ character: Character) -> Bool {
        character == "'" || character == "’" || character == "."
    }

    /// Joins two digits into one number: a thousands comma ("1,000").
    static func joinsDigits(_ character: Character) -> Bool {
        character == ","
    }

    static func words(in characters: [Character]) -> [TextRange] {
        let classes = characters.map(wordClass(of:))
        var words: [TextRange] = []
        var index = 0
        while index < characters.count {
            let kind = classes[index]
            var end = index + 1
            switch kind {
            case .han, .emoji:
                break
            case .hiragana, .katakana:
                while end < characters.count, classes[end] == kind { end += 1 }
            case .alphanumeric:
                while end < characters.count {
                    if classes[end] == .alphanumeric {
                        end += 1
                    } else if end + 1 < characters.count, classes[end + 1] == .alphanumeric,
                        joinsLetters(characters[end])
                            || joinsDigits(characters[end]) && characters[end - 1].isNumber
                                && characters[end + 1].isNumber
                    {
                        end += 2
                    } else {
                        break
                    }
                }
            case .other:
                index = end
                continue
            }
            words.append(TextRange(index..<end))
            index = end
        }
        return words
    }
}
