import KeyGeometry
import KeyboardLayout
import ChineseEngine

/// Pinyin as a candidate source: 26-key letters (full or 双拼) and 9-key digits grow the
/// composition, shown as marked text, and the bar shows the decoder's candidates; a complete pick
/// or an end hands its `Commit` (the picks to learn, the words 联想 reads after) to the commit stage.
extension ChineseComposer: CandidateSource {
    /// Whether a composition is in progress.
    var hasInput: Bool { isComposing }

    /// The candidates' texts.
    var candidateTexts: [String] { candidates.map(\.text) }

    /// The note under each candidate: an entered code table's (拆字's reading, 焱 `yàn`), else none.
    var candidateNotes: [String] {
        candidates.map { if case .code(let note) = $0.source { note } else { "" } }
    }

    /// The candidates the memory ranks: a 滑行 gesture's words (chosen after the text before the
    /// gesture), or an entered code table's texts (拆字's, after the text before the input). The
    /// engine's own candidates are ranked by its learner (the readings every form teaches).
    var rankedByMemory: RankedCandidates? {
        if isGestureComposition {
            let count = min(gestureWords, candidates.count)
            return ranked(0..<count, after: gestureContext)
        }
        guard let start = candidates.firstIndex(where: \.isEnteredCode) else { return nil }
        let end = candidates[start...].firstIndex { !$0.isEnteredCode } ?? candidates.endIndex
        return ranked(start..<end, after: textBeforeInput)
    }

    /// The candidates in `range`, remembered after `textBefore`.
    private func ranked(_ range: Range<Int>, after textBefore: String) -> RankedCandidates {
        RankedCandidates(kind: .chinese, after: textBefore, texts: candidates[range].map(\.text)) { [self] order in
            candidates.replaceSubrange(range, with: order.map { candidates[range.lowerBound + $0] })
        }
    }

    /// The marked text while composing.
    var composingText: String? { isComposing ? markedText : nil }

    /// A letter (a–z, either case, and ü) or the syllable separator; in v模式 also digits,
    /// a point, operators and parentheses; a tone digit after a syllable where tones end syllables (粤拼, 地球拼音).
    func takes(_ text: String) -> Bool { Self.takes(text) || takesVModeCharacter(text) || takesToneDigit(text) }

    /// Whether `text` is a tone digit ending the syllable before the caret (粤拼, 地球拼音).
    func takesToneDigit(_ text: String) -> Bool {
        isComposing && text.first?.isNumber == true && inputTyped(text, after: inputBeforeCaret) != text
    }

    /// Whether `text` is a pinyin letter (a–z, either case, or ü).
    static func takes(_ text: String) -> Bool {
        guard text.count == 1, let first = text.first else { return false }
        return (first.isASCII && first.isLetter) || text == "ü" || text == "Ü"
    }

    /// Types a letter (ü as `v`) after the text before the caret.
    func type(_ text: String, touch: KeyTouch?, in host: SourceHost) {
        if touch != nil, let drawn = host.keys?.keyGeometry { keys = drawn }
        type(text == "ü" ? "v" : Self.vModeText(text), touch: touch, after: host.document.documentContextBeforeInput)
    }

    /// Un-picks the last pick, else deletes the last letter or digit.
    func deleteBackward(in host: SourceHost) {
        if isGestureComposition { reset() } else { deleteBackward() }
    }

    /// Picks candidate `index`: a whole pick commits, a partial one goes on with the rest.
    func pick(_ index: Int, in host: SourceHost) -> SourcePick {
        guard isComposing else { return .nothing }
        switch select(at: index) {
        case .commit(let commit): return .committed(commit)
        case .partial: return .continued(nil)
        case .none: return .nothing
        }
    }

    /// Ends the composition, if any: the letters as typed, the best candidates, or nothing.
    func end(_ end: CompositionEnd, in host: SourceHost) -> Commit? {
        switch end {
        case .raw: return finishRaw()
        case .best: return finishBest()
        case .discard:
            reset()
            return nil
        }
    }

    /// Forgets the composition the document no longer shows (the host moved the caret, or a new field).
    func abandon() { reset() }

    /// The 9-key column's pinyin choices, 双拼's key hints, v模式's point and minus on the
    /// Chinese 123 page's 。 and －, and 笔画筛选 while composing.
    var display: SourceDisplay {
        SourceDisplay(
            columnItems: nineKeyChoices.isEmpty ? nil : nineKeyChoices, keyHints: keyHints,
            keyLabels: isVModeComposition ? Self.vModeKeyLabels : nil, filtersByStrokes: isComposing)
    }
}
