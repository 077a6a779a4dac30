import PinyinEngine
import TextInputModel

/// The one stage every commit passes through, whatever made it (pinyin 26-key, 9-key or 双拼, 注音,
/// 笔画, 手写, an emoji, a 常用语 phrase, a clip, a 联想 prediction): it inserts the text, teaches
/// the learner where the field allows learning (never in secure or private fields), sets up 联想
/// after it and records emoji as recent; then tells its listeners. As librime's `Memory` listens to
/// every commit, no input form can skip learning. One per keyboard.
public final class CommitStage {
    /// The document commits are inserted into.
    let document: any TextDocument
    /// 联想, and the context a commit leaves.
    let predictions: PredictionSource
    /// The engine's learner (words with readings).
    let learner: any PinyinLearner
    /// Characters chosen by shape, ranked first after the same text next time.
    let characters: CharacterMemory
    /// Records an emoji as recently used (the emoji page's recents).
    let recordEmoji: (String) -> Void
    /// The English words the user kept against a correction (a host gives it a store to keep them
    /// across sessions: the user dictionary).
    public let englishWords: EnglishWordMemory
    /// Called after each commit, in order (a host's or a feature's hook: English suggestions, a
    /// chat's send button); told every commit, in any field (a listener must not keep what a
    /// secure field's commit holds).
    public var listeners: [(Commit) -> Void] = []

    init(
        document: any TextDocument, predictions: PredictionSource, learner: any PinyinLearner, characters: CharacterMemory,
        englishWords: EnglishWordMemory = EnglishWordMemory(), recordEmoji: @escaping (String) -> Void
    ) {
        self.englishWords = englishWords
        self.document = document
        self.predictions = predictions
        self.learner = learner
        self.characters = characters
        self.recordEmoji = recordEmoji
    }

    /// Carries `commit` out: replace, insert, learn (where allowed), 联想, emoji recents, listeners.
    public func apply(_ commit: Commit) {
        for _ in 0..<max(0, commit.replacing) { document.deleteBackward() }
        if !commit.text.isEmpty { document.insertText(commit.text) }
        if document.textInputTraits.allowsLearning {
            switch commit.lesson {
            case .none: break
            case .picks(let picks): if !picks.isEmpty { learner.learn(picks, committed: commit.text) }
            case .character(let character, let before): characters.learn(character, after: before)
            case .keptEnglishWord(let word): englishWords.keep(word)
            }
        }
        switch commit.followUp {
        case .none: predictions.forgetLastCommit()
        case .words(let context): predictions.committed(commit.text, context: context)
        case .reading(let reading, let predicting): predictions.inserted(commit.text, readAs: reading, predicting: predicting)
        case .predicted: break
        }
        for emoji in commit.emoji { recordEmoji(emoji) }
        for listener in listeners { listener(commit) }
    }
}
