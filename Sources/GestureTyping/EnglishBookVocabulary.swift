import EnglishEngine

/// The English lexicon's book words (symspellpy's 82,765, a–z) as a gesture vocabulary, each
/// word's prior its frequency mixed from the talk and book lists (`EnglishLexicon.frequency(of:)`):
/// twice the words of the pinyin engine's English list, so a rarer word a hand draws
/// (`factorial`, `absinthe`, `replicates`) is there to be found.
public struct EnglishBookVocabulary: GestureVocabulary {
    /// The lexicon whose book words are read.
    public let lexicon: EnglishLexicon

    /// The book words of `lexicon`.
    public init(lexicon: EnglishLexicon) { self.lexicon = lexicon }

    /// The number of words.
    public var count: Int { lexicon.bookWordCount }
    /// Writes the word's bytes.
    public func spelling(of index: Int, into bytes: inout [UInt8]) { lexicon.bookWord(at: index, into: &bytes) }
    /// Whether the word begins with `prefix`, read in place.
    public func spelling(of index: Int, hasPrefix prefix: ArraySlice<UInt8>) -> Bool {
        lexicon.bookWord(at: index, hasPrefix: prefix)
    }
    /// The word's prior cost.
    public func priorCost(of index: Int) -> Float { lexicon.bookWordCost(at: index) }
    /// The lexicon's bound (a scan of the costs, not a look-up a word).
    public var leastPriorCost: Float { lexicon.leastBookWordCost }
}
