import GestureTyping
import KeyboardLayout

/// A word an English gesture typed, kept while it is still the text before the caret: the bar
/// offers its alternatives, a pick swaps it, and a backspace right after removes it whole.
struct GestureWord: Hashable {
    /// What the gesture inserted: the word, after a space when the text before needed one.
    var inserted: String
    /// The words offered (as many as the bar's cells), best first, cased as typed.
    var words: [String]
    /// The word in the document now (an index of `words`).
    var chosen: Int
}

extension EnglishSource: GestureTypingSource {
    /// English words, wherever the form is up.
    var gestureLanguage: GestureLanguage? { .english }

    /// Types the best word as iOS does: after a space unless the text before ends in one (or is
    /// empty, or ends in an opening bracket or quote), capitalised with shift (every letter with
    /// caps lock); the alternatives wait in the bar.
    func type(gesture words: [GestureCandidate], shift: ShiftState, in host: SourceHost) {
        let cased = Array(Self.unique(words.map { Self.cased($0.text, shift) }).prefix(EnglishBar.width))
        guard let best = cased.first else { return }
        let before = host.textBeforeCaret
        let space = before.last.map { !$0.isWhitespace && !"([{\"'“‘（《「".contains($0) } ?? false
        let inserted = (space ? " " : "") + best
        host.commits.apply(Commit(inserted))
        gestureWord = GestureWord(inserted: inserted, words: cased, chosen: 0)
    }

    /// The gesture word still before the caret, if the last edit was a gesture.
    func shownGestureWord(in document: String) -> GestureWord? {
        guard let word = gestureWord, document.hasSuffix(word.inserted) else { return nil }
        return word
    }

    /// The bar's texts while a gesture's word is the text before the caret: its words, best first.
    var gestureTexts: [String]? { shownGestureWord(in: document.documentContextBeforeInput ?? "")?.words }

    /// The word of the gesture in the document, highlighted in the bar.
    var gestureHighlight: Int? { shownGestureWord(in: document.documentContextBeforeInput ?? "")?.chosen }

    /// What an action does right after a gesture's word: backspace removes the word (and the
    /// space the gesture put before it), a bar pick swaps it for another word, the space bar
    /// types its space without correcting it; nil lets the source act as usual (anything else
    /// forgets the gesture).
    func performAfterGesture(_ action: KeyboardAction, in host: SourceHost) -> Bool? {
        guard let word = shownGestureWord(in: host.textBeforeCaret) else {
            gestureWord = nil
            return nil
        }
        switch action {
        case .backspace:
            gestureWord = nil
            host.commits.apply(Commit("", replacing: word.inserted.count))
            return true
        case .command(.selectCandidate(let index)) where word.words.indices.contains(index):
            let chosen = word.words[word.chosen], replacement = word.words[index]
            host.commits.apply(Commit(replacement, replacing: chosen.count))
            gestureWord?.inserted = String(word.inserted.dropLast(chosen.count)) + replacement
            gestureWord?.chosen = index
            return true
        case .space:
            gestureWord = nil
            return false
        default:
            gestureWord = nil
            return nil
        }
    }

    /// `word` as shift types it: the first letter upper-cased once, every letter with caps lock.
    static func cased(_ word: String, _ shift: ShiftState) -> String {
        switch shift {
        case .off: word
        case .once: word.prefix(1).uppercased() + word.dropFirst()
        case .locked: word.uppercased()
        }
    }

    /// `words` without repeats, in order (a word and its capitalised form case the same).
    private static func unique(_ words: [String]) -> [String] {
        var seen = Set<String>()
        return words.filter { seen.insert($0).inserted }
    }
}
