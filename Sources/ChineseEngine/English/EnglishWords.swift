/// A list of English words, memory-mapped and sorted for binary search, each with its Zipf
/// frequency (log₁₀ of its occurrences per 10⁹ words): `english.bin` (kind `ENW1`, wordfreq's
/// commonest English words, `scripts/engine/build_english_words.py`) or `english-mixed.bin`
/// (kind `ENW2`, the English words of Chinese technical text with the casing they are written
/// in, `scripts/engine/build_mixed_english.py`). Words are stored in lower case; an `ENW2` file
/// also stores each word's shown form (`GitHub`, `iPhone`), empty when it is the stored one.
public struct EnglishWords: Sendable {
    let data: DataFile
    let offsets: MappedArray<UInt32>
    let text: MappedArray<UInt8>
    let zipf: MappedArray<UInt8>
    /// The shown forms' offsets and bytes (`ENW2`; empty for `ENW1`).
    let shownOffsets: MappedArray<UInt32>?
    let shownText: MappedArray<UInt8>?
    /// The ranges of the words beginning with each letter and each two letters (see `narrow`).
    private(set) var prefixIndex = PrefixIndex.empty
    /// The number of words.
    public let count: Int

    /// The file's name inside a data directory.
    public static let fileName = "english.bin"
    /// The kinds this reader opens: `ENW1` (lower case only) and `ENW2` (with shown forms).
    public static let kinds = ["ENW1", "ENW2"]

    /// Opens and validates `path`.
    public init(path: String, verifyChecksum: Bool = true) throws {
        data = try DataFile(path: path, kinds: Self.kinds, verifyChecksum: verifyChecksum)
        zipf = try data.array("WZPF", of: UInt8.self)
        count = zipf.count
        offsets = try data.array("WOFF", of: UInt32.self, count: count + 1)
        text = try data.array("WTXT", of: UInt8.self)
        func fail(_ reason: String) -> ChineseEngineError { .corruptFile(path: path, reason: reason) }
        guard offsets[0] == 0, Int(offsets[count]) == text.count else { throw fail("word offsets are inconsistent") }
        for index in 0..<count where offsets[index] > offsets[index + 1] { throw fail("word offsets are not monotonic") }
        for index in 0..<text.count where !(97...122).contains(text[index]) { throw fail("a word holds a byte other than a-z") }
        if data.kind == "ENW2" {
            let shownOffsets = try data.array("SOFF", of: UInt32.self, count: count + 1)
            let shownText = try data.array("STXT", of: UInt8.self)
            guard shownOffsets[0] == 0, Int(shownOffsets[count]) == shownText.count else { throw fail("shown-form offsets are inconsistent") }
            for index in 0..<count where shownOffsets[index] > shownOffsets[index + 1] { throw fail("shown-form offsets are not monotonic") }
            self.shownOffsets = shownOffsets
            self.shownText = shownText
        } else {
            shownOffsets = nil
            shownText = nil
        }
        prefixIndex = PrefixIndex(self)
    }

    /// The Zipf frequency of `word` (lower-case letters), or nil when it is not in the list.
    public func zipfFrequency(of word: [UInt8]) -> Float? {
        index(of: word).map(zipfFrequency(at:))
    }

    /// The index of `word` (lower-case letters), or nil when it is not in the list.
    public func index(of word: [UInt8]) -> Int? {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) >> 1
            switch compare(middle, word) {
            case 0: return middle
            case ..<0: low = middle + 1
            default: high = middle
            }
        }
        return nil
    }

    /// The length of word `index` in letters.
    public func length(at index: Int) -> Int { Int(offsets[index + 1]) - Int(offsets[index]) }

    /// Word `index` as it is written: its shown form when the file has one, else its letters.
    public func shownWord(at index: Int) -> String {
        if let shownOffsets, let shownText, shownOffsets[index + 1] > shownOffsets[index] {
            return String(decoding: (Int(shownOffsets[index])..<Int(shownOffsets[index + 1])).map { shownText[$0] }, as: UTF8.self)
        }
        return String(decoding: (Int(offsets[index])..<Int(offsets[index + 1])).map { text[$0] }, as: UTF8.self)
    }

    /// The words of `range` (all sharing their first `depth` letters) whose letter at `depth` is
    /// `letter`: a prefix search narrows by one letter at a time. The word that ends at `depth + 1`
    /// letters, if any, is the first of the result. The first two letters are looked up
    /// (`PrefixIndex`), the others searched for.
    public func narrow(_ range: Range<Int>, depth: Int, letter: UInt8) -> Range<Int> {
        prefixIndex.range(range, depth: depth, letter: letter, in: self) ?? searchNarrowing(range, depth: depth, letter: letter)
    }

    /// `narrow` by binary search: the first word at `letter` or after it, then the first after it
    /// (searched for from the first on).
    func searchNarrowing(_ range: Range<Int>, depth: Int, letter: UInt8) -> Range<Int> {
        // Within the range, words shorter than depth + 1 come first, then by the letter at depth.
        func below(_ index: Int, orEqual: Bool) -> Bool {
            let position = Int(offsets[index]) + depth
            guard position < Int(offsets[index + 1]) else { return true }
            return orEqual ? text[position] <= letter : text[position] < letter
        }
        func partition(from low: Int, orEqual: Bool) -> Int {
            var low = low, high = range.upperBound
            while low < high {
                let middle = (low + high) >> 1
                if below(middle, orEqual: orEqual) { low = middle + 1 } else { high = middle }
            }
            return low
        }
        let first = partition(from: range.lowerBound, orEqual: false)
        return first..<partition(from: first, orEqual: true)
    }

    /// Compares word `index` with `word`: negative, zero or positive.
    private func compare(_ index: Int, _ word: [UInt8]) -> Int {
        let start = Int(offsets[index]), end = Int(offsets[index + 1])
        var position = start, other = 0
        while position < end, other < word.count {
            let a = text[position], b = word[other]
            if a != b { return Int(a) - Int(b) }
            position += 1
            other += 1
        }
        return (end - start) - word.count
    }
}
