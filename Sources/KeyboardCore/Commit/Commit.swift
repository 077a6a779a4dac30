import ChineseEngine

/// What an input form hands the commit stage when its input (or a panel's, the emoji page's, a
/// 联想 prediction's) becomes text: the text itself, the form it was made in and what the memory
/// may learn from it (what each form teaches is written once: `Commit.Form.lessons(for:)`), what
/// 联想 reads after it and what may replace it right after. A value: sources decide, the
/// `CommitStage` acts, so no form can forget to learn or to predict.
public struct Commit: Hashable, Sendable {
    /// What a commit can teach the keyboard's `CommitMemory`: a reading learned, a choice
    /// remembered, an English word kept, an emoji recent.
    public enum Lesson: Hashable, Sendable {
        /// Words with their readings (pinyin, 注音, a 滑行 word the engine has; 粤拼's in the jyutping
        /// inventory): the learner of that inventory's language (`PinyinLearner`) takes them.
        case picks([Composition.Pick], in: SyllableInventory = .mandarin)
        /// Chinese text chosen with no reading typed (by code, stroke, handwriting, gesture, 联想):
        /// the learner takes the reading the engine finds for it, so it rises when typed in pinyin.
        case reading(of: String)
        /// Text chosen among candidates (a character or phrase by shape, a 滑行 word, a 联想
        /// prediction, an English word typed, corrected, picked or swiped) after `before`, the
        /// text before the caret: `ChoiceMemory` ranks it first in the same place next time.
        case choice(String, in: ChoiceKind, after: String)
        /// An English word the user kept as typed against a correction (backspace right after the
        /// autocorrection, or the letters as typed picked): `EnglishWordMemory` never corrects it again.
        case keptEnglishWord(String)
        /// An emoji used (picked on the emoji page or from the bar): first among the recents.
        case recentEmoji(String)
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
    /// The form it was made in (nil: no form's, a text a key or a panel inserts, a take-back).
    public var form: Form?
    /// What the memory may learn (only where the field allows learning).
    public var lessons: [Lesson]
    /// What 联想 reads after it.
    public var followUp: FollowUp
    /// The emoji it records as recently used (its `recentEmoji` lessons).
    public var emoji: [String] {
        lessons.compactMap { lesson in if case .recentEmoji(let emoji) = lesson { emoji } else { nil } }
    }
    /// How many characters right before the caret the text replaces (an English word typed
    /// straight into the document, corrected or completed; a correction undone): deleted first.
    public var replacing: Int
    /// The texts that may take this one's place right after (the words a 滑行 gesture read, the
    /// candidates the 手写 pause chose among), its own among them: while it is the stage's last
    /// edit the bar offers them and a pick swaps (`LastEdit.swap(to:)`).
    public var alternatives: [String]
    /// How the form read each of `alternatives` where it writes them otherwise (`Picked.readAs`: a
    /// 手写 character shown in a 繁體 script setting), by index; empty: as shown. A swap learns by it.
    public var alternativeReadings: [String] = []

    /// A commit of `text` teaching `lessons`, followed by `followUp`, in place of the `replacing`
    /// characters before the caret, swappable for `alternatives`. A form's commit says what it
    /// picked instead (`init(_:from:picked:followUp:replacing:alternatives:)`).
    public init(_ text: String, lessons: [Lesson] = [], followUp: FollowUp = .none, replacing: Int = 0, alternatives: [String] = []) {
        self.text = text
        self.lessons = lessons
        self.followUp = followUp
        self.replacing = replacing
        self.alternatives = alternatives
    }
}

extension Commit {
    /// The commit of a composition that became `text` in `form` (pinyin's, 注音's, 粤拼's): its picks
    /// to learn with their readings in `inventory` and, with `predicting`, 联想 after its words following `context`.
    static func composed(
        _ text: String, _ composition: Composition, from form: Form, in inventory: SyllableInventory = .mandarin, after context: LeftContext,
        predicting: Bool = true
    ) -> Commit {
        let picks = composition.picks
        return Commit(
            text, from: form, picked: Picked(text, readings: picks, in: inventory),
            followUp: predicting ? .words(context.appending(picks.flatMap(\.words))) : .none)
    }
}
