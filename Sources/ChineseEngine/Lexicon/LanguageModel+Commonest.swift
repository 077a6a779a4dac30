import Foundation

extension LanguageModel {
    /// The `count` words of smallest unigram cost, likeliest first (equal costs by id). 联想 lets
    /// them follow any word through the back-off. Found by one scan of the unigram costs on first
    /// use and shared by every copy of this model, so a new keyboard (a new `Predictor`) does not
    /// scan the model again.
    public func commonestWords(_ count: Int) -> [Int32] {
        commonest.words(count) { Self.commonest(count, wordCount: wordCount, cost: unigramCost) }
    }

    /// The scan: a sorted list of the best `count` so far; a word enters only if it beats the
    /// last (ids ascend, so equal costs keep the smaller id).
    private static func commonest(_ count: Int, wordCount: Int, cost unigramCost: (Int32) -> Float) -> [Int32] {
        guard count > 0 else { return [] }
        var best: [(cost: Float, word: Int32)] = []
        best.reserveCapacity(count + 1)
        for word in 1..<max(1, wordCount) {
            let cost = unigramCost(Int32(word))
            if best.count == count, cost >= best[count - 1].cost { continue }
            var low = 0, high = best.count
            while low < high {
                let middle = (low + high) >> 1
                if best[middle].cost <= cost { low = middle + 1 } else { high = middle }
            }
            best.insert((cost, Int32(word)), at: low)
            if best.count > count { best.removeLast() }
        }
        return best.map(\.word)
    }
}

/// The commonest-words list of one opened model, computed once and shared by the model's copies
/// (a model is a value over mapped memory; this is its only mutable state, behind a lock).
final class CommonestWords: @unchecked Sendable {
    private let lock = NSLock()
    private var cached: (count: Int, words: [Int32])?

    /// The cached list for `count`, or `compute`'s result, cached.
    func words(_ count: Int, compute: () -> [Int32]) -> [Int32] {
        lock.lock()
        defer { lock.unlock() }
        if let cached, cached.count == count { return cached.words }
        let words = compute()
        cached = (count, words)
        return words
    }
}
