/// Prefix searches over a memory-mapped list of words sorted letter by letter, shared by the
/// English lists of both engines: they narrow a range by one letter at a time.
public enum SortedWords {
    /// The words of `range` (all sharing their first `depth` letters, sorted: a word that ends
    /// at `depth` letters first, then by the letter at `depth`) whose letter at `depth` is
    /// `letter`, given `letterAt(index)`, word `index`'s letter at `depth` (nil when it is
    /// shorter). Two binary searches: the first word at `letter` or after it, then the first
    /// after it (searched for from the first on).
    @inline(__always)
    public static func narrow(_ range: Range<Int>, to letter: UInt8, letterAt: (Int) -> UInt8?) -> Range<Int> {
        func partition(from low: Int, orEqual: Bool) -> Int {
            var low = low, high = range.upperBound
            while low < high {
                let middle = (low + high) >> 1
                let below: Bool
                if let found = letterAt(middle) { below = orEqual ? found <= letter : found < letter } else { below = true }
                if below { low = middle + 1 } else { high = middle }
            }
            return low
        }
        let first = partition(from: range.lowerBound, orEqual: false)
        return first..<partition(from: first, orEqual: true)
    }
}
