/// The editing keys: what a key press does to the text on the router's route (the composition,
/// the emoji query or the document). The keyboard's own keys (shift, pages, modes, panels, the
/// globe) stay the controller's.
extension RoutedInput {
    /// What the space bar needs to know of the keyboard: whether two spaces make a period, and
    /// whether the last action typed a space; and whether the return key acts in the document.
    struct Editing {
        /// Two spaces after a word make ". " (English, the setting on).
        var doubleSpacePeriod = false
        /// The last action typed a space.
        var previousWasSpace = false
        /// The return key types a newline in the document.
        var returnEnabled = true
    }

    /// Carries out `press` if it edits text (a character, a symbol, a delete, space, return, a
    /// pick, the caret), with `overlay` holding the emoji query; nil for the keyboard's own keys.
    func edit(_ press: KeyPress, _ editing: Editing, overlay: inout Overlay) -> Outcome? {
        switch press.action {
        case .character(let text):
            return typeCharacter(text, appliesShift: press.gesture != .physicalKey, touchPoint: press.touchPoint, overlay: &overlay)
        case .insertText(let text) where press.gesture == .swipeUp && source.hasInput && source.takes(text):
            // A key's swiped-up symbol the composition takes (粤拼's tone, v模式's digit) joins it, as typed.
            return type(text, isLetter: false, on: .composition, touchPoint: nil, overlay: &overlay)
        case .insertText(let text): return insert(Commit(text))
        case .insertEmoji(let emoji): return insert(Commit(emoji, from: .emoji, picked: Commit.Picked(emoji)))
        case .backspace: return deleteBackward(overlay: &overlay)
        case .deleteWordBackward: return deleteBackward(word: true, overlay: &overlay)
        case .space: return space(doubleSpacePeriod: editing.doubleSpacePeriod, previousWasSpace: editing.previousWasSpace, overlay: &overlay)
        case .returnKey where router.editRoute == .composition: return end(.raw)
        case .returnKey where router.editRoute == .document:
            if editing.returnEnabled { document.insertText("\n") }
            return []
        // A digit no form took is typed as itself; a held candidate no form has a menu for is picked.
        case .nineKey(let digit, _):
            document.insertText(String(digit))
            return []
        case .command(.selectCandidate(let index)), .command(.openCandidateMenu(let index)): return pick(index)
        case .moveCursor(let offset): return moveCaret(by: offset)
        case .cancelComposition: return end(.discard)
        default: return nil
        }
    }
}
