import KeyboardLayout
import PinyinEngine
import TextInputModel

/// The stage after the router: carries what a key types or deletes to the consumer its
/// `InputRoute` names — the composer (with its marked text), the emoji page's query, the
/// handwriting pad or the document — and reports what the controller must do next.
struct RoutedInput {
    let composer: ChineseComposer
    let pad: HandwritingPad
    let emojiPage: EmojiPage
    let document: any TextDocument

    /// What an input leaves for the controller to do.
    struct Outcome: OptionSet {
        let rawValue: Int
        /// The emoji page's query changed: the page's layout is built again.
        static let emojiQueryChanged = Outcome(rawValue: 1)
        /// The composition was ended first: the candidate grid and highlight reset.
        static let compositionEnded = Outcome(rawValue: 2)
    }

    /// Types a character key's text on `route` in `mode`: the emoji query takes any text; a
    /// letter (already cased) composes or is inserted; anything else ends the composition and is
    /// typed as punctuation. A character written on the pad is committed (its first candidate)
    /// before anything else is typed. `touchPoint` is where the finger landed on the letter's key (for 纠错).
    func type(_ text: String, isLetter: Bool, on route: InputRoute, mode: InputMode, touchPoint: KeyTouch?) -> Outcome {
        if route == .emojiQuery { return emojiPage.type(text) ? .emojiQueryChanged : [] }
        pad.end(.best, in: document)
        guard isLetter, route == .composition else {
            composer.end(.best, in: document)
            if isLetter { document.insertText(text) } else { DocumentEditing(document: document).typePunctuation(text, mode: mode) }
            return .compositionEnded
        }
        composer.type(text == "ü" ? "v" : text, touch: touchPoint, after: document.documentContextBeforeInput)
        composer.showMarkedText(in: document)
        return []
    }

    /// Types a 9-key digit on `route`: it grows the composition, or is typed as itself.
    func typeDigit(_ digit: Int, on route: InputRoute) {
        guard route == .composition else {
            document.insertText(String(digit))
            return
        }
        composer.typeDigit(digit, after: document.documentContextBeforeInput)
        composer.showMarkedText(in: document)
    }

    /// Deletes one character on `route` (the query's, the pinyin's, or the document's) or the pad's
    /// last stroke, or with `word` back to the previous word start in the document.
    func deleteBackward(on route: InputRoute, word: Bool = false) -> Outcome {
        switch route {
        case .emojiQuery: return emojiPage.deleteBackward() ? .emojiQueryChanged : []
        case .composition:
            composer.deleteBackward()
            composer.showMarkedText(in: document)
        case .handwriting: pad.removeLastStroke()
        case .document:
            if word { DocumentEditing(document: document).deleteWordBackward() } else { document.deleteBackward() }
        }
        return []
    }
}
