/// The language model's cost (−ln P, nats) of a character written next after some text, for
/// inputs that produce one character at a time (handwriting). A character either starts a new
/// word after the text's last words (好 alone after 你), or completes a lexicon word begun by the
/// text's last characters (你好 after 你: the word's cost there minus its beginning's), whichever
/// is likelier. Builds a word index once (a few milliseconds, 4 bytes a word).
public struct NextCharacterCosts: Sendable {
    private let lexicon: Lexicon
    private let model: LanguageModel
    private let index: WordTextIndex

    /// The costs under `engine`'s lexicon and model.
    public init(engine: ChineseEngine) {
        lexicon = engine.lexicon
        model = engine.model
        index = WordTextIndex(lexicon: engine.lexicon)
    }

    /// What every cost after one text rests on, worked out once: the model's history after the
    /// text, and the text's last one to three characters that could begin a word, each with the
    /// history before them and their own cost there. A reader that asks after the same text many
    /// times (a phrase's hypotheses, arc after arc) prepares it once (`prepared(after:)`).
    public struct Prepared: Sendable {
        /// The text it was prepared after.
        public let text: String
        fileprivate let history: LanguageModel.History
        fileprivate let beginnings: [(units: [UInt16], history: LanguageModel.History, cost: Float)]
    }

    /// The costs' groundwork after `text` (see `Prepared`).
    public func prepared(after text: String) -> Prepared {
        let units = Array(text.utf16.suffix(LeftContext.capacity * Lexicon.longestWordLength))
        let history = LeftContext(text: text, lexicon: lexicon, longestWord: index.longestWord(endingWith:)).history(in: model)
        var beginnings: [(units: [UInt16], history: LanguageModel.History, cost: Float)] = []
        for length in 1...3 where length <= units.count {
            let head = units[units.startIndex..<(units.endIndex - length)]
            let tail = units[(units.endIndex - length)...]
            guard let tailWord = index.word(tail) else { continue }
            let before = LeftContext(text: String(decoding: head, as: UTF16.self), lexicon: lexicon,
                                     longestWord: index.longestWord(endingWith:)).history(in: model)
            beginnings.append((Array(tail), before, model.cost(tailWord, after: before)))
        }
        return Prepared(text: text, history: history, beginnings: beginnings)
    }

    /// The cost of each of `characters` right after `text`, nil for a character the lexicon
    /// lacks (and which completes no word).
    public func costs(of characters: [Character], after text: String) -> [Double?] {
        costs(of: characters, given: prepared(after: text))
    }

    /// The same after the text `prepared` was made for.
    public func costs(of characters: [Character], given prepared: Prepared) -> [Double?] {
        // A beginning (at most 3 units) and the character, joined in one buffer reused for all.
        var joined: [UInt16] = []
        joined.reserveCapacity(8)
        return characters.map { character in
            let own = Array(character.utf16)
            var best: Float? = index.word(own[...]).map { model.cost($0, after: prepared.history) }
            for beginning in prepared.beginnings {
                joined.removeAll(keepingCapacity: true)
                joined.append(contentsOf: beginning.units)
                joined.append(contentsOf: own)
                guard let word = index.word(joined[...]) else { continue }
                let cost = max(0, model.cost(word, after: beginning.history) - beginning.cost)
                if best == nil || cost < best! { best = cost }
            }
            return best.map(Double.init)
        }
    }
}
