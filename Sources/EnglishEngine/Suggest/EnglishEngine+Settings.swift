extension EnglishEngine {
    /// The weights that decide the ranking and when a correction replaces the letters typed, in
    /// nats on the language model's scale (−ln p); tuned on en-dev-typo / en-dev.
    public struct Settings: Hashable, Sendable {
        /// The weight of the word pairs against single-word frequencies (with the pairs as
        /// probabilities of the next word; en-dev's next-word hit@3 18.3 % at 0.9 against 17.5 at 0.75).
        public var pairWeight: Float = 0.9
        /// What keeping an unknown word costs, on the language model's scale (−ln p): the longer, the
        /// less likely letters nobody writes are meant.
        public var unknownBase: Float = 16
        /// See `unknownBase`.
        public var unknownPerLetter: Float = 1.0
        /// What an unknown word costs in the language model.
        public var unknownCost: Float = 20.5
        /// Added to a word's own cost when people write it (wordfreq) but it is not a valid word.
        public var talkMargin: Float = 1.0
        /// How much likelier (in nats) another word must be to replace a valid word typed.
        public var realWordMargin: Float = 5.0
        /// Valid words commoner than this (−ln p, about Zipf 3.5) are never corrected.
        public var rareWordCost: Float = 99
        /// The same for a lower-case word valid only as an abbreviation (`wa` for `WA`).
        public var abbreviationMargin: Float = 1.0
        /// More a correction must win by when the word typed starts with a capital inside a sentence (a name).
        public var capitalMargin: Float = 1.5
        /// What completing a prefix on space costs, per letter added.
        public var completionCost: Float = 1.6
        /// The most a correction of a word of four letters or fewer may cost (one slip).
        public var shortBudget: Float = 6.0

        /// The most a correction may cost when the letters typed (this many or more) begin valid
        /// words: one slip (a word in progress; bounds the search on long prefixes).
        public var prefixBudget: Float = 6.0
        /// See `prefixBudget`.
        public var prefixLength: Int = 5

        /// Less a two-letter unknown word costs to keep (`js`, `da`: often meant).
        public var twoLetterMargin: Float = 2.0

        /// The tuned settings.
        public init() {}
    }
}
