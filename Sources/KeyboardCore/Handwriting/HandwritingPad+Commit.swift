import Handwriting
import TextInputModel

/// What the pad commits: a candidate picked, the first one when a key or a pause ends the
/// character, or nothing (the ink dropped).
extension HandwritingPad {
    /// Takes the recognizer's answer as the candidates, each in the script setting's characters
    /// (繁體: 这 → 這); two that convert alike are shown once.
    func show(_ found: [HandwritingCandidate]) {
        candidates.removeAll(keepingCapacity: true)
        var seen = Set<String>()
        for candidate in found {
            let text = composer.scriptConverter.convert(String(candidate.character))
            if seen.insert(text).inserted { candidates.append((text, candidate.character)) }
        }
    }

    /// Picks candidate `index` while writing (a tap in the bar, space): commits it and offers
    /// 联想 after it. False, changing nothing, when nothing is written (the composer's candidates
    /// or predictions are in the bar then) or there is no such candidate.
    func pick(_ index: Int, in document: any TextDocument) -> Bool {
        guard isWriting else { return false }
        return commit(index, in: document, predicting: true)
    }

    /// Ends the character being written, if any, as a composition ends: `.best` and `.raw` commit
    /// the first candidate (there are no letters to type as they are), `.discard` drops the ink.
    func end(_ end: CompositionEnd, in document: any TextDocument) {
        guard isWriting else { return }
        if end == .discard { return clear() }
        if !commit(0, in: document, predicting: false) { clear() }
    }

    /// Commits candidate `index` into `document` and clears the pad; with `predicting`, the
    /// composer's 联想 follows the character (looked up after the text before the caret, with the
    /// recognizer's simplified character as the last one). False when there is no such candidate.
    func commit(_ index: Int, in document: any TextDocument, predicting: Bool) -> Bool {
        guard candidates.indices.contains(index) else { return false }
        let (text, character) = candidates[index]
        let before = document.documentContextBeforeInput ?? ""
        clear()
        document.insertText(text)
        if predicting { composer.predict(afterInserting: text, readAs: before + String(character)) }
        return true
    }
}
