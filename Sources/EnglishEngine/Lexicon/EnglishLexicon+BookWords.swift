import Foundation

extension EnglishLexicon {
    /// The number of book words (symspellpy's Google Books list, a–z only), indexed in ascending
    /// order of their letters: for a stage that walks every word itself (gesture typing).
    public var bookWordCount: Int { books.count }

    /// Writes book word `index`'s letters (lower-case ASCII) into `bytes`, replacing its contents.
    public func bookWord(at index: Int, into bytes: inout [UInt8]) {
        bytes.removeAll(keepingCapacity: true)
        let start = books.offsets[index], end = books.offsets[index + 1]
        guard let base = books.text.base else { return }
        bytes.append(contentsOf: UnsafeBufferPointer(start: base + start, count: end - start))
    }

    /// Whether book word `index` begins with `prefix` (lower-case ASCII), read in place: what lets
    /// a walk over the sorted words jump past every word that shares a hopeless beginning.
    public func bookWord(at index: Int, hasPrefix prefix: ArraySlice<UInt8>) -> Bool {
        let start = books.offsets[index], end = books.offsets[index + 1]
        guard end - start >= prefix.count else { return false }
        var position = start
        for byte in prefix {
            guard books.text[position] == byte else { return false }
            position += 1
        }
        return true
    }

    /// −ln p of book word `index`, mixing the talk and book frequencies as `frequency(of:)` does.
    public func bookWordCost(at index: Int) -> Float {
        var p = (1 - Self.talkWeight) * exp(-books.cost(index))
        if let talkIndex = talk.index(ofExactly: books.bytes(index)) { p += Self.talkWeight * exp(-talk.cost(talkIndex)) }
        return -log(p)
    }

    /// A bound no book word's `bookWordCost(at:)` is under (from the two lists' commonest words).
    public var leastBookWordCost: Float {
        var books = Float.infinity, talk = Float.infinity
        for index in 0..<self.books.count { books = min(books, self.books.cost(index)) }
        for index in 0..<self.talk.count { talk = min(talk, self.talk.cost(index)) }
        return -log((1 - Self.talkWeight) * exp(-books) + Self.talkWeight * exp(-talk))
    }
}
