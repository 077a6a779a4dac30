import Foundation

/// The simplest model of the store's rules: an array of Characters, a selection and a marked
/// range as plain integer pairs, edited with array splices. Only valid for texts whose pieces do
/// not merge into new grapheme clusters when joined (see `PropertyAlphabet.nonMerging`).
struct ReferenceTextModel: Equatable {
    var characters: [Character] = []
    var selection: (start: Int, end: Int) = (0, 0)
    var marked: (start: Int, end: Int)?

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.characters == rhs.characters && lhs.selection == rhs.selection
            && lhs.marked?.start == rhs.marked?.start && lhs.marked?.end == rhs.marked?.end
    }

    var text: String { String(characters) }

    mutating func insertText(_ text: String) {
        let (a, b) = marked ?? selection
        characters.replaceSubrange(a..<b, with: Array(text))
        marked = nil
        selection = (a + text.count, a + text.count)
    }

    mutating func deleteBackward() {
        let a: Int
        let b: Int
        if selection.start < selection.end {
            (a, b) = selection
        } else if selection.start > 0 {
            (a, b) = (selection.start - 1, selection.start)
        } else {
            return
        }
        characters.removeSubrange(a..<b)
        func map(_ p: Int) -> Int { p < a ? p : (p > b ? p - (b - a) : a) }
        if let (ms, me) = marked {
            let moved = (map(ms), map(me))
            marked = moved.0 == moved.1 ? nil : moved
        }
        selection = (a, a)
    }

    /// Returns false for a range outside the text.
    mutating func replace(_ start: Int, _ end: Int, with text: String) -> Bool {
        let (a, b) = (min(start, end), max(start, end))
        guard a >= 0, b <= characters.count else { return false }
        marked = nil
        characters.replaceSubrange(a..<b, with: Array(text))
        func map(_ p: Int) -> Int { p < a ? p : (p > b ? p + text.count - (b - a) : a + text.count) }
        selection = (map(selection.start), map(selection.end))
        return true
    }

    mutating func replaceAll(with text: String) {
        characters = Array(text)
        marked = nil
        selection = (characters.count, characters.count)
    }

    mutating func setMarkedText(_ text: String, selectedRange: Range<Int>) {
        let (a, b) = marked ?? selection
        characters.replaceSubrange(a..<b, with: Array(text))
        if text.isEmpty {
            marked = nil
            selection = (a, a)
            return
        }
        marked = (a, a + text.count)
        let lower = min(max(selectedRange.lowerBound, 0), text.count)
        let upper = min(max(selectedRange.upperBound, lower), text.count)
        selection = (a + lower, a + upper)
    }

    mutating func unmarkText() { marked = nil }

    mutating func select(_ start: Int, _ end: Int) {
        let count = characters.count
        let (s, e) = (min(max(start, 0), count), min(max(end, 0), count))
        let (a, b) = (min(s, e), max(s, e))
        if let (ms, me) = marked, !(ms <= a && b <= me) { marked = nil }
        selection = (a, b)
    }

    /// UTF-16 offset of grapheme boundary `position`.
    func utf16Offset(_ position: Int) -> Int {
        characters[..<position].reduce(0) { $0 + $1.utf16.count }
    }

    /// The proxy's move: UTF-16 units from the selection's end (forward) or start (backward),
    /// landing on the far side of a cluster it would split.
    mutating func adjustTextPosition(byUTF16 offset: Int) {
        let from = offset >= 0 ? selection.end : selection.start
        let total = utf16Offset(characters.count)
        let target = min(max(utf16Offset(from) + offset, 0), total)
        let boundaries = (0...characters.count)
        let landing =
            offset >= 0
            ? boundaries.first { utf16Offset($0) >= target }!
            : boundaries.last { utf16Offset($0) <= target }!
        select(landing, landing)
    }

    /// The proxy's marked text: the UTF-16 selected range widened to whole clusters of `text`.
    mutating func setMarkedText(_ text: String, selectedUTF16 range: NSRange) {
        let pieces = Array(text)
        let prefix = (0...pieces.count).map { pieces[..<$0].reduce(0) { $0 + $1.utf16.count } }
        var graphemes = pieces.count..<pieces.count
        if range.location != NSNotFound, range.location >= 0, range.length >= 0, range.location <= prefix.last! {
            let upperUTF16 = range.location + min(range.length, prefix.last! - range.location)
            let lower = prefix.lastIndex { $0 <= range.location }!
            let upper = prefix.firstIndex { $0 >= upperUTF16 }!
            graphemes = lower..<upper
        }
        setMarkedText(text, selectedRange: graphemes)
    }
}
