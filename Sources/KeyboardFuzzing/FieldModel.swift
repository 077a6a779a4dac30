import Foundation

/// What the field should hold, worked out from the keyboard's edits alone (what it inserted,
/// deleted, marked, unmarked and moved), apart from the document they went to: a second reading
/// of the edits, in characters, that the document must agree with after every action. The text
/// outside the marked text is what was committed.
public struct FieldModel: Hashable, Sendable {
    /// The whole text, the marked text included.
    public private(set) var text: [Character]
    /// Where the marked text is, nil when nothing is marked.
    public private(set) var marked: Range<Int>?
    /// The selection (a caret when empty).
    public private(set) var selection: Range<Int>

    /// A field holding `text` with the caret at its end.
    public init(text: String = "") {
        self.text = Array(text)
        selection = self.text.count..<self.text.count
    }

    /// The marked text, nil when nothing is marked.
    public var markedText: String? { marked.map { String(text[$0]) } }

    /// The committed text: the text without the marked text.
    public var committed: String {
        guard let marked else { return String(text) }
        return String(text[..<marked.lowerBound]) + String(text[marked.upperBound...])
    }

    /// `insertText`: the text replaces the marked text or the selection; the caret follows it.
    public mutating func insert(_ inserted: String) {
        let target = marked ?? selection
        let characters = Array(inserted)
        text.replaceSubrange(target, with: characters)
        marked = nil
        let caret = target.lowerBound + characters.count
        selection = caret..<caret
    }

    /// `deleteBackward`: the selection, else the character before the caret; the marked text
    /// shrinks or moves with it and ends when nothing of it is left.
    public mutating func deleteBackward() {
        var target = selection
        if target.isEmpty {
            guard target.lowerBound > 0 else { return }
            target = (target.lowerBound - 1)..<target.lowerBound
        }
        text.removeSubrange(target)
        if let range = marked {
            let lower = shifted(range.lowerBound, deleting: target), upper = shifted(range.upperBound, deleting: target)
            marked = lower < upper ? lower..<upper : nil
        }
        selection = target.lowerBound..<target.lowerBound
    }

    /// Where `offset` lands after `deleted` is removed.
    private func shifted(_ offset: Int, deleting deleted: Range<Int>) -> Int {
        if offset <= deleted.lowerBound { return offset }
        return max(deleted.lowerBound, offset - deleted.count)
    }

    /// `setMarkedText`: the marked text (or the selection) replaced by `markedText`, with the
    /// UTF-16 range `selectedRange` of it selected (widened to whole characters; past the end or
    /// `NSNotFound`: the caret after it); "" ends marking.
    public mutating func setMarked(_ markedText: String, selectedRange: NSRange) {
        let target = marked ?? selection
        let characters = Array(markedText)
        text.replaceSubrange(target, with: characters)
        let start = target.lowerBound
        guard !characters.isEmpty else {
            marked = nil
            selection = start..<start
            return
        }
        marked = start..<(start + characters.count)
        var local = characters.count..<characters.count
        if selectedRange.location != NSNotFound, selectedRange.location >= 0, selectedRange.length >= 0,
           selectedRange.location <= markedText.utf16.count {
            local = Self.characterRange(in: characters, utf16: selectedRange.location..<min(markedText.utf16.count, selectedRange.location + selectedRange.length))
        }
        selection = (start + local.lowerBound)..<(start + local.upperBound)
    }

    /// The characters of `characters` that UTF-16 range `utf16` touches: its start rounded down
    /// to a character's start, its end up to a character's end.
    static func characterRange(in characters: [Character], utf16: Range<Int>) -> Range<Int> {
        var starts = [0]
        for character in characters { starts.append(starts[starts.count - 1] + character.utf16.count) }
        let lower = (starts.lastIndex { $0 <= utf16.lowerBound }) ?? 0
        let upper = (starts.firstIndex { $0 >= utf16.upperBound }) ?? characters.count
        return lower..<max(lower, upper)
    }

    /// `unmarkText`: the marked text stays as typed text.
    public mutating func unmark() { marked = nil }

    /// `adjustTextPosition(byCharacterOffset:)`: the caret moves `offset` UTF-16 units from the
    /// selection's end (forward) or start (back), to the far side of a character it lands in,
    /// within the text; a caret outside the marked text commits it.
    public mutating func moveCaret(utf16 offset: Int) {
        var position = offset >= 0 ? selection.upperBound : selection.lowerBound
        var remaining = offset.magnitude
        while remaining > 0 {
            if offset >= 0 {
                guard position < text.count else { break }
                remaining -= min(remaining, UInt(text[position].utf16.count))
                position += 1
            } else {
                guard position > 0 else { break }
                remaining -= min(remaining, UInt(text[position - 1].utf16.count))
                position -= 1
            }
        }
        place(caret: position)
    }

    /// The host puts the caret at `offset` (clamped); outside the marked text it commits it.
    public mutating func place(caret offset: Int) {
        let caret = min(max(0, offset), text.count)
        if let range = marked, !(range.lowerBound...range.upperBound).contains(caret) { marked = nil }
        selection = caret..<caret
    }

    /// Where the model and a document holding `documentText` (marked: `documentMarked`, selection
    /// at grapheme offsets `documentSelection`) differ, nil when they agree. Offsets are compared
    /// only when the text's characters are the model's (an edit can join two characters into one).
    public func difference(text documentText: String, marked documentMarked: String?, selection documentSelection: Range<Int>) -> String? {
        let modelText = String(text)
        if modelText != documentText {
            return "the field holds \(documentText.debugDescription), the keyboard's edits make \(modelText.debugDescription)"
        }
        if markedText != documentMarked {
            return "the field marks \(documentMarked.debugDescription), the keyboard's edits mark \(markedText.debugDescription)"
        }
        if modelText.count == text.count, documentSelection != selection {
            return "the field's selection is \(documentSelection), the keyboard's edits leave \(selection)"
        }
        return nil
    }
}
