import MappedData

/// A list of English words, memory-mapped and sorted for binary search, each with its Zipf
/// frequency (log₁₀ of its occurrences per 10⁹ words) and the form it is shown in:
/// `english-mixed.bin` (kind `ENW2`, the English words of Chinese technical text with the casing
/// they are written in, `scripts/engine/build_mixed_english.py`). Words are stored in lower case,
/// with each word's shown form (`GitHub`, `iPhone`), empty when it is the stored one. (The
/// commonest words of English text come from the English engine's lexicon:
/// `EnglishWordFrequencies`.) Each word also records which sources hold it (`WSRC`): the
/// documents, Chinese chat, Debian's package names.
public struct EnglishWords: Sendable {
    let data: DataFile
    /// The words, in lower case, sorted.
    let words: MappedStrings
    /// Each word's Zipf frequency in tenths.
    let zipf: MappedArray<UInt8>
    /// Each word's shown form (empty: its letters).
    let shown: MappedStrings
    /// Each word's sources, `Source` bits (nil: a file from before `WSRC`, whose words all count
    /// as the documents').
    let sources: MappedArray<UInt8>?
    /// The ranges of the words beginning with each letter and each two letters (see `narrow`).
    private(set) var prefixIndex = PrefixIndex.empty
    /// The number of words.
    public let count: Int

    /// The kind this reader opens.
    public static let kind = "ENW2"

    /// Opens and validates `path`.
    public init(path: String, verifyChecksum: Bool = true) throws {
        data = try DataFile(path: path, kind: Self.kind, verifyChecksum: verifyChecksum)
        zipf = try data.array("WZPF", of: UInt8.self)
        count = zipf.count
        words = try MappedStrings(data, offsets: "WOFF", text: "WTXT", count: count, path: path, naming: "word")
        for index in 0..<words.text.count where !(97...122).contains(words.text[index]) {
            throw ChineseEngineError.corruptFile(path: path, reason: "a word holds a byte other than a-z")
        }
        shown = try MappedStrings(data, offsets: "SOFF", text: "STXT", count: count, path: path, naming: "shown-form")
        sources = (try? data.section("WSRC")) != nil ? try data.array("WSRC", of: UInt8.self, count: count) : nil
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

    /// The sources a word can come from (`WSRC`'s bits, as `build_mixed_english.py` writes them).
    public struct Source: OptionSet, Sendable {
        /// The bits as `WSRC` stores them.
        public let rawValue: UInt8
        /// The sources of `rawValue`'s bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Chinese technical documents write it (`bash`, `Debian`).
        public static let documents = Source(rawValue: 1)
        /// Chinese chat and subtitles write it (wordfreq's Chinese list: `app`, `child`).
        public static let chat = Source(rawValue: 2)
        /// A Debian package is named so (`sudo`, `wah`).
        public static let software = Source(rawValue: 4)
    }

    /// The sources that hold word `index` (`.documents` for every word of a file without them).
    public func sources(at index: Int) -> Source {
        sources.map { Source(rawValue: $0[index]) } ?? .documents
    }

    /// The length of word `index` in letters.
    public func length(at index: Int) -> Int { Int(offsets[index + 1]) - Int(offsets[index]) }

    /// Word `index` as it is written: its shown form when it has one, else its letters.
    public func shownWord(at index: Int) -> String {
        shown.span(of: index).isEmpty ? words.string(at: index) : shown.string(at: index)
    }

    /// The words' offsets (`words.offsets`), read by the searches.
    var offsets: MappedArray<UInt32> { words.offsets }
    /// The words' bytes (`words.text`).
    var text: MappedArray<UInt8> { words.text }

    /// The words of `range` (all sharing their first `depth` letters) whose letter at `depth` is
    /// `letter`: a prefix search narrows by one letter at a time. The word that ends at `depth + 1`
    /// letters, if any, is the first of the result. The first two letters are looked up
    /// (`PrefixIndex`), the others searched for.
    public func narrow(_ range: Range<Int>, depth: Int, letter: UInt8) -> Range<Int> {
        prefixIndex.range(range, depth: depth, letter: letter, in: self) ?? searchNarrowing(range, depth: depth, letter: letter)
    }

    /// `narrow` by binary search (`SortedWords.narrow`).
    func searchNarrowing(_ range: Range<Int>, depth: Int, letter: UInt8) -> Range<Int> {
        SortedWords.narrow(range, to: letter) { index in
            let position = Int(offsets[index]) + depth
            return position < Int(offsets[index + 1]) ? text[position] : nil
        }
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
