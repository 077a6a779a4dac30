import KeyGeometry
import KeyboardLayout
import ChineseEngine
import TextInputModel

/// The stage after the router: carries what a key types, deletes or picks to the consumer its
/// `InputRoute` names — the active input form (`CandidateSource`), the emoji page's query or the
/// document — and reports what the controller must do next. Made per action from the keyboard's
/// state then; what edits the emoji query writes the state's overlay (`Overlay.emojiSearch`),
/// passed in.
struct RoutedInput {
    let source: any CandidateSource
    let host: SourceHost
    let emojiPage: EmojiPage
    /// Where input goes now.
    let router: InputRouter
    /// The keyboard's state now (mode, shift, the highlighted candidate).
    let state: KeyboardState

    /// The document typed into.
    var document: any TextDocument { host.document }

    /// What an input leaves for the controller to do.
    struct Outcome: OptionSet {
        let rawValue: Int
        /// What the emoji page shows changed (its query, its recents): its layout is built again.
        static let emojiPageChanged = Outcome(rawValue: 1)
        /// The composition was ended (committed or left): the candidate views and highlight reset.
        static let compositionEnded = Outcome(rawValue: 2)
        /// Part of the input was converted and input goes on: the grid's page and the highlight reset.
        static let inputContinued = Outcome(rawValue: 4)
        /// A letter used the one-shot shift: it goes off.
        static let shiftUsed = Outcome(rawValue: 8)
        /// A plain space was typed into the document (for the double-space period).
        static let typedSpace = Outcome(rawValue: 16)
    }

    /// Types a character key's `text` where the router sends it. A soft key's letter follows
    /// shift when `appliesShift` (a physical key gives it already cased, and leaves shift alone);
    /// `touchPoint` is where the finger landed on the key (for 纠错); `overlay` holds the emoji query.
    func typeCharacter(_ text: String, appliesShift: Bool, touchPoint: KeyTouch?, overlay: inout Overlay) -> Outcome {
        // A cased letter, ASCII or not (a long press's é follows shift as e does).
        let letter = text.count == 1 && (text.first.map { $0.isLetter && $0.isCased } ?? false)
        let shifted = (appliesShift && state.shift.isUppercase) || (text != text.lowercased() && text != "ü")
        let typed = letter && shifted ? ShiftState.locked.cased(text) : text
        let route = router.routeCharacter(isInput: source.takes(typed), uppercase: letter && shifted)
        let outcome = type(typed, isLetter: letter, on: route, touchPoint: touchPoint, overlay: &overlay)
        return letter && route != .emojiQuery && appliesShift && state.shift == .once ? outcome.union(.shiftUsed) : outcome
    }

    /// Types `text` on `route`: the emoji query takes any text; the composition takes its form's
    /// input; anything else ends the input in progress (its best candidate) and is inserted (a
    /// letter, already cased) or typed as punctuation in the keyboard's mode.
    func type(_ text: String, isLetter: Bool, on route: InputRoute, touchPoint: KeyTouch?, overlay: inout Overlay) -> Outcome {
        switch route {
        case .emojiQuery: return emojiPage.type(text, overlay: &overlay) ? .emojiPageChanged : []
        case .composition:
            host.act(on: source) { source.type(text, touch: touchPoint, in: host) }
            return []
        case .document:
            host.end(source, .best)
            if isLetter { document.insertText(text) } else { DocumentEditing(document: document).typePunctuation(text, mode: state.keyboard.mode) }
            return .compositionEnded
        }
    }

    /// The space bar: a space in the emoji query, the highlighted candidate picked while
    /// composing, else a space in the document (". " after a word and a space when
    /// `doubleSpacePeriod`; `previousWasSpace` says whether the last action typed one).
    func space(doubleSpacePeriod: Bool, previousWasSpace: Bool, overlay: inout Overlay) -> Outcome {
        switch router.editRoute {
        case .emojiQuery: return type(" ", isLetter: false, on: .emojiQuery, touchPoint: nil, overlay: &overlay)
        case .composition: return pick(state.highlightedCandidate)
        case .document:
            let plain = DocumentEditing(document: document).typeSpace(doubleSpacePeriod: doubleSpacePeriod, previousWasSpace: previousWasSpace)
            return plain ? .typedSpace : []
        }
    }

    /// Picks candidate `index` of the active form, or a 联想 prediction when it has no input
    /// (`SourceHost.pick(_:of:)`: the commit goes through the stage).
    func pick(_ index: Int) -> Outcome {
        switch host.pick(index, of: source) {
        case .committed: .compositionEnded
        case .continued: .inputContinued
        case .nothing: []
        }
    }

    /// Commits text that comes from no input form (an emoji, text a key inserts) after ending the
    /// input in progress (its best candidates).
    func insert(_ commit: Commit) -> Outcome {
        guard !commit.text.isEmpty else { return [] }
        host.end(source, .best)
        host.commits.apply(commit)
        return state.keyboard.page == .emoji && !commit.emoji.isEmpty ? [.compositionEnded, .emojiPageChanged] : .compositionEnded
    }

    /// Deletes one unit on the router's edit route (the query's character, the input form's last
    /// unit, the document's character), or with `word` back to the previous word start in the
    /// document; `overlay` holds the emoji query.
    func deleteBackward(word: Bool = false, overlay: inout Overlay) -> Outcome {
        switch router.editRoute {
        case .emojiQuery: return emojiPage.deleteBackward(overlay: &overlay) ? .emojiPageChanged : []
        case .composition: host.act(on: source) { source.deleteBackward(in: host) }
        case .document:
            if word { DocumentEditing(document: document).deleteWordBackward() } else { document.deleteBackward() }
        }
        return []
    }
}
