extension Lexicon {
    /// The new words of `words-libime.bin` (kind `LXW1`, LGPL: words libime's dictionary and model
    /// know and `lexicon.bin` lacks) and their statistics, one file so the two cannot disagree:
    /// its lexicon sections (a trie of their own, local ids) and a model component over the
    /// lexicon's ids and theirs (its META is `LMET`). Word `k` of the file is the engine's word
    /// `base + k` (base: `lexicon.bin`'s word count), node `n` of its trie the engine's node
    /// `nodeBase + n`. A class: a `Lexicon` holds it, and it holds a `Lexicon`.
    public final class Supplement: Sendable {
        /// The new words, by local id.
        public let words: Lexicon
        /// libime's statistics of the n-grams that have a new word (see `LanguageModel`).
        public let model: NewWordModel
        /// The engine's id of local word 0: `lexicon.bin`'s word count.
        public let base: Int32
        /// The engine's node of the supplement's root: `lexicon.bin`'s node count.
        public let nodeBase: Int32

        /// The data kind.
        public static let kind = "LXW1"

        /// Opens and validates `path` for `lexicon`: its model must cover the lexicon's words and its own.
        public init(path: String, after lexicon: Lexicon, verifyChecksum: Bool = true) throws {
            let data = try DataFile(path: path, kind: Self.kind, verifyChecksum: verifyChecksum)
            words = try Lexicon(data: data)
            base = Int32(lexicon.wordCount)
            nodeBase = Int32(lexicon.nodeCount)
            guard Int(nodeBase) + words.nodeCount < 1 << 31, lexicon.wordCount + words.wordCount < 1 << 24 else {
                throw ChineseEngineError.corruptFile(path: path, reason: "has more words or nodes than an id can name")
            }
            model = try NewWordModel(data: data, base: base, newCount: Int32(words.wordCount))
        }
    }

    /// This lexicon with `supplement`'s words after its own.
    public func adding(_ supplement: Supplement) -> Lexicon {
        var copy = self
        copy.supplement = supplement
        return copy
    }

    /// The number of word ids: the lexicon's and the supplement's.
    public var allWordCount: Int { wordCount + (supplement?.words.wordCount ?? 0) }

    /// Whether `word` is one of the supplement's new words.
    @inline(__always)
    public func isNewWord(_ word: Int32) -> Bool { Int(word) >= wordCount && Int(word) < allWordCount }
}
