import Foundation
import MappedData

/// How often people write each English word (`en-talk.bin`: wordfreq's English list, CC-BY-SA
/// 4.0), opened on its own: the lexicon's frequency list (`EnglishLexicon` reads the same file),
/// for an engine that needs the words and their frequencies without the rest of the lexicon
/// (English words read inside pinyin, 中英混输). Words are in lower case, a few with an apostrophe
/// (`don't`), sorted by their folded key (`EnglishKey`), then by their bytes.
public struct EnglishWordFrequencies: Sendable {
    let list: MappedWordList
    /// The words whose keys begin with each letter a–z: a search's first letter, which narrowed
    /// all 78,000 words by two binary searches from every start the lattice re-reads, is a look-up.
    private let firstLetterRanges: [Range<Int>]
    /// The words whose keys begin with each two letters a–z (bounds, two a pair, `26 · first +
    /// second`): the second letter is a look-up too. The first binary searches over a wide range
    /// touch words far apart in the mapped file, the costly part of a search (5.4 kB).
    private let twoLetterBounds: [UInt32]
    /// The mapped file, kept open while the list reads it.
    private let file: DataFile<EnglishEngineError>

    /// The file's name inside a data directory.
    public static let fileName = "en-talk.bin"

    /// The shipped list (the module's `Data` resource folder), opened (mapped and checksummed)
    /// once per process on first use, a failure included.
    public static let shipped = Result {
        guard let directory = EnglishLexicon.bundledDataDirectory else {
            throw EnglishEngineError.unreadableFile(path: "EnglishEngine resources", reason: "the bundled data folder was not found")
        }
        return try EnglishWordFrequencies(path: directory + "/" + fileName)
    }

    /// Opens and validates `path` (kind `ENT1`).
    public init(path: String, verifyChecksum: Bool = true) throws {
        file = try DataFile<EnglishEngineError>(path: path, kind: "ENT1", verifyChecksum: verifyChecksum)
        list = try MappedWordList(file, path: path, costs: true)
        let all = 0..<list.count
        let letters = UInt8(ascii: "a")...UInt8(ascii: "z"), sorted = list
        let firsts = letters.map { sorted.narrow(all, depth: 0, letter: $0) }
        firstLetterRanges = firsts
        twoLetterBounds = firsts.flatMap { first in
            letters.flatMap { second -> [UInt32] in
                let range = sorted.narrow(first, depth: 1, letter: second)
                return [UInt32(range.lowerBound), UInt32(range.upperBound)]
            }
        }
    }

    /// The words whose keys begin with `first` then `second` (a–z both; nil for any other byte).
    @inline(__always)
    func words(beginningWith first: UInt8, _ second: UInt8) -> Range<Int>? {
        let a = Int(first) - Int(UInt8(ascii: "a")), b = Int(second) - Int(UInt8(ascii: "a"))
        guard (0..<26).contains(a), (0..<26).contains(b) else { return nil }
        let index = 2 * (26 * a + b)
        return Int(twoLetterBounds[index])..<Int(twoLetterBounds[index + 1])
    }

    /// The words whose keys begin with `letter` (a–z; nil for any other byte).
    @inline(__always)
    func words(beginningWith letter: UInt8) -> Range<Int>? {
        let index = Int(letter) - Int(UInt8(ascii: "a"))
        return firstLetterRanges.indices.contains(index) ? firstLetterRanges[index] : nil
    }

    /// The number of words.
    public var count: Int { list.count }

    /// The index of the word spelled exactly `word` (bytes as listed: lower case, apostrophes
    /// included), or nil when the list lacks it.
    public func index(of word: [UInt8]) -> Int? { list.index(ofExactly: word) }

    /// The bytes of word `index`.
    public func word(at index: Int) -> [UInt8] { list.bytes(index) }

    /// Whether word `index` is letters only (no apostrophe).
    public func isLetters(at index: Int) -> Bool {
        !(list.offsets[index]..<list.offsets[index + 1]).contains { list.text[$0] == UInt8(ascii: "'") }
    }

    /// The length of word `index` in bytes.
    public func length(at index: Int) -> Int { list.offsets[index + 1] - list.offsets[index] }

    /// The Zipf frequency of word `index` (log₁₀ of its occurrences per 10⁹ words) in whole
    /// hundredths, as wordfreq gives it: its frequencies are whole centibels, and the file's
    /// −ln p in thousandths of a nat rounds back to them.
    public func zipfFrequency(at index: Int) -> Double {
        let zipf = 9 - Double(list.costs![index]) / 1000 / Self.ln10
        return (zipf * 100).rounded() / 100
    }

    /// ln 10, for Zipf frequencies from natural logarithms.
    private static let ln10 = log(10.0)

    /// A search for the words some letters begin with that reads one letter at a time, so that a
    /// caller who keeps it goes on from where it stopped when letters are typed after them: the
    /// range of the words whose folded keys share the letters read.
    public struct PrefixSearch: Sendable {
        /// The words whose keys begin with the letters read (empty: none).
        public private(set) var words: Range<Int>
        /// How many letters were read.
        public private(set) var depth = 0
        /// The first letter read (for the two-letter look-up).
        private var first: UInt8 = 0

        /// A search of `list` that has read nothing.
        public init(_ list: EnglishWordFrequencies) { words = 0..<list.count }

        private init(words: Range<Int>) { self.words = words }

        /// A search over no words (no list to search).
        public static let over = PrefixSearch(words: 0..<0)

        /// Whether no word begins with the letters read: no letter after them finds one.
        public var isOver: Bool { words.isEmpty }

        /// Reads the next letter (lower case a-z); the index of the word spelled by exactly the
        /// letters read so far (no apostrophe), if the list has it.
        @inline(__always)
        public mutating func read(_ letter: UInt8, in list: EnglishWordFrequencies) -> Int? {
            if !words.isEmpty {
                // A search of the whole list (`over` stays over) looks its first two letters up.
                switch depth {
                case 0:
                    first = letter
                    words = list.words(beginningWith: letter) ?? list.list.narrow(words, depth: 0, letter: letter)
                case 1:
                    words = list.words(beginningWith: first, letter) ?? list.list.narrow(words, depth: 1, letter: letter)
                default:
                    words = list.list.narrow(words, depth: depth, letter: letter)
                }
            }
            depth += 1
            return list.list.word(spelledBy: words, length: depth)
        }
    }
}

extension MappedWordList {
    /// The letter of word `index`'s folded key at `depth` (apostrophes skipped), nil when the key is shorter.
    @inline(__always)
    func keyLetter(_ index: Int, at depth: Int) -> UInt8? {
        var position = offsets[index], remaining = depth
        let end = offsets[index + 1]
        while position < end {
            let byte = text[position]
            if byte != UInt8(ascii: "'") {
                if remaining == 0 { return EnglishKey.fold(byte) }
                remaining -= 1
            }
            position += 1
        }
        return nil
    }

    /// The words of `range` (all sharing their keys' first `depth` letters) whose key letter at
    /// `depth` is `letter`; the words whose keys end at `depth + 1` letters come first.
    @inline(__always)
    func narrow(_ range: Range<Int>, depth: Int, letter: UInt8) -> Range<Int> {
        SortedWords.narrow(range, to: letter) { keyLetter($0, at: depth) }
    }

    /// The word of `range` (words whose keys share their first `length` letters) spelled by
    /// exactly those letters as listed, without an apostrophe, if there is one: the words of that
    /// key come first, those with apostrophes among them (`i'd` before `id`).
    func word(spelledBy range: Range<Int>, length: Int) -> Int? {
        for index in range {
            if offsets[index + 1] - offsets[index] == length { return index }
            if keyLetter(index, at: length) != nil { return nil }
        }
        return nil
    }
}
