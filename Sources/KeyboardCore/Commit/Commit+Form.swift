import ChineseEngine

extension Commit {
    /// The input form a commit was made in, as the memory tells them apart: a schema's keys (by
    /// its id, which teaches as its kind does) or one of the ways of typing no schema declares.
    /// What each teaches is written once, in `lessons(for:)`.
    public enum Form: Hashable, Sendable {
        /// Typed in a schema of the registry (全拼, 9-key, 双拼, 注音, 粤拼, 笔画, 五笔, 倉頡, 速成,
        /// 拆字, 手写 …): what it teaches follows the schema's kind.
        case schema(SchemaID)
        /// 滑行 over a schema's letters (a Chinese word; 全拼's, whose spelling reads gestures).
        case swipe(SchemaID)
        /// 滑行 in English.
        case englishSwipe
        /// English typed, corrected or picked from the bar.
        case english
        /// An emoji (the emoji page, or one the candidate bar suggested).
        case emoji
        /// 联想: a prediction picked after a commit.
        case prediction

        /// Every form: each schema of the registry, 滑行 over each that reads gestures, then the others.
        public static var allCases: [Form] {
            SchemaID.all.map(Form.schema) + SchemaID.all.filter { $0.schema.spelling.gestures }.map(Form.swipe)
                + [.englishSwipe, .english, .emoji, .prediction]
        }
    }

    /// What a form picked, as the form knows it: the memory's one table (`Form.lessons(for:)`)
    /// says what that teaches.
    public struct Picked: Hashable, Sendable {
        /// The text chosen (an English word without the space a pick adds).
        public var text: String
        /// The text before the caret it follows (what a choice is remembered after).
        public var after: String
        /// The text as the engine reads it, where the form writes it otherwise (倉頡's Hong Kong
        /// characters, a script setting's 繁體): its reading is learned by this (nil: `text`).
        public var readAs: String?
        /// The words with their readings, where the form read them (a composition's picks; a
        /// swiped word the engine has over the whole composition).
        public var readings: [Composition.Pick]
        /// The syllables those readings are spelled in (粤拼's jyutping, else Mandarin's pinyin).
        public var inventory: SyllableInventory
        /// English: the letters as typed, kept against a correction (a backspace right after it,
        /// or the letters picked from the bar).
        public var keptAsTyped: Bool
        /// Emoji picked among the candidates (the emoji page's, or the bar's).
        public var emoji: [String]

        /// `text` (read as `readAs`) chosen after `after`, read as `readings` in `inventory`, with
        /// `emoji`; `keptAsTyped` for English.
        public init(
            _ text: String, after: String = "", readAs: String? = nil, readings: [Composition.Pick] = [],
            in inventory: SyllableInventory = .mandarin, keptAsTyped: Bool = false, emoji: [String] = []
        ) {
            self.text = text
            self.after = after
            self.readAs = readAs
            self.readings = readings
            self.inventory = inventory
            self.keptAsTyped = keptAsTyped
            self.emoji = emoji
        }
    }

    /// A commit of `text` made in `form`, teaching what `form` learns from `picked` (`Form.lessons(for:)`).
    public init(
        _ text: String, from form: Form, picked: Picked, followUp: FollowUp = .none, replacing: Int = 0, alternatives: [String] = []
    ) {
        self.init(text, lessons: form.lessons(for: picked), followUp: followUp, replacing: replacing, alternatives: alternatives)
        self.form = form
    }
}

extension Commit.Form {
    /// What a commit of `picked` in this form teaches — for every form, here and nowhere else:
    /// - a syllable schema (pinyin, 9-key, 双拼, 注音, 粤拼): the words with their readings (the
    ///   learner of their syllables), and an emoji picked among the candidates as recent;
    /// - a code table or the pad (笔画, 五笔, 倉頡, 速成, 拆字, 手写), and 联想: the choice, after the
    ///   text before, and the reading the engine finds for it, as the engine reads it (so it rises
    ///   when typed in pinyin too);
    /// - 滑行 over a schema's letters: the choice among the gesture's words, and its readings (the engine's own
    ///   where it has the word over the composition, else the reading found for it);
    /// - English, typed, corrected, picked or swiped: the word chosen (a capital that only starts a
    ///   sentence lowered), and the letters kept against a correction when the user kept them;
    /// - emoji: recent (the emoji page's recents).
    /// The commit stage hands them to the memory only where the field allows learning.
    public func lessons(for picked: Commit.Picked) -> [Commit.Lesson] {
        let recent = picked.emoji.map(Commit.Lesson.recentEmoji)
        let found = Commit.Lesson.reading(of: picked.readAs ?? picked.text)
        switch self {
        case .schema(let id) where id.schema.kind == .syllables:
            return [.picks(picked.readings, in: picked.inventory)] + recent
        case .schema, .prediction:
            return [.choice(picked.text, in: .chinese, after: picked.after), found]
        case .swipe:
            let reading = picked.readings.isEmpty ? found : .picks(picked.readings, in: picked.inventory)
            return [.choice(picked.text, in: .chinese, after: picked.after), reading]
        case .english, .englishSwipe:
            let kept: [Commit.Lesson] = picked.keptAsTyped ? [.keptEnglishWord(picked.text)] : []
            return kept + [.choice(Self.learned(picked.text), in: .english, after: "")]
        case .emoji:
            return recent.isEmpty ? [.recentEmoji(picked.text)] : recent
        }
    }

    /// How the memory keeps an English word: as typed, but a capital that only starts it (a
    /// sentence's first word) lowered.
    static func learned(_ word: String) -> String {
        guard let first = word.first, first.isUppercase, word.dropFirst().allSatisfy({ !$0.isUppercase }) else { return word }
        return first.lowercased() + word.dropFirst()
    }
}
