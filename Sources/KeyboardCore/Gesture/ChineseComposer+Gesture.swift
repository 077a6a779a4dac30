import GestureTyping
import KeyboardLayout

extension ChineseComposer: GestureTypingSource {
    /// Chinese words by their pinyin, on full pinyin (双拼's keys spell no full pinyin; 9-key has no
    /// letter keys; 粤拼's words have no pinyin to draw).
    var gestureLanguage: GestureLanguage? { schema.spelling.gestures ? .pinyin : nil }

    /// Composes the best word's pinyin (the marked text) with the gesture's words first in the
    /// bar, best first, then the engine's candidates for that pinyin; a composition in progress
    /// is committed first (its best candidates), as a tap on a word would. The memory ranks the
    /// gesture's words (`rankedByMemory`).
    func type(gesture words: [GestureCandidate], shift: ShiftState, in host: SourceHost) {
        guard let best = words.first else { return }
        if isComposing { host.end(self, .best) }
        reset()
        guard type(best.letters, after: host.textBeforeCaret) else { return }
        var items: [CandidateItem] = []
        for word in words {
            let text = scriptConverter.convert(word.text)
            guard !items.contains(where: { $0.text == text }) else { continue }
            // The engine's own candidate where it has the word over the whole composition: picked,
            // it teaches the learner as a tap pick does (a word it lacks is committed as it is).
            items.append(engineItem(converting: text) ?? CandidateItem(text: text, source: .gesture))
        }
        gestureContext = host.textBeforeCaret
        candidates = items + candidates.filter { candidate in !items.contains { $0.text == candidate.text } }
        gestureInput = rawInput
        gestureWords = items.count
    }

    /// Whether the input is still what a gesture composed (a backspace then removes it whole).
    var isGestureComposition: Bool {
        guard let gestureInput, isComposing else { return false }
        return gestureInput == rawInput && composition.picks.isEmpty
    }

    /// The engine's item in the bar that shows `text` and converts the whole composition.
    private func engineItem(converting text: String) -> CandidateItem? {
        candidates.first { item in
            guard item.text == text, case .engine(let candidate) = item.source else { return false }
            return composition.selecting(candidate).isComplete
        }
    }
}
