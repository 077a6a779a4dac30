
extension EnglishEngine {
    /// The valid word one edit from a valid word typed that the spoken model is sure the words
    /// before call for (`I hat` → `I had`): the model lists it after them at `sureCost` or less,
    /// has never seen the word typed after them (it backs off to the word alone; nor have the book
    /// pairs after the last word), and finds it `sureGap` likelier than the word typed. Any one
    /// letter changed, added, left out or two swapped counts alike: the model's certainty decides,
    /// not which keys the slip joined. Nil when the model has no such word or the words before
    /// tell it nothing. A few binary searches and a walk of the model's next words there: it runs
    /// on a keystroke.
    func sureRealWord(lower: [UInt8], key: [UInt8], before: WordsBefore) -> [UInt8]? {
        let model = spoken
        guard settings.sureCost > 0, let last = before.spoken.last, last != model.sentenceStart,
              let typed = model.words.index(ofExactly: lower), !model.follows(typed, after: before.spoken),
              let previous = before.book, !lexicon.hasPair(previous: previous, next: lower) else { return nil }
        let typedCost = model.cost(of: typed, after: before.spoken)
        // The model is sure only of words it lists after the words before: its cheapest there.
        var listed = TopK<Int>(limit: Self.sureFollowers)
        model.followers(after: before.spoken, within: 0..<model.words.count, into: &listed)
        var best: (word: [UInt8], cost: Float)? = nil
        for (word, listedCost) in listed.sorted() where listedCost <= settings.sureCost && word != typed {
            let cost = model.cost(of: word, after: before.spoken)
            guard cost <= settings.sureCost, typedCost - cost >= settings.sureGap, best == nil || cost < best!.cost else { continue }
            let form = model.words.bytes(word)
            if Self.isOneEdit(EnglishKey.folded(form), key), lexicon.isKnown(form) { best = (form, cost) }
        }
        return best.map { lexicon.displayForm($0.word) }
    }

    /// How many of the model's cheapest next words a sure correction is sought among.
    static let sureFollowers = 100

    /// Whether `a` and `b` (folded keys) differ by one letter changed, added or left out, or two
    /// neighbours swapped.
    static func isOneEdit(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        if a.count == b.count {
            var first = -1, second = -1, count = 0
            for index in a.indices where a[index] != b[index] {
                count += 1
                if count == 1 { first = index } else if count == 2 { second = index } else { return false }
            }
            if count == 1 { return true }
            return count == 2 && second == first + 1 && a[first] == b[second] && a[second] == b[first]
        }
        let (long, short) = a.count > b.count ? (a, b) : (b, a)
        guard long.count == short.count + 1 else { return false }
        var start = 0
        while start < short.count, long[start] == short[start] { start += 1 }
        return long[(start + 1)...].elementsEqual(short[start...])
    }
}
