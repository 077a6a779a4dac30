import PinyinEngine

/// What an input form hands the commit stage when its input (or a panel's, the emoji page's, a
/// 联想 prediction's) becomes text: the text itself, what the learner may learn from it, what 联想
/// reads after it and the emoji it holds for the recents. A value: sources decide, the
/// `CommitStage` acts, so no form can forget to learn or to predict.
public struct Commit: Hashable, Sendable {
    /// What a commit can teach the learner.
    public enum Lesson: Hashable, Sendable {
        /// Nothing (text as typed, a clip, an emoji).
        case none
        /// Words with their readings (pinyin, 注音): the engine's learner (`PinyinLearner`) takes them.
        case picks([Composition.Pick])
        /// One character chosen by shape (笔画, 手写) after `before`, the text before the caret: the
        /// keyboard's `CharacterMemory` ranks it first after the same text next time.
        case character(String, after: String)
        /// An English word the user kept as typed against a correction (backspace right after the
        /// autocorrection, or the letters as typed picked): `EnglishWordMemory` never corrects it again.
        case keptEnglishWord(String)
    }

    /// What 联想 and the next composition read after a commit.
    public enum FollowUp: Hashable, Sendable {
        /// Nothing usable (text as typed, an emoji, a clip): the last commit is forgotten.
        case none
        /// The words the commit ended with, known as the engine read them: remembered, and 联想 after them.
        case words(LeftContext)
        /// The text before the caret as the form read it (in simplified characters): its words are
        /// looked up; with `predicting`, 联想 follows.
        case reading(String, predicting: Bool)
        /// 联想 already reads after it (a prediction picked: `PredictionSource.select(at:)` moved on).
        case predicted
    }

    /// The text inserted (in place of the marked text, if any).
    public var text: String
    /// What the learner may learn (only where the field allows learning).
    public var lesson: Lesson
    /// What 联想 reads after it.
    public var followUp: FollowUp
    /// Emoji to record as recently used (one picked from the bar or the emoji page).
    public var emoji: [String]
    /// How many characters right before the caret the text replaces (an English word typed
    /// straight into the document, corrected or completed; a correction undone): deleted first.
    public var replacing: Int

    /// A commit of `text` teaching `lesson`, followed by `followUp`, recording `emoji`, in place of
    /// the `replacing` characters before the caret.
    public init(_ text: String, lesson: Lesson = .none, followUp: FollowUp = .none, emoji: [String] = [], replacing: Int = 0) {
        self.text = text
        self.lesson = lesson
        self.followUp = followUp
        self.emoji = emoji
        self.replacing = replacing
    }
}
