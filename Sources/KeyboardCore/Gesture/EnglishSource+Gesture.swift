import GestureTyping
import KeyboardLayout

extension EnglishSource: GestureTypingSource {
    /// English words, wherever the form is up.
    var gestureLanguage: GestureLanguage? { .english }

    /// Types the best word as iOS does: after a space unless the text before ends in one (or is
    /// empty, or ends in an opening bracket or quote), capitalised with shift (every letter with
    /// caps lock), the words swiped before first. The commit carries the other words as its
    /// alternatives: while it is the stage's last edit the bar offers them, a pick swaps it, a
    /// backspace takes it back whole (`perform`) and the space bar types only a space.
    func type(gesture words: [GestureCandidate], shift: ShiftState, in host: SourceHost) {
        let unique = Self.unique(words.map { Self.cased($0.text, shift) })
        let cased = Array(memory.ranking.ranked(unique, .english, key: Commit.Form.learned).prefix(EnglishBar.width))
        guard let best = cased.first else { return }
        let before = host.textBeforeCaret
        let space = before.last.map { !$0.isWhitespace && !"([{\"'“‘（《「".contains($0) } ?? false
        host.commits.apply(Commit((space ? " " : "") + best, from: .englishSwipe, picked: Self.picked(best), alternatives: cased))
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
