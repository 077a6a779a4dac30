import Foundation

extension EnglishLexicon {
    /// p(`next` | `previous`) from the book word pairs, both words as lower-case letters: nil when
    /// `previous` is not a book word with listed followers (the pairs say nothing), 0 when this pair
    /// is not listed. For stages that rank words themselves (gesture typing) and mix this in.
    public func pairProbability(of next: String, after previous: String) -> Float? {
        guard let first = books.index(ofExactly: Array(previous.utf8)), pairFirst[first] < pairFirst[first + 1] else { return nil }
        guard let second = books.index(ofExactly: Array(next.utf8)), let cost = pairCost(previous: first, next: second) else { return 0 }
        return exp(-cost)
    }

    /// −ln of the share of a lower-case word's uses that start a sentence, from the book pairs
    /// (the uses no listed pair leads into: `I`, `what`, `but` often; `of`, `same` seldom); 0
    /// for a word the books do not list (nothing is known).
    func sentenceStartCost(_ lower: [UInt8]) -> Float { sentenceStartCost(book: books.index(ofExactly: lower)) }

    /// `sentenceStartCost` of book word `book` (nil: not a book word).
    func sentenceStartCost(book: Int?) -> Float {
        guard let book else { return 0 }
        return Float(startCost[book]) / 1000
    }

    /// Whether the book pairs list `next` (lower case) after book word `previous`, or list no follower of it at all.
    func hasPair(previous: Int, next: [UInt8]) -> Bool {
        guard pairFirst[previous] < pairFirst[previous + 1] else { return true }
        guard let index = books.index(ofExactly: next) else { return false }
        return pairCost(previous: previous, next: index) != nil
    }
}
