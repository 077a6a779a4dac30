extension EnglishWords {
    /// The words beginning with each letter a-z and with each two such letters, as ranges of a
    /// sorted word list: `EnglishWords.narrow` looks the first two letters of a prefix up instead
    /// of searching the whole list for them (the lattice narrows from every start a keystroke
    /// re-reads, 中英混输). Built when the list is opened (702 searches); 5.6 kB in one array.
    struct PrefixIndex: Sendable {
        /// Lower and upper bounds, in pairs: first letter `l` (0 for `a`) at pair `l`, two letters
        /// `l`, `m` at pair 26 + 26·`l` + `m`.
        private let bounds: [Int32]

        /// No index: every narrowing searches.
        static let empty = PrefixIndex(bounds: [])

        private init(bounds: [Int32]) { self.bounds = bounds }

        /// The index of `words`, found by searching them.
        init(_ words: EnglishWords) {
            let letters = UInt8(ascii: "a")...UInt8(ascii: "z")
            var firsts: [Int32] = [], pairs: [Int32] = []
            for first in letters {
                let range = words.searchNarrowing(0..<words.count, depth: 0, letter: first)
                firsts += [Int32(range.lowerBound), Int32(range.upperBound)]
                for second in letters {
                    let pair = words.searchNarrowing(range, depth: 1, letter: second)
                    pairs += [Int32(pair.lowerBound), Int32(pair.upperBound)]
                }
            }
            self.init(bounds: firsts + pairs)
        }

        /// Pair `index` of `bounds` as a range.
        @inline(__always)
        private func pair(_ index: Int) -> Range<Int> { Int(bounds[2 * index])..<Int(bounds[2 * index + 1]) }

        /// What `narrow(range, depth:, letter:)` returns, when `range` is the whole list (depth 0)
        /// or the words of one first letter (depth 1); nil otherwise, or for a letter outside a-z.
        @inline(__always)
        func range(_ range: Range<Int>, depth: Int, letter: UInt8, in words: EnglishWords) -> Range<Int>? {
            guard depth < 2, !bounds.isEmpty, (97...122).contains(letter) else { return nil }
            let second = Int(letter) - 97
            if depth == 0 { return range == 0..<words.count ? pair(second) : nil }
            // The range's first letter, when the range is one letter's: the first whose words end
            // after the range's start (found in the index, not in the mapped words).
            var first = 0, high = 26
            while first < high {
                let middle = (first + high) >> 1
                if Int(bounds[2 * middle + 1]) <= range.lowerBound { first = middle + 1 } else { high = middle }
            }
            guard first < 26, !range.isEmpty, pair(first) == range else { return nil }
            return pair(26 + 26 * first + second)
        }
    }
}
