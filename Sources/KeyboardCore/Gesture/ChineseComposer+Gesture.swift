import GestureTyping
import KeyboardLayout
import PinyinEngine

extension ChineseComposer: GestureTypingSource {
    /// Chinese words by their pinyin, on full pinyin (双拼's keys spell no full pinyin; 9-key has no letter keys).
    var gestureLanguage: GestureLanguage? { engine.settings.form == .pinyin ? .pinyin : nil }

    /// Composes the best word's pinyin (the marked text) with the gesture's words first in the
    /// bar, best first, then the engine's candidates for that pinyin; a composition in progress
    /// is committed first (its best candidates), as a tap on a word would.
    func type(gesture words: [GestureCandidate], shift: ShiftState, in host: SourceHost) {
        guard let best = words.first else { return }
        if isComposing { host.end(self, .best) }
        reset()
        guard type(best.letters, after: host.textBeforeCaret) else { return }
        var items: [CandidateItem] = []
        for word in words {
            let text = scriptConverter.convert(word.text)
            guard !items.contains(where: { $0.text == text }) else { continue }
            items.append(CandidateItem(text: text, source: .gesture))
            if let same = engineCandidate(converting: text) { gestureLessons[text] = same }
        }
        candidates = items + candidates.filter { candidate in !items.contains { $0.text == candidate.text } }
        gestureInput = rawInput
        marked.show(composingText, in: host.document)
    }

    /// Whether the input is still what a gesture composed (a backspace then removes it whole).
    var isGestureComposition: Bool {
        guard let gestureInput, isComposing, gestureInput == rawInput, composition.picks.isEmpty else { return false }
        return candidates.first?.source == .gesture
    }

    /// The engine's candidate in the list whose text is `text` and that converts the whole composition.
    private func engineCandidate(converting text: String) -> Candidate? {
        for item in candidates where item.text == text {
            if case .engine(let candidate) = item.source, composition.selecting(candidate).isComplete { return candidate }
        }
        return nil
    }
}
