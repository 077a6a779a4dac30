
extension EnglishEngine {
    /// The valid word one edit from a valid word typed that the spoken model is sure the words
    /// before call for (`I hat` → `I had`): the model lists it after them at `sureCost` or less,
    /// and has never seen the word typed after them (it backs off to the word alone; nor have the
    /// book pairs after the last word) and finds it `sureGap` likelier than the word typed. Any one letter changed, added, left out or two
    /// swapped counts alike: the model's certainty decides, not which keys the slip joined. Nil
    /// when the model has no such word or the words before tell it nothing.
    func sureRealWord(lower: [UInt8], key: [UInt8], before: WordsBefore) -> [UInt8]? {
        let model = spoken
        guard settings.sureCost > 0, let last = before.spoken.last, last != model.sentenceStart,
              let typed = model.words.index(ofExactly: lower), !model.follows(typed, after: before.spoken),
              let previous = before.book, !lexicon.hasPair(previous: previous, next: lower) else { return nil }
        let typedCost = model.cost(of: typed, after: before.spoken)
        var best: (word: [UInt8], cost: Float)? = nil
        for candidateKey in Self.oneEdit(from: key) {
            for index in lexicon.spell.range(of: candidateKey) {
                let form = lexicon.spell.bytes(index).map(EnglishKey.lower)
                guard form != lower, let word = model.words.index(ofExactly: form) else { continue }
                let cost = model.cost(of: word, after: before.spoken)
                if cost <= settings.sureCost, typedCost - cost >= settings.sureGap, best == nil || cost < best!.cost { best = (form, cost) }
            }
        }
        return best.map { lexicon.displayForm($0.word) }
    }

    /// The keys one edit from `key` (lower-case letters): a letter changed, added or left out,
    /// or two neighbours swapped; distinct, `key` itself left out.
    static func oneEdit(from key: [UInt8]) -> [[UInt8]] {
        var found = Set<[UInt8]>()
        let letters = UInt8(ascii: "a")...UInt8(ascii: "z")
        for position in 0...key.count {
            for letter in letters {
                var added = key
                added.insert(letter, at: position)
                found.insert(added)
                if position < key.count, letter != key[position] {
                    var changed = key
                    changed[position] = letter
                    found.insert(changed)
                }
            }
            if position < key.count {
                var removed = key
                removed.remove(at: position)
                found.insert(removed)
            }
            if position + 1 < key.count, key[position] != key[position + 1] {
                var swapped = key
                swapped.swapAt(position, position + 1)
                found.insert(swapped)
            }
        }
        found.remove(key)
        return found.sorted { $0.lexicographicallyPrecedes($1) }
    }
}
