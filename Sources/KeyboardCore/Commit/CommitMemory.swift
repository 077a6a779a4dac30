import PinyinEngine

/// The one memory every commit is heard by, as librime's `Memory` listens to every commit: the
/// commit stage hands it each commit's lessons (where the field allows learning), so no input form
/// writes to a dictionary itself and none can forget to learn. It holds the engine's learner
/// (words with readings: pinyin 26-key, 9-key and 双拼, 注音), the choices made where no reading is
/// known (`ChoiceMemory`: 笔画, 手写 characters and phrases, 滑行 words, 联想 picks, English words)
/// and the English words kept against corrections; a host gives it the stores that keep them
/// across sessions (`useStores(of:)`: the user dictionary's file). A new input form plugs in by
/// putting its lessons on its commits.
public final class CommitMemory {
    /// The engine's learner (words with readings).
    let learner: any PinyinLearner
    /// The texts chosen with no reading, ranked first in the same place next time.
    public let choices = ChoiceMemory()
    /// The English words the user kept against a correction.
    public let englishWords = EnglishWordMemory()

    /// A memory teaching `learner` the words picked with readings.
    init(learner: any PinyinLearner) { self.learner = learner }

    /// Keeps the choices and the English words in `engine`'s stores (the user dictionary's file),
    /// read again from them.
    public func useStores(of engine: KeyboardEngine) {
        choices.store = engine.choiceStore
        englishWords.store = engine.englishWordStore
    }

    /// Learns what `commit` teaches (the stage calls it only where the field allows learning).
    func hear(_ commit: Commit) {
        for lesson in commit.lessons {
            switch lesson {
            case .picks(let picks): if !picks.isEmpty { learner.learn(picks, committed: commit.text) }
            case .choice(let text, let kind, let before): choices.learn(text, kind, after: before)
            case .keptEnglishWord(let word): englishWords.keep(word)
            }
        }
    }

    /// Forgets `pick` (a candidate's 删除) and never learns it again; whether anything was forgotten.
    func forget(_ pick: Composition.Pick) -> Bool { learner.forget(pick) }
}
