import MappedData

/// libime's statistics of the n-grams that have a new word (`words-libime.bin`), over local ids:
/// new word `k` (the engine's `base + k`) is `k`, and the lexicon words those n-grams name follow
/// it, ascending by id (section `LXID` lists them), so the file's per-word arrays cover a few
/// thousand lexicon words instead of all of them. Every look-up takes and gives engine ids.
public struct NewWordModel: Sendable {
    /// The n-grams, as a model component over local ids.
    public let component: ModelComponent
    /// The lexicon words the n-grams name (engine ids, ascending): local id `newCount + j` is `lexiconWords[j]`.
    let lexiconWords: MappedArray<UInt32>
    /// The engine's id of new word 0 (`lexicon.bin`'s word count).
    public let base: Int32
    /// How many new words there are.
    public let newCount: Int32

    /// The model of `data` for `newCount` new words after `base` lexicon words.
    init(data: DataFile, base: Int32, newCount: Int32) throws {
        component = try ModelComponent(data: data, metaTag: "LMET")
        lexiconWords = try data.array("LXID", of: UInt32.self)
        self.base = base
        self.newCount = newCount
        let path = data.file.path
        guard component.wordCount == Int(newCount) + lexiconWords.count else {
            throw ChineseEngineError.corruptFile(path: path, reason: "its model covers \(component.wordCount) words, "
                                                + "not its \(newCount) new words and the \(lexiconWords.count) lexicon words it names")
        }
        var previous: Int64 = -1
        for index in 0..<lexiconWords.count {
            let word = Int64(lexiconWords[index])
            guard word > previous, word < Int64(base) else {
                throw ChineseEngineError.corruptFile(path: path, reason: "names lexicon words that are not ascending ids of the lexicon")
            }
            previous = word
        }
    }

    /// The local id of engine word `word`, or −1 when the n-grams never name it (or it is none).
    @inline(__always)
    func local(_ word: Int32) -> Int32 {
        if word >= base { return word - base < newCount ? word - base : -1 }
        guard word > 0 else { return -1 }
        var low = 0, high = lexiconWords.count
        let key = UInt32(word)
        while low < high {
            let middle = (low + high) >> 1
            let value = lexiconWords[middle]
            if value == key { return newCount + Int32(middle) }
            if value < key { low = middle + 1 } else { high = middle }
        }
        return -1
    }

    /// The engine id of local id `local`.
    @inline(__always)
    func engine(_ local: Int32) -> Int32 { local < newCount ? base + local : Int32(lexiconWords[Int(local - newCount)]) }

    /// The trigram block of the pair `previous last` (engine ids), or −1.
    func block(_ previous: Int32, _ last: Int32) -> Int32 {
        // Most last words are lexicon words no n-gram here names: one search answers.
        let b = local(last)
        guard b >= 0 else { return -1 }
        let a = local(previous)
        return a < 0 ? -1 : component.block(a, b)
    }

    /// The listed trigram of `word` in block `block` (≥ 0), if any.
    @inline(__always)
    func trigramCost(_ word: Int32, inBlock block: Int32) -> Float? {
        let local = local(word)
        return local < 0 ? nil : component.listedTrigramCost(local, inBlock: block)
    }

    /// The listed pair `last word`, if any.
    @inline(__always)
    func bigramCost(_ word: Int32, after last: Int32) -> Float? {
        let a = local(last), b = local(word)
        return a < 0 || b < 0 ? nil : component.bigramCost(b, after: a)
    }

    /// A new word's unigram cost.
    @inline(__always)
    func unigramCost(ofNew word: Int32) -> Float { component.unigramCost(word - base) }

    /// A new word's back-off cost as a one-word context.
    @inline(__always)
    func backoffCost(ofNew word: Int32) -> Float { component.backoffCost(word - base) }

    /// The likeliest followers the n-grams list after `context`, as engine ids.
    func followers(of context: Int32, limit: Int) -> [(word: Int32, cost: Float)] {
        let local = local(context)
        guard local >= 0 else { return [] }
        return component.followers(of: local, limit: limit).map { (engine($0.word), $0.cost) }
    }

    /// The trigram followers in block `block`, as engine ids.
    func trigramFollowers(inBlock block: Int32, limit: Int) -> [(word: Int32, cost: Float)] {
        component.trigramFollowers(inBlock: block, limit: limit).map { (engine($0.word), $0.cost) }
    }
}
