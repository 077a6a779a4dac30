extension SyllableSet {
    /// The words of a set from its first non-zero one to its last, and the first's index: a set's
    /// compact form where many are kept (an inventory's prefix sets). Most hold syllables of
    /// neighbouring ids, a word or two of the 12.
    var window: (first: Int, words: [UInt64]) {
        withUnsafeBytes(of: words) { raw in
            let buffer = raw.bindMemory(to: UInt64.self)
            guard let first = buffer.firstIndex(where: { $0 != 0 }), let last = buffer.lastIndex(where: { $0 != 0 }) else { return (0, []) }
            return (first, Array(buffer[first...last]))
        }
    }

    /// The set whose words from index `first` on are `window` (see `window`), the others zero.
    init(window: ArraySlice<UInt64>, first: Int) {
        self.init()
        withUnsafeMutableBytes(of: &words) { raw in
            let buffer = raw.bindMemory(to: UInt64.self)
            for (offset, word) in window.enumerated() where first + offset < Self.wordCount { buffer[first + offset] = word }
        }
    }
}
