import EnglishEngine
import Testing

/// The frequency list opened on its own, as 中英混输 reads it: a prefix search letter by letter
/// finds every word of letters, never one with an apostrophe, and the Zipf frequencies are
/// wordfreq's.
@Suite struct EnglishWordFrequenciesTests {
    let words = try! EnglishWordFrequencies.shipped.get()

    /// The word a search of `letters` from scratch ends on, and the words it found on the way.
    func search(_ letters: String) -> (last: Int?, found: [String]) {
        var search = EnglishWordFrequencies.PrefixSearch(words)
        var last: Int?, found: [String] = []
        for letter in letters.utf8 {
            last = search.read(letter, in: words)
            if let last { found.append(String(decoding: words.word(at: last), as: UTF8.self)) }
        }
        return (last, found)
    }

    @Test func aSearchReachesEveryWordOfLettersAndNoneWithAnApostrophe() {
        var missed: [String] = []
        for index in stride(from: 0, to: words.count, by: 7) {
            let word = String(decoding: words.word(at: index), as: UTF8.self)
            let (last, found) = search(word.filter { $0 != "'" })
            if word.contains("'") {
                // `i'd` is never what the letters `id` spell, nor `don't` what `dont` spells.
                if found.contains(where: { $0.contains("'") }) { missed.append(word) }
            } else if last != index {
                missed.append(word)
            }
        }
        #expect(missed.isEmpty, "\(missed.prefix(10))")
    }

    @Test func theLettersOfAContractionSpellTheWordOfLettersOnly() {
        #expect(search("id").found == ["i", "id"])
        #expect(search("dont").found == ["d", "do", "don", "dont"])
        // No word begins with `zzqx`: the search is over, having read its letters.
        var search = EnglishWordFrequencies.PrefixSearch(words)
        for letter in "zzqx".utf8 { _ = search.read(letter, in: words) }
        #expect(search.isOver && search.depth == 4)
    }

    @Test func zipfFrequenciesAreWordfreqsInHundredths() throws {
        let the = try #require(words.index(of: Array("the".utf8)))
        #expect(words.zipfFrequency(at: the) == 7.73)
        #expect(words.length(at: the) == 3)
        let iphone = try #require(words.index(of: Array("iphone".utf8)))
        #expect(words.zipfFrequency(at: iphone) == 4.43)
    }
}
