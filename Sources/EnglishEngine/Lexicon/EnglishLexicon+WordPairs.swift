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
}
