import Foundation

/// 联想: the likeliest next words after committed text. The language model's followers of the last
/// committed word, merged with the user's learned pairs, plus punctuation after a word that ends
/// sentences. A value over the engine's data; one per keyboard (it caches an index of the words'
/// texts for committed text whose words are not known, built on first use: `WordTextIndex`).
public final class Predictor: @unchecked Sendable {
    /// One prediction: text to commit and the word it is (nil for punctuation), for the next context.
    public struct Prediction: Hashable, Sendable {
        /// What to offer and commit (a word, or punctuation such as `。`).
        public var text: String
        /// The word, so the next prediction can follow it; nil for punctuation and text not in the lexicon.
        public var word: WordID?
        /// The ranking cost in nats (lower first).
        public var cost: Float
    }

    let engine: ChineseEngine
    /// How many model followers (of the last two words, and of the last one) are considered before
    /// ranking: more find more of a first character's words (300: everyday prefix hits 23.2 -> 23.7 %,
    /// dev 26.3 -> 26.7 %; `predict` p99 0.35 ms; with lm-libime.bin in the mix 400 adds 0.1 on everyday).
    public var followerPool = 400
    /// How many of the model's likeliest words join the pool (scored after the context with back-off).
    public var commonPool = 200
    /// Weight of the context in the mix with context-free frequency: a rare context's stored
    /// followers are few and noisy, so common words keep some of their own weight (libime's
    /// followers are many: 0.99 with them, 0.97 before).
    public var contextWeight: Float = 0.99
    /// A group of words sharing a first character shows its likeliest word when the words it
    /// begins carry at least this share of the group's probability, else the character alone.
    /// With both model components, contextWeight 0.99 and a pool of 400 (top-5 prefix hits,
    /// everyday / dev): 0.5 27.2 / 27.3 %, 0.8 28.0 / 28.0 %, 0.9 28.1 / 28.0 %; 0.85 and up show
    /// 提, 获 where 提供, 获取 carry 80–90 % of their group (after 软件包来), which reads worse.
    public var wordShare = 0.8
    /// Whether the last two committed words are the context (the model's trigrams), not the last alone.
    public var usesTrigrams = true
    private var textIndex: WordTextIndex?

    /// A predictor over `engine`'s lexicon, model and user words.
    public init(engine: ChineseEngine) {
        self.engine = engine
    }

    /// Words that end a sentence (particles): after them, punctuation is the first prediction.
    static let sentenceFinal: [String: [String]] = [
        "吗": ["？", "。"], "呢": ["？", "。"], "吧": ["。", "？"], "啊": ["！", "。"], "呀": ["！", "。"],
        "啦": ["！", "。"], "嘛": ["。", "！"], "哦": ["。", "！"], "哈": ["！", "。"], "哟": ["！", "。"],
    ]
    /// Words that often end a sentence: punctuation joins the predictions, after the words.
    static let oftenFinal: [String: [String]] = [
        "了": ["。"], "谢谢": ["！"], "你好": ["！"], "再见": ["！"], "好的": ["。"], "没有": ["。"], "知道": ["。"],
        "不错": ["。", "！"], "满意": ["。"], "可以": ["。"], "推荐": ["。"], "喜欢": ["。"],
    ]

    /// The predictions after `context`, best first, at most `limit`.
    public func predictions(after context: LeftContext, limit: Int = 5) -> [Prediction] {
        guard limit > 0, let last = context.words.last else { return [] }
        let user = engine.userLexicon?.current ?? .empty
        let texts = WordTexts(lexicon: engine.lexicon, user: user)
        // Scored after the last two words (the trigram where the model lists one); a history
        // without the word before scores after the last word alone and has no trigram followers.
        // The model reads its own words only: a user or English word ending the context is read
        // as the lexicon words its text ends with (an imported 深蓝居 as 蓝居's words), never by its id.
        let modelWords = modelContext(of: context, texts: texts).words
        var costs: [WordID: Float] = [:]
        if let modelLast = modelWords.last {
            let history = engine.model.history(usesTrigrams ? modelWords.dropLast().last?.rawValue ?? -1 : -1, modelLast.rawValue)
            func offer(_ index: Int32) {
                // Word 0 as a follower is the sentence end, not a word.
                let word = WordID.lexicon(index)
                guard index > 0, costs[word] == nil else { return }
                let cost = engine.model.cost(index, after: history)
                costs[word] = cost - user.bonus(word, after: last, cost: cost)
            }
            for (word, _) in engine.model.trigramFollowers(of: history, limit: followerPool) { offer(word) }
            for (word, _) in engine.model.followers(of: modelLast.rawValue, limit: followerPool) { offer(word) }
            // The model stores only pairs that beat the back-off: the commonest words follow most
            // contexts through it, so they compete too.
            for word in common() { offer(word) }
        }
        // What the user picked after this word before comes first, most picked first.
        let learned = user.learnedFollowers(of: last, limit: limit).map {
            Prediction(text: texts.string(of: $0.word), word: $0.word, cost: -Float($0.count))
        }.filter { !$0.text.isEmpty }
        for prediction in learned { if let word = prediction.word { costs[word] = nil } }
        let mixed = costs.map { word, cost in
            (word: word, cost: -log(contextWeight * exp(-cost) + (1 - contextWeight) * exp(-engine.model.unigramCost(word.rawValue))))
        }
        let words = learned + grouped(mixed, texts: texts, limit: limit + learned.count)
            .filter { word in !learned.contains { $0.text == word.text } }
        let lastText = texts.string(of: last)
        var result: [Prediction] = []
        if let final = lastText.last, let marks = Self.sentenceFinal[String(final)] {
            result = marks.map { Prediction(text: $0, word: nil, cost: 0) } + words
        } else if let marks = Self.oftenFinal[lastText] {
            result = Array(words.prefix(max(0, limit - marks.count))) + marks.map { Prediction(text: $0, word: nil, cost: .infinity) }
        } else {
            result = words
        }
        return Array(result.prefix(limit))
    }

    /// `context` as the model reads it: itself when every word is the model's; else the lexicon
    /// words that end its text (a user word's, an English word's), or none when no Han text ends it.
    /// Found as the keyboard finds a commit's context (`ChineseEngine.leftContext(after:)`), not
    /// through `wordTextIndex()`: building that index would put a table of the lexicon's words in
    /// the keyboard's private memory after every commit of a user word.
    func modelContext(of context: LeftContext, texts: WordTexts) -> LeftContext {
        guard !context.words.allSatisfy({ $0.isLexicon && engine.model.scores($0.rawValue) }) else { return context }
        return engine.leftContext(after: context.words.map { texts.string(of: $0) }.joined())
    }

    /// The predictions after committed `text`: its last words as the model segments them best
    /// (`likeliestContext(after:)`), else by longest match (`context(after:)`).
    public func predictions(after text: String, limit: Int = 5) -> [Prediction] {
        predictions(after: likeliestContext(after: text) ?? context(after: text), limit: limit)
    }

    /// The context committed `text` leaves: the words that end it, by longest match over the
    /// lexicon as `LeftContext(text:lexicon:)` finds them, through an index of the words' texts
    /// built once, on first use (`WordTextIndex`, 4 bytes a word).
    public func context(after text: String) -> LeftContext {
        LeftContext(text: text, lexicon: engine.lexicon, longestWord: wordTextIndex().longestWord(endingWith:))
    }

    /// The last two words of `text`'s Han ending as the model segments it best (a bigram chain
    /// over its last `segmentedUnits` units), or nil when some character there is in no word.
    /// Longest match from the end takes the longest word whatever comes before it (…的是该 →
    /// 是该, …不是特别 → 是特, 别); the model weighs the words around it too. Top-5 prefix hits
    /// (`scripts/predict_eval.py`): everyday 28.0 → 29.1 %, dev 28.0 → 29.0 %.
    public func likeliestContext(after text: String) -> LeftContext? {
        let index = wordTextIndex()
        var units = Array(text.utf16.suffix(Self.segmentedUnits))
        if let other = units.lastIndex(where: { !LeftContext.isHan($0) }) { units.removeSubrange(...other) }
        let count = units.count
        guard count > 1 else { return nil }
        var cost = [Float](repeating: .infinity, count: count + 1)
        var word = [Int32](repeating: -1, count: count + 1)
        var from = [Int](repeating: -1, count: count + 1)
        cost[0] = 0
        for end in 1...count {
            for length in 1...min(Lexicon.longestWordLength, end) where cost[end - length] < .infinity {
                guard let found = index.word(units[(end - length)..<end]) else { continue }
                let total = cost[end - length] + engine.model.cost(found, after: word[end - length])
                if total < cost[end] { (cost[end], word[end], from[end]) = (total, found, end - length) }
            }
        }
        guard cost[count] < .infinity else { return nil }
        let last = word[count], before = from[count] > 0 ? word[from[count]] : -1
        return LeftContext(words: before > 0 ? [.lexicon(before), .lexicon(last)] : [.lexicon(last)])
    }

    /// The index of the words' texts, built on first use.
    private func wordTextIndex() -> WordTextIndex {
        if let textIndex { return textIndex }
        let index = WordTextIndex(lexicon: engine.lexicon)
        textIndex = index
        return index
    }

    /// How many UTF-16 units of committed text `likeliestContext` segments.
    static let segmentedUnits = 12

    /// The pool's words grouped by their first character, likeliest group first: a group shows its
    /// likeliest word when the words it begins carry most of the group's probability (`不错` for
    /// 不错, 不错的), else the character alone (`很` for 很好, 很不错, 很满意): the next text then
    /// starts with a prediction as often as the model expects it to. Grouping reads the words'
    /// text in place (the lexicon's UTF-16); only the `limit` groups shown become strings.
    private func grouped(_ words: [(word: WordID, cost: Float)], texts: WordTexts, limit: Int) -> [Prediction] {
        struct Group {
            var mass: Double
            var best: Int
            var members: [Int]
        }
        var groups: [UInt32: Group] = [:]
        for (index, entry) in words.enumerated() {
            guard let first = texts.firstScalar(of: entry.word) else { continue }
            // Taken out and put back, so its members grow in place rather than as a copy.
            var group = groups.removeValue(forKey: first) ?? Group(mass: 0, best: index, members: [])
            group.mass += exp(-Double(entry.cost))
            let best = words[group.best]
            if entry.cost < best.cost || (entry.cost == best.cost && entry.word < best.word) { group.best = index }
            group.members.append(index)
            groups[first] = group
        }
        var ranked: [(first: UInt32, group: Group, cost: Float)] = []
        ranked.reserveCapacity(groups.count)
        for (first, group) in groups { ranked.append((first, group, Float(-log(group.mass)))) }
        ranked.sort { $0.cost != $1.cost ? $0.cost < $1.cost : $0.first < $1.first }
        return ranked.prefix(limit).map { first, group, cost -> Prediction in
            let best = words[group.best].word
            let bestMass = group.members.reduce(0.0) { sum, member in
                texts.text(of: words[member].word, startsWith: best) ? sum + exp(-Double(words[member].cost)) : sum
            }
            if bestMass >= wordShare * group.mass {
                return Prediction(text: texts.string(of: best), word: best, cost: cost)
            }
            let single = group.members.first { texts.isOneCharacter(words[$0].word) }.map { words[$0].word }
            return Prediction(text: String(Character(Unicode.Scalar(first) ?? "?")), word: single, cost: cost)
        }
    }

    /// The model's likeliest words by unigram cost (found once per model, shared by predictors).
    private func common() -> [Int32] {
        engine.model.commonestWords(commonPool)
    }
}
