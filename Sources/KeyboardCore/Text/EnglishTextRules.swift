import TextInputModel

/// The English typing conveniences as pure decisions over the text before the caret: a double
/// space types ". ", straight quotes curl, "--" becomes "—". Each returns an `Edit` (how many
/// characters to delete before inserting what) or nil when the rule does not apply.
public enum EnglishTextRules {
    /// Replace the last `deleteCount` characters before the caret with `insert`: what a rule
    /// returns (only the rules make one).
    public struct Edit: Hashable, Sendable {
        /// How many characters before the caret to delete first.
        public var deleteCount: Int
        /// The text to insert then.
        public var insert: String
    }

    /// A space right after a space the user just typed, itself after a word, becomes ". "
    /// (as iOS's "." shortcut). `previousWasSpace` says the last key was the space bar.
    public static func doubleSpacePeriod(before: String?, previousWasSpace: Bool) -> Edit? {
        guard previousWasSpace, let before, before.last == " " else { return nil }
        let rest = before.dropLast()
        guard let last = rest.last, last.isLetter || last.isNumber || ")”’\"'".contains(last) else { return nil }
        return Edit(deleteCount: 1, insert: ". ")
    }

    /// A straight quote typed after `before`, curled: opening at the start, after whitespace or an
    /// opening bracket or dash; closing (or an apostrophe) otherwise. Nil for other text.
    public static func smartQuote(_ text: String, before: String?) -> String? {
        guard text == "\"" || text == "'" else { return nil }
        let opens: Bool
        if let last = before?.last {
            opens = last.isWhitespace || "([{“‘—–-".contains(last)
        } else {
            opens = true
        }
        if text == "\"" { return opens ? "“" : "”" }
        return opens ? "‘" : "’"
    }

    /// A hyphen typed right after a hyphen becomes an em dash.
    public static func smartDash(_ text: String, before: String?) -> Edit? {
        guard text == "-", before?.last == "-" else { return nil }
        return Edit(deleteCount: 1, insert: "—")
    }

    /// Whether smart quotes apply to a field with these traits.
    public static func allowsSmartQuotes(_ traits: TextInputTraits) -> Bool {
        traits.smartQuotesType != .no && !traits.isSecureTextEntry && !Self.isCodeLike(traits.keyboardType)
    }

    /// Whether smart dashes apply to a field with these traits.
    public static func allowsSmartDashes(_ traits: TextInputTraits) -> Bool {
        traits.smartDashesType != .no && !traits.isSecureTextEntry && !Self.isCodeLike(traits.keyboardType)
    }

    /// Whether the double-space period applies (not in secure, URL, e-mail or web-search fields).
    public static func allowsDoubleSpacePeriod(_ traits: TextInputTraits) -> Bool {
        !traits.isSecureTextEntry && !Self.isCodeLike(traits.keyboardType) && traits.keyboardType != .webSearch
    }

    /// URLs, addresses and numbers must keep the characters typed.
    static func isCodeLike(_ type: KeyboardType) -> Bool {
        switch type {
        case .url, .emailAddress, .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad, .namePhonePad: true
        default: false
        }
    }
}
