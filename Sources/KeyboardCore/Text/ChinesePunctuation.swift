/// Chinese-mode punctuation: ASCII marks typed in Chinese mode become their full-width forms,
/// and quotes alternate between opening and closing (“” and ‘’) following the text before the caret.
public enum ChinesePunctuation {
    /// Full-width forms of the ASCII marks Chinese input methods convert.
    public static let fullWidth: [String: String] = [
        ",": "，", ".": "。", "?": "？", "!": "！", ":": "：", ";": "；", "(": "（", ")": "）",
        "<": "《", ">": "》", "[": "【", "]": "】", "{": "｛", "}": "｝", "\\": "、", "^": "……", "_": "——",
        "$": "￥", "~": "～",
    ]

    /// What typing `text` in Chinese mode inserts after `before`; `text` itself when no rule applies.
    public static func convert(_ text: String, before: String?) -> String {
        switch text {
        case "\"", "“", "”": return quote(open: "“", close: "”", before: before)
        case "'", "‘", "’": return quote(open: "‘", close: "’", before: before)
        default: return fullWidth[text] ?? text
        }
    }

    /// Whether `text` is punctuation that ends a composition when typed (it commits the best candidate first).
    public static func isPunctuation(_ text: String) -> Bool {
        guard let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1 else { return false }
        return scalar.properties.generalCategory.isPunctuationOrSymbol
    }

    /// The opening mark unless the last of the pair before the caret is an unclosed opening one.
    static func quote(open: Character, close: Character, before: String?) -> String {
        guard let before else { return String(open) }
        for character in before.reversed() {
            if character == open { return String(close) }
            if character == close { return String(open) }
        }
        return String(open)
    }
}

extension Unicode.GeneralCategory {
    var isPunctuationOrSymbol: Bool {
        switch self {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            true
        default:
            false
        }
    }
}
