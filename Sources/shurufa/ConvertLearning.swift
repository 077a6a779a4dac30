import ChineseEngine
import UserDictionary

/// `convert --learn`: after a line's candidates are printed, its intended text is learned as
/// the user would have made it — the first candidate when it was right, else the words of the
/// cheapest path spelling it, picked one after another (so it also becomes a user word, 造词).
struct ConvertLearning {
    /// The engine's learner: the user dictionary.
    let learner: UserDictionary

    init(dictionary: UserDictionary) {
        learner = dictionary
    }

    /// Learns `intended`, typed by code (`--wubi`, `--strokes`, `--schema chaizi`…), by its pinyin
    /// reading, as the keyboard's memory learns a text picked by code (`TextReading`): it then
    /// rises when typed in pinyin. Nothing is learned when no reading spells it.
    func learn(intended: String, readBy reading: TextReading) throws {
        guard !intended.isEmpty, let picks = reading.picks(for: intended) else { return }
        learner.learn(picks, committed: intended)
        if let error = learner.lastLearningError { throw error }
    }

    /// Learns `intended` for `pinyin`, which `decoder` has just decoded and whose best text was `best`.
    func learn(intended: String, pinyin: String, decoder: LatticeDecoder, best: String?) throws {
        guard !intended.isEmpty else { return }
        var composition = Composition(input: pinyin)
        if best == intended, let first = decoder.candidates(limit: 1).first {
            composition.select(first)
        } else if let pieces = decoder.picks(spelling: intended) {
            for piece in pieces { composition.select(piece) }
        } else {
            return
        }
        learner.learn(composition.picks, committed: intended)
        if let error = learner.lastLearningError { throw error }
    }
}
