import KeyGeometry

extension LatticeDecoder {
    /// Tuning of the search.
    public struct Settings: Hashable, Sendable {
        /// Hypotheses kept per unit. With lm.bin and lm-libime.bin combined, 10 gives the top-1
        /// of 16 on dev.tsv and everyday.tsv (lm.bin alone: 0.1 point of sentences less).
        public var beamWidth = 10
        /// Hypotheses read through a typing slip kept per unit besides the beam (and each arc
        /// scored after its best such predecessor too): a corrected syllable costs several nats at
        /// once, and the exact reading's homophones (`maole`: 冒了, 毛了, 猫了…) would fill the
        /// beam before the next word shows the model that 老了 was meant. Typo set (everyday, 2
        /// places): top-1 89.9 → 90.1 % of characters, top-5 kept 86.9 → 89.8 % of clean (dev
        /// 91.3 → 93.2 %); clean typing: the same top-1 but for one line (the eval text's own
        /// typo 跟换 now reads 更换). Only for typed pinyin with 纠错 on.
        public var guessBeamWidth = 2
        /// How far behind a unit's best hypothesis one read through a slip may be and still keep
        /// such a place (or be offered as the word after its best slip): a slip costs 6–8 nats,
        /// and the words after it lift it by no more than a few more. 10 kept what no limit
        /// keeps; 7 keeps half as many such places on clean text (0.56 a unit instead of 1.05),
        /// which, with `slipArcMargin`, brings `convert` over both dev sets to 1.04–1.07× the CPU time
        /// of the decoder without slip places (1.19× with neither limit), at 0.2
        /// point of the everyday typo set's top-5 rate (won back by `correctedSentenceMargin` 10).
        public var guessMargin: Float = 7
        /// Arcs read through a typing slip whose estimate (best hypothesis at the start + edges +
        /// unigram) is more than this behind the best arc's into their unit are not scored: on
        /// clean text they were 40 % of the model's look-ups, and such an arc keeps no place.
        /// Over dev.tsv and everyday.tsv 12 scores 10 % fewer arcs (look-ups 28.4 M → 25.6 M) and
        /// the typo sets and clean typing read exactly as with no limit (10: typo top-5 kept
        /// 90.05 → 89.9 % of clean); `.infinity`: all are scored.
        public var slipArcMargin: Float = 12
        /// Arcs into one unit scored exactly; the rest are ranked out by a cheap estimate first
        /// (best hypothesis at the arc's start + edge + unigram). With the combined model, 40 and
        /// 80 give the same top-1 on dev.tsv and everyday.tsv; each scored arc costs two look-ups.
        public var arcsPerUnit = 40
        /// Whole-input sentences offered before single words.
        public var sentenceCount = 3
        /// 纠错 in the list, not only in first place: when the best sentence reads the keys as typed
        /// and none of the first `sentenceCount` is read through a slip, the best sentence that is
        /// (`henduogeihua`: 很多给话 … then 很多废话) follows them if its cost is within this many
        /// nats of the best (a substitution costs 8: 8 offers it when the model likes it at least
        /// as well as the exact reading); `-infinity`: never. Not for abbreviations nor one
        /// character. On the typo set (everyday / dev) it lifted the top 5 from 73.1 to 75.2 % /
        /// 81.2 to 82.9 % of the clean rate; clean typing's first three and top 5, and
        /// dev.abbr.tsv's, are unchanged. 10 with `guessMargin` 7: the everyday typo set keeps
        /// 90.05 % of the clean top-5 rate (8: 89.85 %), dev 93.25 %; clean top-1 unchanged.
        public var correctedSentenceMargin: Float = 10
        /// How many such corrected sentences follow the exact ones (the best first). A slip
        /// has several readings the model likes (`maidehouhuole`: 后活了, 收获了 … 后悔了), and
        /// with the slip places in the beam (`guessBeamWidth`) more of them reach the end: on
        /// the typo set, 2 keeps 90.2 % of the clean top-5 rate (everyday; dev 93.4 %) where 1
        /// keeps 89.8 % (93.2 %); clean typing's top 5 and first three are unchanged.
        public var correctedSentenceCount = 2
        /// How far behind the best sentence one spliced from another reading of a beginning and
        /// the best's rest (你觉得股市要走红了吗 from 股市 and …要走红了吗) may be when the model
        /// lists no pair across its seam: past it a splice is mostly junk (窝想去吃饭, 10.5 nats
        /// behind). On dev.tsv 2,267 splices were among the first five, 1,322 of them unseen at
        /// the seam and 146 of those more than 8 behind, of which 2 were the line (each offered
        /// again by a nearer splice); the meant splices unseen at the seam were within 8 on
        /// everyday.tsv too (the furthest meant one there, 10.3 behind, 解读得如此, is a listed pair).
        public var unseenSpliceMargin: Float = 8
        /// How far behind the likeliest a single character that begins the input (as a character
        /// or as another word for the best sentence's first word) may be, ranked with the words
        /// after it, and still take its turn before the best sentence's beginnings (<doc:CandidateList>):
        /// further behind, no reading of the input's start makes it likely (倭 斡 渥 for the
        /// `wo` of 我想去看演唱会), and it waits until the other parts are used up
        /// (`.infinity`: every one takes its turn). `picks.py` on dev.tsv / everyday.tsv: taps a
        /// line 1.301 / 1.603 → 1.299 / 1.601 at 8, one-tap share and unreachable lines the same;
        /// 4 left more lines unreachable (2.9 → 3.2 % / 4.8 → 5.6 %).
        public var unlikelyWordMargin: Float = 8
        /// Cost of a word read from initials alone next to one read from whole syllables (either
        /// order): among typed syllables a lone initial is mostly a slip (`shengsjbubian`: the i
        /// of si hit j, not 省时间不变), while abbreviations come whole (`yjdz`) or at the end
        /// (`woxiangqubj`). Typo set (everyday): top-1 86.9 → 87.3 %, top-5 kept 82.7 → 84.0 %
        /// at 2 (3 gives the same); clean typing and dev.abbr.tsv unchanged.
        public var readingSwitchCost: Float = 2
        /// Weight of the model's sentence-end cost (`P(</s> | last two words)`) in ranking the
        /// whole-input sentences: what is typed at once is mostly a clause (0: not scored).
        public var sentenceEndWeight: Float = 1
        /// The same weight for a sentence read from initials alone (`yjdz` → 邮件地址): an
        /// abbreviation mostly stands for a phrase, not a whole clause (dev.abbr.tsv top-5: 45.8 %
        /// at 0, 45.2 % at 0.5, 44.4 % at 0.75; `nh` offers 你好 fourth at 0, third at 0.5).
        public var abbreviationEndWeight: Float = 0.5
        /// How an abbreviation of at most `abbreviationFrequencyLength` letters is ranked by how
        /// often people write its words (`WordFrequencies`): the sentences within this many nats of
        /// the best are ranked again with each word's cost moved by `abbreviationFrequencyWeight`
        /// × (its wordfreq cost − the model's), at most `abbreviationFrequencyLimit` nats either
        /// way. The model learned from news and technical text, so `nh` read 内核 before 你好.
        /// Chosen on dev.abbr.tsv (top-1/top-5 28.2/45.8 → 28.4/46.0 %) with dev.tsv, everyday.tsv,
        /// `picks.py` and the typo sets unchanged; longer abbreviations lost top-5 places.
        public var abbreviationFrequencyMargin: Float = 0.8
        /// See `abbreviationFrequencyMargin` (0: the model alone).
        public var abbreviationFrequencyWeight: Float = 1
        /// See `abbreviationFrequencyMargin`.
        public var abbreviationFrequencyLimit: Float = 1.2
        /// See `abbreviationFrequencyMargin`.
        public var abbreviationFrequencyLength = 2
        /// The fewest characters a sentence needs for its end to be scored: one syllable is mostly
        /// a word on the way to more (`xian` → 先, `you` after 今天 → 又), not a clause.
        public var sentenceEndMinimumLength = 2
        /// How far the lattice is searched (longest word, words per trie node, cost caps).
        public var limits = WordLattice.Limits()
        /// What each kind of syllable edge (fuzzy, initial, partial…) costs.
        public var costs = SyllableGraph.Costs()
        /// 模糊音: the mergers of the language's (`Language.mergers`) read both ways where the schema
        /// spells by pinyin's tables (none by default: `zh` is not `z` unless the user asks).
        public var fuzzy: SoundMergers = .none
        /// 懒音: the mergers of the language's read both ways where the schema spells over its
        /// inventory (粤拼's; none by default).
        public var lazySounds: SoundMergers = .none
        /// 智能纠错: corrected spellings in the syllable graph (on by default, as on the keyboard).
        public var correction = SpellingCorrection()
        /// How the keys spell pinyin (full pinyin, 9-key digits, a 双拼 scheme).
        public var form: InputForm = .pinyin
        /// The spelling rules the decoder follows (nil: what the registry's schema of the lexicon's
        /// inventory in `form` declares, `Schema.syllables`): `fuzzy` is read only where they allow
        /// 模糊音, `lazySounds` 懒音, `correction` 纠错; without abbreviations no initial stands
        /// alone inside the input; English is read inside only where they say so.
        public var spelling: Schema.SpellingRules?
        /// The registry's schema it decodes, by id, when more than one types its inventory in its
        /// form (地球拼音 beside 全拼); nil, or an id of a schema of another inventory or form: the
        /// registry's first of them (`Schema.syllables`).
        public var schemaID: String?
        /// The settings chosen on the dev sets (the defaults above).
        public init() {}
    }
}
