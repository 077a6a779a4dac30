import KeyboardLayout
import PinyinEngine

/// Pinyin as a candidate source: 26-key letters (full or 双拼) and 9-key digits grow the
/// composition, and the bar shows the decoder's candidates.
extension ChineseComposer: CandidateSource {
    /// Whether a composition is in progress.
    var hasInput: Bool { isComposing }

    /// The candidates' texts.
    var candidateTexts: [String] { candidates.map(\.text) }

    /// The marked text while composing.
    var composingText: String? { isComposing ? markedText : nil }

    /// A letter (a–z, either case, and ü) or the syllable separator.
    func takes(_ text: String) -> Bool { Self.takes(text) }

    /// Whether `text` is a pinyin letter (a–z, either case, or ü).
    static func takes(_ text: String) -> Bool {
        guard text.count == 1, let first = text.first else { return false }
        return (first.isASCII && first.isLetter) || text == "ü" || text == "Ü"
    }

    /// Types a letter (ü as `v`) after the text before the caret and shows the marked text.
    func type(_ text: String, touch: KeyTouch?, in host: SourceHost) {
        type(text == "ü" ? "v" : text, touch: touch, after: host.document.documentContextBeforeInput)
        showMarkedText(in: host.document)
    }

    /// Un-picks the last pick, else deletes the last letter or digit.
    func deleteBackward(in host: SourceHost) {
        deleteBackward()
        showMarkedText(in: host.document)
    }

    /// Picks candidate `index` (see `pick(_:in:)` on the document).
    func pick(_ index: Int, in host: SourceHost) -> SourcePick { pick(index, in: host.document) }

    /// Ends the composition (see `end(_:in:)` on the document).
    func end(_ end: CompositionEnd, in host: SourceHost) { self.end(end, in: host.document) }

    /// 9-key: the pinyin choices for the left column while there are any.
    var columnItems: [String]? { nineKeyChoices.isEmpty ? nil : nineKeyChoices }
}
