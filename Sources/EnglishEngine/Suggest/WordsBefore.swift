import Foundation

/// What ranking reads from the words before, looked up once a keystroke: the last word among
/// the book words (for its pairs), the spoken model's history of the last two, and whether a
/// sentence starts here.
struct WordsBefore {
    /// The last word's index among the book words, nil when none or not a book word.
    let book: Int?
    /// The spoken model's history: the last two words, `<s>` where the sentence starts.
    let spoken: SpokenModel.History
    /// Whether the word starts a sentence.
    let sentence: Bool
    /// The last two words of the sentence (lower case), the last one first.
    let words: [[UInt8]]
    /// The words that spell out a contraction of the last word (`am` after `I`, as `I'm`), each
    /// (spoken model index, p(the contraction | the word before) / p(the last word | the word before)).
    var spelledOut: [(word: Int, share: Float)] = []

    /// No words before and no sentence start: each word as it is alone.
    static let none = WordsBefore(book: nil, spoken: .none, sentence: false, words: [])

    init(book: Int?, spoken: SpokenModel.History, sentence: Bool, words: [[UInt8]], spelledOut: [(word: Int, share: Float)] = []) {
        self.spelledOut = spelledOut
        self.book = book
        self.spoken = spoken
        self.sentence = sentence
        self.words = words
    }

    /// These words before with the written lists' sentence-start weight left out (the spoken
    /// model still reads `<s>`): letters typed say more than how often a word starts a sentence.
    var ignoringSentenceStart: WordsBefore { WordsBefore(book: book, spoken: spoken, sentence: false, words: words, spelledOut: spelledOut) }

    /// What `context` leaves for `lexicon`'s and the `spoken` model's look-ups.
    init(_ context: EnglishContext, lexicon: EnglishLexicon, spoken model: SpokenModel) {
        func index(_ word: String) -> Int? { model.words.index(ofExactly: Array(word.utf8)) }
        let last: Int?, before: Int?
        if context.startsSentence {
            (last, before) = (model.sentenceStart, nil)
        } else if context.previousWord.isEmpty {
            (last, before) = (nil, nil)
        } else {
            last = index(context.previousWord)
            before = context.previousStartsSentence ? model.sentenceStart
                : context.wordBeforePrevious.isEmpty ? nil : index(context.wordBeforePrevious)
        }
        self.init(book: lexicon.books.index(ofExactly: Array(context.previousWord.utf8)),
                  spoken: model.history(before: before, last: last), sentence: context.startsSentence,
                  words: [context.previousWord, context.wordBeforePrevious].filter { !$0.isEmpty }.map { Array($0.utf8) })
        if let last, last != model.sentenceStart { spelledOut = Self.spelledOut(last: Array(context.previousWord.utf8), index: last, before: before, model: model) }
    }

    /// How a contraction's suffix is written out (`'m` → `am`, `n't` → `not`). Speech says `I'm`
    /// where typing often spells `I am`: the spoken model's share of the contraction after the
    /// word before is given to the word spelled out after the last word. `'s` is `is` (`it's`),
    /// except `let's` (`let us`).
    static let contractions: [(suffix: [UInt8], word: [UInt8])] = [
        ("'m", "am"), ("'re", "are"), ("'s", "is"), ("'ll", "will"), ("'ve", "have"), ("'d", "would"), ("n't", "not"),
    ].map { (Array($0.0.utf8), Array($0.1.utf8)) }

    /// `spelledOut` of `last` (its bytes and model index) after `before` (model index; nil: none).
    private static func spelledOut(last bytes: [UInt8], index last: Int, before: Int?, model: SpokenModel) -> [(word: Int, share: Float)] {
        guard bytes != Array("let".utf8) else { return [] }
        let history = model.history(before: nil, last: before)
        let lastCost = model.cost(of: last, after: history)
        var found: [(word: Int, share: Float)] = []
        for (suffix, word) in contractions {
            guard let contraction = model.words.index(ofExactly: bytes + suffix), let spelled = model.words.index(ofExactly: word) else { continue }
            found.append((spelled, exp(lastCost - model.cost(of: contraction, after: history))))
        }
        return found
    }
}
