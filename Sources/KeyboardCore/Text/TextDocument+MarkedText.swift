import TextInputModel

extension TextDocument {
    /// False while the field is empty and asks `enablesReturnKeyAutomatically` and nothing is composed.
    func isReturnKeyEnabled(composing: Bool) -> Bool {
        !textInputTraits.enablesReturnKeyAutomatically || hasText || composing
    }

    /// Where the document's caret is in `shown` (the marked text the keyboard set) while the
    /// document still shows it around the caret (`expected` first, the caret the keyboard put
    /// there); nil when it does not (the host moved the caret out, selected text, changed it).
    func caret(inMarkedText shown: String, expected: Int) -> Int? {
        guard selectedText == nil else { return nil }
        let before = documentContextBeforeInput ?? "", after = documentContextAfterInput ?? ""
        let characters = Array(shown)
        func fits(_ caret: Int) -> Bool {
            before.hasSuffix(String(characters[..<caret])) && after.hasPrefix(String(characters[caret...]))
        }
        if (0...characters.count).contains(expected), fits(expected) { return expected }
        return (0...characters.count).reversed().first(where: fits)
    }
}
