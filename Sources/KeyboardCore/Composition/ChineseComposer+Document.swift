import Foundation
import PinyinEngine
import TextInputModel

/// The composer's effects on the document: the marked text it shows, the text a pick or an ending
/// commits in its place, and the learning a commit teaches (never in a no-learning field).
extension ChineseComposer {
    /// Shows the marked text in `document`, only when it changed since it was last shown.
    func showMarkedText(in document: any TextDocument) {
        let text = isComposing ? markedText : nil
        guard text != shownMarkedText else { return }
        if let text {
            document.setMarkedText(text)
        } else if shownMarkedText != nil {
            document.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
        }
        shownMarkedText = text
    }

    /// Applies `edit` while a composition is in progress (a separator, a 9-key pinyin choice), then
    /// shows the marked text in `document`; nothing otherwise.
    func whileComposing(in document: any TextDocument, _ edit: (ChineseComposer) -> Void) {
        guard isComposing else { return }
        edit(self)
        showMarkedText(in: document)
    }

    /// Ends the composition, if any, in `document`: the letters as typed, the best candidates, or nothing.
    func end(_ end: CompositionEnd, in document: any TextDocument) {
        let finished: (text: String, picks: [Composition.Pick])?
        switch end {
        case .raw: finished = finishRaw()
        case .best: finished = finishBest()
        case .discard:
            reset()
            showMarkedText(in: document)
            return
        }
        if let finished { commit(finished.text, picks: finished.picks, in: document) }
    }

    /// Picks candidate `index` in `document`: a whole pick commits, a partial one goes on with the rest.
    func pick(_ index: Int, in document: any TextDocument) -> SourcePick {
        guard isComposing else { return .nothing }
        // An emoji picked from the candidate bar counts as a use, like one from the emoji page.
        let emoji = candidates.indices.contains(index) && candidates[index].source == .emoji ? candidates[index].text : nil
        switch select(at: index) {
        case .commit(let text, let picks):
            commit(text, picks: picks, in: document)
            return .committed(emoji: emoji)
        case .partial:
            showMarkedText(in: document)
            return .continued
        case .none:
            return .nothing
        }
    }

    /// Types committed text in place of the marked text and teaches its picks to the engine's
    /// learner (where the field allows learning).
    func commit(_ text: String, picks: [Composition.Pick], in document: any TextDocument) {
        document.insertText(text)
        shownMarkedText = nil
        if !picks.isEmpty, document.textInputTraits.allowsLearning {
            engine.learner.learn(picks, committed: text)
        }
    }

    /// Forgets the composition the document no longer shows (the host moved the caret, or a new field).
    func abandon() {
        reset()
        shownMarkedText = nil
    }
}

extension ChineseComposer {
    /// Forgets the engine candidate at `index` (its 删除), unless the field allows no learning:
    /// the engine's learner drops it, and the candidates are decoded again. Returns whether anything was forgotten.
    func forget(candidateAt index: Int, in document: any TextDocument) -> Bool {
        guard document.textInputTraits.allowsLearning, let pick = pick(forCandidateAt: index), engine.learner.forget(pick) else { return false }
        reload()
        showMarkedText(in: document)
        return true
    }
}
