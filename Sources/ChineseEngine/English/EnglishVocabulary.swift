import EnglishEngine
import Foundation
import MappedData

/// The English words the decoder may read inside pinyin (中英混输: `wozaiyongiphone` → 我在用iPhone),
/// combined at run time from separately licensed lists, each optional: `general`, the commonest
/// words of English text (the English engine's own frequency list, `en-talk.bin`, down to
/// `generalListZipf`), and `mixed`, the English words of Chinese technical
/// text with the casing they are written in there (`english-mixed.bin`). A word's probability
/// among the English words of Chinese text is taken as `mixedWeight`·P_mixed + (1 −
/// `mixedWeight`)·P_general: English inside Chinese is mostly names and technical terms (Linux,
/// GitHub, iPhone), which the mixed list knows; the general list covers the rest.
///
/// A word's id (`WordID.english`) is its index in `general`, or `general.count` + its index in
/// `mixed` when the mixed list has it (whose shown form carries its casing).
public struct EnglishVocabulary: Sendable {
    /// The words of English text and how often they are written, lower case: the English
    /// engine's frequency list, read down to `generalListZipf` (nil: none).
    public let general: EnglishWordFrequencies?
    /// The English words of Chinese text, with their casing (nil: none).
    public let mixed: EnglishWords?
    /// How many words `general` and `mixed` hold (0 without the list), kept apart: reading a
    /// count through the optional list copies the list (its references), from every lattice start.
    let generalCount: Int, mixedCount: Int
    /// The mixed list's sources (`EnglishWords.sources`), read on the slip-run path without
    /// copying the optional list.
    let mixedSources: MappedArray<UInt8>?
    /// How the words are costed against the Chinese words around them.
    public var costs: Costs
    /// How likely English is after and before each Chinese word (nil: as likely after any).
    public var context: EnglishContext?
    /// The usual written form of a word the lists keep in lower case only (`iphone` → `iPhone`),
    /// injected by a host that has an English lexicon; nil: such words are shown in lower case.
    public var casing: (any EnglishCasing)? {
        didSet { acronyms = AcronymMemo() }
    }
    /// The answers of `isAcronym` so far (they depend on `casing`).
    private(set) var acronyms = AcronymMemo()

    /// What reading letters as an English word costs, in nats.
    public struct Costs: Hashable, Sendable {
        /// The mixed list's weight in a word's probability (0...1).
        public var mixedWeight: Float = 0.7
        /// −ln P(the next word is English | Chinese before it), before `contextWeight` of what
        /// `EnglishVocabulary.context` says of the word before: added to every English word's
        /// own cost (−ln of its probability among English words). 1.3, chosen with the context
        /// costs below on mixed-dev and the one-slip sets (everyday, dev) together (see
        /// `contextWeight`; at 1: 73.6 % of mixed-dev's clauses, but 89.96 and 94.22 % one slip a
        /// line); alone, 1 (about one word in three of technical Chinese typed with English in
        /// it) read 90.1 % of mixed-dev's characters against 89.4 % at 2.
        public var entry: Float = 1.3
        /// Added when the letters also read as whole pinyin syllables that spell one word of the
        /// lexicon (`women` 我们, `taiwan` 台湾, `buying` 不应), or do so together with the letter
        /// before them, the last of a syllable taken as the next one's initial (`yin|ide` as
        /// yi-ni-de, `lin|in` as li-nin): there the Chinese reading is likelier what was meant,
        /// unless the model says otherwise. 4: at 1 short acronyms win over Chinese (`maole` →
        /// 吗OLE for 冒了).
        public var pinyinReading: Float = 4
        /// Added instead of `pinyinReading` when the whole syllables the letters read as spell
        /// no one word, only several (`debian` as 的+边, `pinning` as 拼+宁), for words of
        /// `pinyinPhraseLength` letters or more: a weak sign of pinyin, left to the model. 0:
        /// mixed-dev reads 90.4 % of characters against 89.4 at 4 (`Debian`, `pinning`), with
        /// dev, everyday and picks.py unchanged.
        public var pinyinPhrase: Float = 0
        /// The fewest letters a word needs for `pinyinPhrase` (shorter ones pay `pinyinReading`
        /// all the same): the longer the letters, the rarer syllables of several words spell
        /// them by accident (`kane` 看饿 and `china` 吃那 stay Chinese; `debian` need not).
        /// 6: mixed-dev 90.4 %, against 90.4 at 5 and 4 and 90.5 with no floor (`foo`).
        public var pinyinPhraseLength = 6
        /// Added when the letters read as pinyin through a typing slip (Chinese words chained
        /// over them, one read through a slip: `zhongguo` typed `zhonggup`),
        /// or a word no list knows is never read there: one slip a line must keep its Chinese
        /// reading unless the English word is clearly likelier. 0 (off): slips in whole syllables
        /// read most English words too (`iphone`, `dpkg`), and at 8 mixed-dev fell from 90.4 % of
        /// characters to 84; the one-slip set (everyday) gains 0.1 point.
        public var guessedReading: Float = 0
        /// Added to a word of the general list (`ip`, `six`) inside a run of letters that Chinese
        /// words spell only through one guess of another kind than a typing slip
        /// (`WordLattice.RunReading.oneSlip`: whole syllables mixed with an initial, as `she`+`l`
        /// reads `shell`). 0: such runs are mostly technical English typed right; at 3 (when
        /// typing slips paid it too) mixed-dev read 93.9 % of characters, 94.1 % at 0.
        public var slippedGeneral: Float = 0
        /// Added instead to a word of the mixed list there (`bash`, `Debian`). 0: the mixed list
        /// holds the words of Chinese technical text, the common ones among them too, and
        /// mixed-dev lost 0.2 point of characters at 1 for 0.07 on the one-slip sets.
        public var slippedMixed: Float = 0
        /// Added to a word of the general list inside a run that whole syllables spell through one
        /// typing slip, every other word as typed (`RunReading.typingSlip`: `sixnihaishishao` for
        /// 四芯还是少, `no` for ni): such a run is pinyin typed with a slip more often than Chinese
        /// with an English word in it. 3, with `typingSlipMixed` 1.5, chosen on the one-slip sets
        /// (everyday, dev) and mixed-dev together: 89.65 %, 94.13 %, 93.9 % of characters, against
        /// 89.55, 94.11, 93.9 when any guess paid 3 and 0; 4 and 1 read 89.68, 94.15, 93.8.
        /// Typing slips read the words of technical text too (`bash` as ba+shi with its i dropped,
        /// `main` as mian swapped, `mta` as ma+ta), so no cost here alone keeps both sides whole.
        /// With the context costs (`contextWeight`), which give mixed-dev back what a higher cost
        /// here takes: 4, with `typingSlipMixed` 3 (one-slip sets 90.00 and 94.24 %, mixed-dev
        /// 73.4 % of clauses; 3 and 1.5 read 89.95, 94.21, 73.5; 5 and 3, 90.00, 94.24, 73.0).
        public var typingSlipGeneral: Float = 4
        /// Added instead to a word of the mixed list there (`bug`, `SGI` for shi).
        public var typingSlipMixed: Float = 3
        /// Added instead of `typingSlipMixed` to a word of the mixed list that only Chinese chat
        /// writes, neither the documents nor a package's name (`child`, `son`;
        /// `EnglishWords.Source`): a common English word or a name Chinese chat types, which a slip
        /// of pinyin spells far more often than a technical word is typed in it. Package names stay at `typingSlipMixed`: they are
        /// what technical text types (`sudo`, `vim`, `apt`, which the documents seldom write).
        /// 6: the one-slip sets read 90.03 and 94.24 % of characters (everyday, dev; 90.00 and
        /// 94.24 at 3, as `typingSlipMixed`), mixed-dev as at 3; 5 reads the same, but with
        /// `jiangchildhenjiu` (僵持了很久, 了 typed `ld`) 0.002 nats from 将child很久; at 7
        /// mixed-dev loses `files` (除了基本的files和), at 9 `find`, `stand` and `namespace` too.
        public var typingSlipChat: Float = 6
        /// Added instead to letters no list knows there (`lvsrmu` for 绿色木): a slip, nearly
        /// always. 12 (8 reads the same within 0.1 point).
        public var slippedUnknown: Float = 12
        /// Added to a word that ends inside a Chinese word starting where it does that a run read
        /// through one typing slip reads over the slip (`son` in `sondao`, 送到 with its g dropped;
        /// `sam` in `samre`, 散热): an English word typed right ends where a Chinese word begins
        /// (`WordLattice.slippedWordStarts`). 3: the one-slip sets read 89.84 and 94.19 % of
        /// characters (everyday, dev; 89.68 and 94.15 without), mixed-dev 93.8 % and 71.6 % of
        /// clauses (93.9, 71.75 without: `geipamshiyong` reads 爬满 for PAM); at 6, 89.87 and 94.19,
        /// but mixed-dev 71.25 % (`main`, `id`, `fat` lose to 面, 的, 发帖). 4, with the context
        /// costs (`contextWeight`), which keep those words: the one-slip sets read 90.00 and
        /// 94.24 %, mixed-dev 73.4 % of clauses (without it 89.89, 94.20 and 73.9; 6 and 8 read
        /// as 4 on the one-slip sets, and 73.4 and 73.25 % of clauses).
        public var splitSlippedWord: Float = 4
        /// Added to a word (of a list, or letters no list knows) that ends inside a syllable of a
        /// run whole syllables spell as typed (`RunReading.clean`): where no chain of words as
        /// typed from the run's start ends (`es` in `limianesheshi`, 里面的设施 with 的's d
        /// dropped, read li-mian-e-she-shi; `food` in `weifoodemulu`, fo-o-de, where `foo` ends
        /// on a syllable's end). English typed right inside such a run ends where a syllable
        /// ends, as it does where a slip is read (`splitSlippedWord`); the run's end always counts
        /// (its last syllable may be unfinished). 3: the one-slip sets read 90.05 and 94.24 % of
        /// characters (everyday, dev; 90.03 and 94.24 at 0), mixed-dev 73.5 % of clauses (73.4
        /// at 0 and 1.5: 为foo的目录); 6 reads as 3, 10 loses `modelines` (its s begins 和's syllable).
        public var cutSyllable: Float = 3
        /// Added to a word (of a list, or letters no list knows) that ends a run whole syllables
        /// spell as typed only with its last syllable unfinished, and in full through one typing
        /// slip (`WordLattice.slipCompletes`: `ruzhudiyiwah`, 入住第一晚 with its n typed h, reads
        /// 哇 + h… as typed): the letters at the end are a slip as often as a syllable still
        /// being typed. A letter dropped at the end is no slip there (`bash` is ba + sh…). 1: the
        /// one-slip sets' first candidates are `--no-english`'s on every line (everyday 90.05 % of
        /// characters, one more than at 0: 入住第一哇好, not 入住第一wah), mixed-dev reads as at 0;
        /// 0.8 still reads `wah`, 1.2 loses 用户ID (`yonghuid`, 用户的 with its d and i swapped).
        public var unfinishedSlip: Float = 1
        /// The share of those costs paid in a run whole syllables spell as typed
        /// (`RunReading.clean`), where `pinyinReading` and `pinyinPhrase` weigh the pinyin already
        /// for the words the lists know (`slippedGeneral` and `slippedMixed` are 0): 1, so letters
        /// no list knows pay `slippedUnknown` there. Such letters begin inside a syllable
        /// (`aiqinguiagenggao`: `uia` for 爱情价更高 typed with a slip, `gongxianvkuyi`), as
        /// technical words typed right seldom do in a run pinyin spells whole (`dpkg` reads no
        /// syllable): at 1, everyday and dev typed with one slip gain 0.03 and 0.02 point of
        /// characters and mixed-dev reads the same, but everyday's line in the top 5 falls 73.0 →
        /// 72.9 %. Off (0) by default, as `splitSlippedWord`: no figure of another form may fall.
        public var cleanRunShare: Float = 0
        /// Added when the whole run of letters (at most `abbreviationLength`) reads as the
        /// initials of Chinese words (`xy` 想要, `jcnd` 检查你的): the user is abbreviating, so an
        /// English word inside it pays this (`XY`, `EQ`) and a word no list knows is never read.
        public var abbreviatedReading: Float = 6
        /// The longest run of letters taken as an abbreviation (see `abbreviatedReading`).
        public var abbreviationLength = 12
        /// Words at least this common (Zipf) in the general list are not read inside pinyin: the
        /// commonest English words (`the`, `in`, `is`, `and`: 6.5 and up) are function words,
        /// which Chinese text holds only inside English phrases, typed in English; inside pinyin
        /// they only collide with syllables (林in for `linin` 您, 新in for 悉您). Whole English
        /// inputs are still offered (`addingEnglishWord`).
        public var functionWordZipf: Float = 6.5
        /// The fewest letters an English word read inside pinyin has (`a`, `i` are never read).
        public var minimumLength = 2
        /// Words rarer than this (Zipf) in the general list alone are not read inside pinyin:
        /// rare English words mostly collide with pinyin by accident.
        public var generalZipfFloor: Float = 2.5
        /// What letters that no list knows cost as one English word (`dpkg`, `udpkg`) beyond
        /// `entry`, plus `unknownLetter` a letter; `.infinity`: such words are never read.
        public var unknownWord: Float = 10
        /// What each letter of a word no list knows adds (see `unknownWord`).
        public var unknownLetter: Float = 2
        /// The most letters read as one word no list knows (`systemd`; longer ones are rare, and
        /// each letter more keeps the lattice from reusing that many more starts a keystroke).
        public var unknownLength = 8
        /// Added to an English word right after another (`II` + `II` for `iiii`): words typed
        /// without a space between are one word far more often.
        public var afterEnglish: Float = 3
        /// A capitalised word of the mixed list whose Zipf frequency in the general list is at
        /// least this is shown in lower case (`open`, but `Java`, `Linux`, and `April`, which the
        /// casing spells only capitalised); so is a short word of
        /// the general list this common that the casing also writes in capitals (`us`, `am`; see
        /// `shortCapitalsLength`).
        public var commonWordZipf: Float = 4.7
        /// The longest word of the general list shown in capitals when the casing also writes it so
        /// and it is rarer than `commonWordZipf` (`pc` → PC, `cd` → CD, `id` → ID). The rule reads
        /// only the lexicon (which words it spells in capitals) and the general list (which are
        /// common English); it has no frequency floor of its own: a floor (4.3, keeping `cp`, `dd`,
        /// `rm` lower case) was chosen on mixed-dev's own 16 such words and is gone, as the clauses
        /// it decided are wrong on other grounds (`dd` read as 的), so mixed-dev's figures stay.
        /// 2: longer words the lexicon writes in capitals are mostly common words (`now` NOW,
        /// `core` CORE) or are only spelled in capitals, which the casing already gives (`GNU`).
        public var shortCapitalsLength = 2
        /// How much of `context`'s figure for the Chinese word before an English word is added to
        /// `entry` (0: the flat prior alone; see `EnglishContext`): after 使用 or 在 English is
        /// likelier (安装bash, 在Debian上), after 就, 您 or 结果 it is rare (很快就送到 typed `sondao`
        /// stays Chinese). 1.5, chosen with `followerWeight` 0.5 and the slip costs above on
        /// mixed-dev and the one-slip sets together: mixed-dev 94.2 % of characters, 73.4 % of
        /// clauses, 52.1 % with case; one slip a line 90.00 and 94.24 % (everyday, dev). The
        /// flat prior and slip costs before read 93.9, 71.75, 50.9; 89.65 and 94.13; the slip
        /// costs chosen here with no context, 93.2, 69.75, 49.75; 89.92 and 94.20. At 1 and 2:
        /// 94.0, 72.6; 94.2, 73.4 of mixed-dev, and 89.97 % one slip a line on everyday at 2.
        public var contextWeight: Float = 1.5
        /// How much of `context`'s figure for a Chinese word right after an English word is added
        /// to that word's cost (0: none): after an English word 文件, 和, 中 are likelier (Debian
        /// 和 Ubuntu, conf文件), 要, 你, 显示 rarer. 0.5: mixed-dev reads 73.4 % of clauses against
        /// 73.1 at 1 and 72.4 at 0 (the rest as chosen; everyday one slip a line 89.97 at 0).
        public var followerWeight: Float = 0.5
        /// The costs chosen on the mixed dev set and the pinyin dev sets (the defaults above).
        public init() {}
    }

    /// The rarest words of `general` read here (Zipf): 2.74, where wordfreq's 40,000 commonest
    /// words end, the words the costs were chosen over (their own list until the English engine's
    /// became the one list); rarer ones mostly collide with pinyin by accident.
    public static let generalListZipf = 2.74

    /// A vocabulary of the given lists (either may be nil).
    public init(general: EnglishWordFrequencies?, mixed: EnglishWords?, context: EnglishContext? = nil, costs: Costs = Costs()) {
        self.general = general
        self.mixed = mixed
        self.context = context
        generalCount = general?.count ?? 0
        mixedCount = mixed?.count ?? 0
        mixedSources = mixed?.sources
        self.costs = costs
    }

    /// One English word found in the letters: its id (for `WordID.english`), the letters it
    /// covers and its cost (−ln P among English words, without `Costs.entry`).
    public struct Match: Hashable, Sendable {
        /// The word's id in this vocabulary.
        public var id: Int
        /// How many letters it covers.
        public var length: Int
        /// −ln of its probability among the English words of Chinese text, in nats.
        public var cost: Float
    }

    /// The English words that `letters` (lower case a-z) begins with, shortest first, and how far
    /// the search read: the number of letters after which no word of either list could go on.
    public func matches(prefixOf letters: some Collection<UInt8>) -> (matches: [Match], read: Int) {
        var result: [Match] = []
        let read = forEachMatch(prefixOf: letters) { result.append($0) }
        return (result, read)
    }

    /// Calls `body` with each English word that `letters` begins with, shortest first, and returns
    /// how far the search read (see `matches(prefixOf:)`); allocates nothing itself.
    @discardableResult
    public func forEachMatch(prefixOf letters: some Collection<UInt8>, _ body: (Match) -> Void) -> Int {
        var search = PrefixSearch(self)
        for letter in letters {
            if let match = search.read(letter, in: self) { body(match) } else if search.isOver { break }
        }
        return search.depth
    }

    /// The match of a word found at `general` and/or `mixed`, or nil when it is too rare.
    func match(general generalIndex: Int?, mixed mixedIndex: Int?, length: Int) -> Match? {
        let weight = mixed == nil ? 0 : general == nil ? 1 : costs.mixedWeight
        var probability: Double = 0
        // A found index has its list (reached through `!`: a binding copied the list).
        if let mixedIndex { probability += Double(weight) * Self.probability(zipf: mixed!.zipfFrequency(at: mixedIndex)) }
        if let generalIndex {
            let zipf = generalZipf(at: generalIndex)!
            if mixedIndex == nil, zipf < costs.generalZipfFloor { return nil }
            if zipf >= costs.functionWordZipf { return nil }
            probability += Double(1 - weight) * Self.probability(zipf: zipf)
        }
        guard probability > 0 else { return nil }
        let id = mixedIndex.map { generalCount + $0 } ?? generalIndex!
        return Match(id: id, length: length, cost: Float(-log(probability)))
    }

    /// The Zipf frequency of word `index` of `general` in tenths, as the costs and their
    /// thresholds were chosen over (and the mixed list stores them), or nil when it is rarer than
    /// `generalListZipf`. In tenths as wordfreq's own rounding gives them: its Zipf frequency in
    /// hundredths, then to the nearest tenth, a half to the even one.
    func generalZipf(at index: Int) -> Float? {
        let zipf = general!.zipfFrequency(at: index)
        guard zipf >= Self.generalListZipf else { return nil }
        return Float((zipf * 10).rounded(.toNearestOrEven)) / 10
    }

    /// Whether `range` of `general` is known to hold no word read here (letters only, as common as
    /// `generalListZipf`): checked when it holds `generalScanLimit` words or fewer (a longer one is
    /// taken to hold some). The English engine's list also holds rarer words and contractions;
    /// a search over them alone would go on from starts the lattice then reads again.
    func holdsNoGeneralWord(_ range: Range<Int>) -> Bool {
        guard range.count <= Self.generalScanLimit, let general else { return false }
        return !range.contains { general.isLetters(at: $0) && generalZipf(at: $0) != nil }
    }

    /// The most words `holdsNoGeneralWord` looks at.
    static let generalScanLimit = 32

    /// The index in `general` of `word` (lower-case letters) and its Zipf frequency
    /// (`generalZipf(at:)`), or nil when the list lacks it or it is rarer than `generalListZipf`.
    public func generalWord(_ word: [UInt8]) -> (index: Int, zipf: Float)? {
        guard let index = general?.index(of: word), let zipf = generalZipf(at: index) else { return nil }
        return (index, zipf)
    }

    /// A Zipf frequency as a probability (occurrences per 10⁹ words).
    static func probability(zipf: Float) -> Double {
        // The costs read Zipf frequencies in tenths: those are looked up.
        let tenths = Int((zipf * 10).rounded())
        if (0..<256).contains(tenths), Float(tenths) / 10 == zipf { return zipfProbabilities[tenths] }
        return pow(10, Double(zipf) - 9)
    }

    /// `probability(zipf:)` of each Zipf frequency a list stores (`n` tenths at index `n`).
    private static let zipfProbabilities: [Double] = (0..<256).map { pow(10, Double(Float($0) / 10) - 9) }

    /// The id of a word no list knows (letters read as English as typed): its text is its letters.
    public static let unknownID = Int(WordID.englishFlag - 1)

    /// The letters of word `id`.
    public func length(of id: Int) -> Int {
        if id < generalCount, let general { return general.length(at: id) }
        guard let mixed, id - generalCount < mixed.count else { return 0 }
        return mixed.length(at: id - generalCount)
    }
}
