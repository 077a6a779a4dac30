import KeyboardLayout
import TextInputModel

/// Plain edits of a `TextDocument` outside a composition, as a system keyboard makes them:
/// punctuation (full-width in Chinese; smart quotes and dashes in English when the field allows),
/// the space with the double-space period, and deleting a word. The controller decides when.
struct DocumentEditing {
    let document: any TextDocument

    /// Types punctuation or another non-letter character in `mode`.
    func typePunctuation(_ text: String, mode: InputMode) {
        let before = document.documentContextBeforeInput
        if mode == .chinese {
            document.insertText(ChinesePunctuation.convert(text, before: before))
            return
        }
        let traits = document.textInputTraits
        if EnglishTextRules.allowsSmartDashes(traits), let edit = EnglishTextRules.smartDash(text, before: before) {
            apply(edit)
        } else if EnglishTextRules.allowsSmartQuotes(traits), let quote = EnglishTextRules.smartQuote(text, before: before) {
            document.insertText(quote)
        } else {
            document.insertText(text)
        }
    }

    /// Types a space, or ". " in place of a second space after a word when `doubleSpacePeriod`
    /// and the field allow it. Returns whether a plain space was typed.
    func typeSpace(doubleSpacePeriod: Bool, previousWasSpace: Bool) -> Bool {
        if doubleSpacePeriod, EnglishTextRules.allowsDoubleSpacePeriod(document.textInputTraits),
           let edit = EnglishTextRules.doubleSpacePeriod(before: document.documentContextBeforeInput, previousWasSpace: previousWasSpace) {
            apply(edit)
            return false
        }
        document.insertText(" ")
        return true
    }

    /// Deletes the selection, or back to the previous word start (a word and the spaces after it; one Han character).
    func deleteWordBackward() {
        guard document.selectedText == nil, let before = document.documentContextBeforeInput, !before.isEmpty else {
            document.deleteBackward()
            return
        }
        let tokenizer = TextTokenizer(before)
        let end = TextPosition(tokenizer.characters.count)
        let start = tokenizer.position(from: end, toBoundary: .word, inDirection: .backward)?.offset ?? 0
        for _ in 0..<max(1, end.offset - start) { document.deleteBackward() }
    }

    /// Replaces characters before the caret.
    func apply(_ edit: EnglishTextRules.Edit) {
        for _ in 0..<edit.deleteCount { document.deleteBackward() }
        document.insertText(edit.insert)
    }
}
