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

    /// No words before and no sentence start: each word as it is alone.
    static let none = WordsBefore(book: nil, spoken: .none, sentence: false, words: [])

    init(book: Int?, spoken: SpokenModel.History, sentence: Bool, words: [[UInt8]]) {
        self.book = book
        self.spoken = spoken
        self.sentence = sentence
        self.words = words
    }

    /// These words before with the written lists' sentence-start weight left out (the spoken
    /// model still reads `<s>`): letters typed say more than how often a word starts a sentence.
    var ignoringSentenceStart: WordsBefore { WordsBefore(book: book, spoken: spoken, sentence: false, words: words) }

    /// What `context` leaves for `lexicon`'s look-ups.
    init(_ context: EnglishContext, lexicon: EnglishLexicon) {
        let model = lexicon.spoken
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
    }
}
