import KeyboardLayout
import PinyinEngine
import TextInputModel

/// The stage after the router: carries what a key types or deletes to the consumer its
/// `InputRoute` names — the active input form (`CandidateSource`), the emoji page's query or the
/// document — and reports what the controller must do next.
struct RoutedInput {
    let source: any CandidateSource
    let host: SourceHost
    let emojiPage: EmojiPage

    /// The document typed into.
    var document: any TextDocument { host.document }

    /// What an input leaves for the controller to do.
    struct Outcome: OptionSet {
        let rawValue: Int
        /// The emoji page's query changed: the page's layout is built again.
        static let emojiQueryChanged = Outcome(rawValue: 1)
        /// The composition was ended first: the candidate grid and highlight reset.
        static let compositionEnded = Outcome(rawValue: 2)
    }

    /// Types a character key's text on `route` in `mode`: the emoji query takes any text; the
    /// composition takes its form's input; anything else ends the input in progress (its best
    /// candidate) and is inserted (a letter, already cased) or typed as punctuation. `touchPoint`
    /// is where the finger landed on the key (for 纠错).
    func type(_ text: String, isLetter: Bool, on route: InputRoute, mode: InputMode, touchPoint: KeyTouch?) -> Outcome {
        switch route {
        case .emojiQuery: return emojiPage.type(text) ? .emojiQueryChanged : []
        case .composition:
            source.type(text, touch: touchPoint, in: host)
            return []
        case .document:
            host.end(source, .best)
            if isLetter { document.insertText(text) } else { DocumentEditing(document: document).typePunctuation(text, mode: mode) }
            return .compositionEnded
        }
    }

    /// Deletes one unit on `route` (the query's character, the input form's last unit, the
    /// document's character), or with `word` back to the previous word start in the document.
    func deleteBackward(on route: InputRoute, word: Bool = false) -> Outcome {
        switch route {
        case .emojiQuery: return emojiPage.deleteBackward() ? .emojiQueryChanged : []
        case .composition: source.deleteBackward(in: host)
        case .document:
            if word { DocumentEditing(document: document).deleteWordBackward() } else { document.deleteBackward() }
        }
        return []
    }
}
