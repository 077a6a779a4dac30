extension EnglishEngine {
    /// The weights that decide the ranking and when a correction replaces the letters typed, in
    /// nats on the language model's scale (−ln p); tuned on en-dev-typo / en-dev.
    public struct Settings: Hashable, Sendable {
        /// The weight of the spoken model (next word after the last two words) against the written
        /// lists (the book pairs and the words' own frequencies).
        public var spokenWeight: Float = 0.9
        /// `spokenWeight` at the start of a sentence: the spoken model's `<s>` leads (I, the, you),
        /// its spoken continuations left out (`EnglishEngine.spokenContinuations`); the written
        /// lists' starts alone offer `To`, `Of` (en-dev's first words in the first three 15.9 % at
        /// 0.3, 22.1 at 0.5 to 1; en-dev-typo fixed 88.9 → 89.0 %, kept unchanged).
        public var sentenceSpokenWeight: Float = 0.7
        /// The weight of the word pairs against single-word frequencies (with the pairs as
        /// probabilities of the next word; en-dev's next-word hit@3 18.3 % at 0.9 against 17.5 at 0.75).
        public var pairWeight: Float = 0.9
        /// What keeping an unknown word costs, on the language model's scale (−ln p): the longer, the
        /// less likely letters nobody writes are meant.
        public var unknownBase: Float = 16
        /// See `unknownBase`.
        public var unknownPerLetter: Float = 1.2
        /// What an unknown word costs in the language model.
        public var unknownCost: Float = 20.5
        /// Added to a word's own cost when people write it (wordfreq) but it is not a valid word.
        public var talkMargin: Float = 1.0
        /// Added to what keeping a rare valid word typed costs against a correction (below 0: the
        /// other word must be likelier by that much more than its slip costs; 0: the likelier
        /// reading wins, the word before and the start of a sentence weighed below). −1 since the
        /// spoken model: it is surer of the words before than the book pairs were (en-dev-typo
        /// kept 99.32 → 99.47 %, fixed 89.3 → 88.9).
        public var realWordMargin: Float = -1
        /// Valid words commoner than this (−ln p, about Zipf 6: `the`, `have`, `not`) are never corrected.
        public var rareWordCost: Float = 7
        /// The same for a lower-case word valid only as an abbreviation (`wa` for `WA`).
        public var abbreviationMargin: Float = 1.0
        /// More a correction must win by when the word typed starts with a capital inside a sentence (a name).
        public var capitalMargin: Float = 1.5
        /// What completing a prefix on space costs, per letter added.
        public var completionCost: Float = 1.6
        /// The most a correction of a word of four letters or fewer may cost (one slip).
        public var shortBudget: Float = 5.5

        /// The most a correction may cost when the letters typed (this many or more) begin valid
        /// words: one slip (a word in progress; bounds the search on long prefixes).
        public var prefixBudget: Float = 6.0
        /// See `prefixBudget`.
        public var prefixLength: Int = 5

        /// Less a two-letter unknown word costs to keep (`js`, `da`: often meant).
        public var twoLetterMargin: Float = 2.5

        /// How much the words typed before in the text weigh against the language model (their
        /// share of the words before, mixed in like a cache).
        public var sessionWeight: Float = 0.05
        /// The most a word typed before in the text costs as a correction (−ln p; names and
        /// identifiers the lexicon lacks: `typeDefs`).
        public var sessionWordCost: Float = 8
        /// Less keeping letters typed all in capitals costs (a slip of a shouted word, `FRMO`,
        /// against an acronym meant, `JSON`).
        public var allCapitalsMargin: Float = 1.0
        /// Letters in capitals this many or more may be corrected toward the valid words.
        public var capitalsLength: Int = 4
        /// How much how often a word starts a sentence weighs at a sentence start.
        public var sentenceStartWeight: Float = 1
        /// −ln of the share of words that start a sentence (about one in twelve): a word's cost at
        /// a sentence start is −ln p(word | a sentence starts), on the scale of what keeping the
        /// letters typed costs, not −ln p(word, a sentence starts) (`Hou` → `You`, `yu` → `you`;
        /// en-dev-typo fixed 84.6 → 85.0 %, kept 99.48 → 99.44).
        public var sentenceStartShare: Float = 2.5

        /// Added to a correction's cost alone, the most unknown letters' correction may cost after
        /// the words before (they may make it likelier, not much less likely: `I recieve`).
        public var aloneMargin: Float = 1.0
        /// Less keeping letters with capitals inside costs (`JagaScript` for `JavaScript`, against `GraphQL` meant).
        public var camelMargin: Float = 3
        /// Added to a valid word replacing a valid word typed when the word before is never seen with it.
        public var unpairedRealWordCost: Float = 3
        /// Less keeping a rare valid word typed costs when the word before is never seen with it:
        /// names and terms the word pairs lack are meant more often than slips (en-dev-typo kept
        /// 99.45 → 99.55 %).
        public var unpairedTypedMargin: Float = 3
        /// Less keeping a rare valid word typed costs at the start of a sentence (below 0: more;
        /// `Tue`, `Cam` there are slips of `The`, `Can` more often than meant).
        public var sentenceRealMargin: Float = -2

        /// A valid word typed is corrected into a valid word one edit away (any letter) when the
        /// spoken model is sure of it after the words before: it costs this or less there (p ≥ 0.25 %)…
        public var sureCost: Float = 6
        /// …and the word typed costs this much more there (22,000 times less likely: `I hat` → had;
        /// at 8, `never sad` → had and `to make chat` → that; en-dev-typo kept 99.47 → 99.45 %).
        public var sureGap: Float = 10
        /// How much of a contraction's share after the word before goes to the word written out
        /// after the last word (`WordsBefore.spelledOut`: `am` after `I` as `I'm`; en-dev's
        /// second words in the first three 45.4 → 51.9 %).
        public var spelledOutWeight: Float = 1

        /// The tuned settings.
        public init() {}
    }
}
