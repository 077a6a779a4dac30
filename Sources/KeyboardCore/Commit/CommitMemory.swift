import ChineseEngine

/// The one memory every commit is heard by, as librime's `Memory` listens to every commit: the
/// commit stage hands it each commit's lessons (where the field allows learning), so no input form
/// writes to a dictionary itself and none can forget to learn. It holds the engine's learner
/// (words with readings: pinyin 26-key, 9-key and 双拼, 注音), the choices made where no reading is
/// known (`ChoiceMemory`: 笔画, 手写 characters and phrases, 滑行 words, 联想 picks, English words),
/// the English words kept against corrections and the emoji used; a host gives it the stores that
/// keep them across sessions (`useStores(of:)`: the user dictionary's file). What each form's
/// commit teaches is one table (`Commit.Form.lessons(for:)`); every form's candidates are ranked by
/// what it remembers through one stage (`ChoiceRanking`). A new input form plugs in by naming
/// its `Commit.Form`.
public final class CommitMemory {
    /// The engine's learner (words with readings in its inventory, `inventory`).
    let learner: any PinyinLearner
    /// The syllables the engine's learner learns readings in (its lexicon's: Mandarin pinyin's).
    let inventory: SyllableInventory
    /// The learners and user words of other languages' readings (粤拼's), by inventory name:
    /// what the host gave (`useLearner(_:userLexicon:for:)`); a language without one learns nothing.
    private var otherLanguages: [String: (learner: any PinyinLearner, words: (any UserLexiconSource)?)] = [:]
    /// Opens the host's user dictionary over another language's lexicon (`useStores(of:)`).
    private var openOtherLanguage: KeyboardEngine.OtherLanguageDictionary?
    /// The lexicons of the other languages whose engines were made, by inventory name (a store
    /// given after a keyboard was made is still opened over its lexicon).
    private var otherLexicons: [String: Lexicon] = [:]
    /// What each other language's engine decodes with, by inventory name: the user words given for it, once given.
    private var otherWords: [String: ForwardedUserLexicon] = [:]
    /// The texts chosen with no reading, ranked first in the same place next time.
    public let choices = ChoiceMemory()
    /// The English words the user kept against a correction.
    public let englishWords = EnglishWordMemory()

    /// How a text chosen with no reading typed is read in pinyin (its `.reading(of:)` lesson:
    /// 笔画, 五笔, 倉頡, 速成, 拆字, 手写, 滑行 and 联想 picks), so it rises in pinyin too (nil: not learned).
    let readings: TextReading?

    /// A memory teaching `learner` the words picked with readings, and those chosen without one
    /// by the reading `readings` finds for them.
    init(learner: any PinyinLearner, inventory: SyllableInventory = .mandarin, readings: TextReading? = nil) {
        self.learner = learner
        self.inventory = inventory
        self.readings = readings
    }

    /// Keeps the choices and the English words in `engine`'s stores (the user dictionary's file),
    /// read again from them, and has other languages (粤拼) learn into its user dictionary too.
    public func useStores(of engine: KeyboardEngine) {
        choices.store = engine.stores.choices
        englishWords.store = engine.stores.englishWords
        openOtherLanguage = engine.stores.otherLanguages
        for lexicon in otherLexicons.values { openLanguage(over: lexicon) }
    }

    /// Has `learner` learn the picks read in `inventory` (粤拼's), and the engine of that language
    /// decode with `userLexicon` (usually the same user dictionary, of that language's words).
    public func useLearner(_ learner: any PinyinLearner, userLexicon: (any UserLexiconSource)?, for inventory: SyllableInventory) {
        otherLanguages[inventory.name] = (learner, userLexicon)
        forwardedWords(inventory.name).source = userLexicon
    }

    /// The learner of picks read in `inventory`: the engine's for its own inventory, else the one the host gave (none: `NoLearning`).
    func learner(for inventory: SyllableInventory) -> any PinyinLearner {
        inventory == self.inventory ? learner : otherLanguages[inventory.name]?.learner ?? NoLearning()
    }

    /// The user words an engine over `lexicon` (not Mandarin's) decodes with: the host's user
    /// dictionary over it, opened now if the host gave one, or later when it does.
    func userWords(over lexicon: Lexicon) -> any UserLexiconSource {
        otherLexicons[lexicon.syllables.name] = lexicon
        openLanguage(over: lexicon)
        return forwardedWords(lexicon.syllables.name)
    }

    /// Opens the host's user dictionary over `lexicon` once, when the host gave one and no learner was given for it.
    private func openLanguage(over lexicon: Lexicon) {
        let inventory = lexicon.syllables
        guard otherLanguages[inventory.name] == nil, let opened = openOtherLanguage?(lexicon) else { return }
        useLearner(opened.learner, userLexicon: opened.words, for: inventory)
    }

    private func forwardedWords(_ name: String) -> ForwardedUserLexicon {
        if let words = otherWords[name] { return words }
        let words = ForwardedUserLexicon()
        otherWords[name] = words
        return words
    }

    /// Records an emoji as recently used (the emoji page's recents; the commit stage sets it).
    var recordEmoji: (String) -> Void = { _ in }

    /// Learns what `commit` teaches (the stage calls it only where the field allows learning):
    /// each kind of lesson has one store (what each form's commit teaches: `Commit.Form.lessons(for:)`).
    func hear(_ commit: Commit) {
        for lesson in commit.lessons {
            switch lesson {
            case .picks(let picks, let inventory): if !picks.isEmpty { learner(for: inventory).learn(picks, committed: commit.text) }
            case .reading(let text): if let picks = readings?.picks(for: text) { learner.learn(picks, committed: text) }
            case .choice(let text, let kind, let before): choices.learn(text, kind, after: before)
            case .keptEnglishWord(let word): englishWords.keep(word)
            case .recentEmoji(let emoji): recordEmoji(emoji)
            }
        }
    }

    /// Forgets `pick` (a candidate's 删除) and never learns it again; whether anything was forgotten.
    func forget(_ pick: Composition.Pick, in inventory: SyllableInventory = .mandarin) -> Bool { learner(for: inventory).forget(pick) }
}
