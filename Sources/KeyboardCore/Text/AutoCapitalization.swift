import KeyboardLayout
import TextInputModel

/// Decides whether the next letter is upper case, from the field's `autocapitalizationType` and
/// the text before the caret. A pure decision; the controller sets shift from it.
public enum AutoCapitalization {
    /// Whether text typed after `before` should start with a capital.
    public static func shouldCapitalize(_ type: AutocapitalizationType, before: String?) -> Bool {
        switch type {
        case .none: return false
        case .allCharacters: return true
        case .words:
            guard let last = before?.last else { return true }
            return last.isWhitespace
        case .sentences:
            guard let before, !before.isEmpty else { return true }
            // Only the tail matters: the last sentence and the whitespace after it.
            let tail = String(before.suffix(64))
            let tokenizer = TextTokenizer(tail)
            return tokenizer.isAtSentenceStart(TextPosition(tokenizer.characters.count))
        }
    }
}

extension AutoCapitalization {
    /// The shift state after a change of text: English letters follow the field's auto-capitalisation;
    /// caps lock, other pages and modes keep `shift`; password fields are never capitalised for the
    /// user (as on iOS), whatever they ask. The text before the caret is read only when needed
    /// (not on every Chinese keystroke).
    static func shift(
        _ shift: ShiftState, mode: InputMode, page: KeyboardPage, field: FieldKeyboard, traits: TextInputTraits,
        before: @autoclosure () -> String?
    ) -> ShiftState {
        guard shift != .locked, mode == .english, page == .letters, field != .secure else { return shift }
        return shouldCapitalize(traits.autocapitalizationType, before: before()) ? .once : .off
    }
}
