import MappedData
import StrokeInput

/// A shape code table, memory-mapped: every entry a code (a sequence of keys) and its text — 笔画's
/// stroke orders (`strokes.bin`, kind `STK1`, strokes 1–5 packed 4 bits each) or a scheme's letter
/// codes (`wubi86.bin`, `cangjie5.bin`, `quick5.bin`, kind `SHP1`, one key a byte), both built by
/// scripts in `scripts/engine/` from Rime's LGPL-3 tables, each a file of its own. Entries are
/// sorted by code, so the entries whose code begins with a pattern are a few ranges found by binary
/// search (one per wildcard branch). A character with two codes has an entry for each; an entry's
/// text is one character or (`SHP1`'s `WOFF`/`WTXT`) a word.
///
/// Sections: `SOFF` uint32 × (count + 1), where each code starts (in keys); `SEQN` (4-bit keys) or
/// `SEQB` (8-bit keys), each key 1…alphabet size; `CHAR` uint32 × count, the character (bit 31: an
/// alternative code, ranked a little lower; bit 30: a word, the low bits its index in `WOFF`);
/// `ALPH` the keys' letters in UTF-8 (`STK1`: `12345`).
public struct CodeTable: Sendable {
    let data: DataFile
    let offsets: MappedArray<UInt32>
    nonisolated(unsafe) let keys: UnsafeRawBufferPointer
    let isPacked: Bool
    let characters: MappedArray<UInt32>
    let wordOffsets: MappedArray<UInt32>?
    let wordScalars: MappedArray<UInt32>?
    /// Each character's reading, when the table notes readings (拆字's `RCHR`/`ROFF`/`RTXT`).
    let readings: ReadingNotes?
    /// The number of entries.
    public let count: Int
    /// The letter each key is typed and written with, key 1 first (`12345`, `a`…`z`).
    public let alphabet: [Character]

    /// The stroke table's kind.
    public static let kind = "STK1"
    /// The letter-code tables' kind.
    public static let letterKind = "SHP1"
    private static let alternativeFlag: UInt32 = 0x8000_0000
    private static let wordFlag: UInt32 = 0x4000_0000

    /// Opens and validates `path`: a wrong kind, a bad checksum, offsets that are not increasing
    /// or run past the codes, a key outside the alphabet or a bad text is a `ChineseEngineError.corruptFile`.
    public init(path: String, verifyChecksum: Bool = true) throws {
        data = try DataFile(path: path, kinds: [Self.kind, Self.letterKind], verifyChecksum: verifyChecksum)
        func fail(_ reason: String) -> ChineseEngineError { .corruptFile(path: path, reason: reason) }
        characters = try data.array("CHAR", of: UInt32.self)
        count = characters.count
        offsets = try data.array("SOFF", of: UInt32.self, count: count + 1)
        isPacked = data.kind == Self.kind
        keys = try data.section(isPacked ? "SEQN" : "SEQB")
        if isPacked {
            alphabet = Array("12345")
            wordOffsets = nil
            wordScalars = nil
            readings = nil
        } else {
            alphabet = Array(String(decoding: try data.section("ALPH"), as: UTF8.self))
            let hasWords = (try? data.section("WOFF")) != nil
            wordOffsets = hasWords ? try data.array("WOFF", of: UInt32.self) : nil
            wordScalars = hasWords ? try data.array("WTXT", of: UInt32.self) : nil
            readings = (try? data.section("RCHR")) != nil ? try ReadingNotes(data: data, path: path) : nil
        }
        let keyCount = Int(offsets[max(0, count)])
        guard count > 0, offsets[0] == 0, keyCount <= (isPacked ? 2 : 1) * keys.count, (1...31).contains(alphabet.count) else {
            throw fail("code offsets are inconsistent")
        }
        for index in 0..<count where offsets[index] >= offsets[index + 1] { throw fail("entry \(index) has no code") }
        for index in 0..<keyCount where !(1...alphabet.count).contains(Int(key(atKey: index))) {
            throw fail("a key outside \(String(alphabet))")
        }
        try validateTexts(fail)
    }

    private func validateTexts(_ fail: (String) -> ChineseEngineError) throws {
        let words = wordOffsets.map { $0.count - 1 } ?? 0
        if let wordOffsets, let wordScalars {
            guard words >= 0, wordOffsets[0] == 0, Int(wordOffsets[words]) <= wordScalars.count else { throw fail("word offsets are inconsistent") }
            for index in 0..<words where wordOffsets[index] > wordOffsets[index + 1] { throw fail("word \(index) is out of order") }
            for index in 0..<wordScalars.count where Unicode.Scalar(wordScalars[index]) == nil { throw fail("a word holds a non-character") }
        }
        for index in 0..<count {
            let value = characters[index] & ~Self.alternativeFlag
            if value & Self.wordFlag != 0 {
                guard Int(value & ~Self.wordFlag) < words else { throw fail("entry \(index) names no word") }
            } else if Unicode.Scalar(value) == nil {
                throw fail("entry \(index) is not a character")
            }
        }
    }

    @inline(__always)
    private func key(atKey index: Int) -> UInt8 {
        guard isPacked else { return keys[index] }
        let byte = keys[index >> 1]
        return index & 1 == 0 ? byte & 0xF : byte >> 4
    }

    /// The number of keys of entry `entry`'s code.
    @inline(__always)
    public func codeLength(at entry: Int) -> Int { Int(offsets[entry + 1] &- offsets[entry]) }

    /// Key `index` (from 0) of entry `entry`'s code, 1…alphabet size.
    @inline(__always)
    public func key(at entry: Int, _ index: Int) -> UInt8 { key(atKey: Int(offsets[entry]) + index) }

    /// Entry `entry`'s code, as keys 1…alphabet size.
    public func code(at entry: Int) -> [UInt8] { (0..<codeLength(at: entry)).map { key(at: entry, $0) } }

    /// Entry `entry`'s code in the alphabet's letters (`wqwu`).
    public func codeText(at entry: Int) -> String { String(code(at: entry).map { alphabet[Int($0) - 1] }) }

    /// Whether entry `entry`'s text is a word (not one character).
    @inline(__always)
    public func isWord(at entry: Int) -> Bool { characters[entry] & Self.wordFlag != 0 }

    /// An identity of entry `entry`'s text, equal for the entries of one text: the character's code
    /// point, or the word's index with bit 30 set.
    @inline(__always)
    public func textKey(at entry: Int) -> UInt32 { characters[entry] & ~Self.alternativeFlag }

    /// Entry `entry`'s character (a word's first).
    @inline(__always)
    public func character(at entry: Int) -> Unicode.Scalar {
        if isWord(at: entry) { return text(forKey: textKey(at: entry)).unicodeScalars.first ?? "\u{FFFD}" }
        return Unicode.Scalar(textKey(at: entry)) ?? "\u{FFFD}"
    }

    /// Entry `entry`'s text.
    public func text(at entry: Int) -> String { text(forKey: textKey(at: entry)) }

    /// The text a `textKey` names.
    public func text(forKey key: UInt32) -> String {
        guard key & Self.wordFlag != 0 else { return Unicode.Scalar(key).map { String(Character($0)) } ?? "" }
        guard let wordOffsets, let wordScalars else { return "" }
        let index = Int(key & ~Self.wordFlag)
        var text = String.UnicodeScalarView()
        for position in Int(wordOffsets[index])..<Int(wordOffsets[index + 1]) {
            if let scalar = Unicode.Scalar(wordScalars[position]) { text.append(scalar) }
        }
        return String(text)
    }

    /// Whether entry `entry` is a character's other code (for strokes, not the mainland order).
    @inline(__always)
    public func isAlternativeOrder(at entry: Int) -> Bool { characters[entry] & Self.alternativeFlag != 0 }

    /// The ranges of entries whose code begins with `pattern`, in table order (all of them for an
    /// empty pattern). A wildcard splits a range into one per key.
    public func ranges(matching pattern: CodePattern) -> [Range<Int>] {
        var result: [Range<Int>] = []
        collect(pattern.keys[...], depth: 0, in: 0..<count, into: &result)
        return result
    }

    private func collect(_ rest: ArraySlice<UInt8?>, depth: Int, in range: Range<Int>, into result: inout [Range<Int>]) {
        guard !range.isEmpty else { return }
        guard let first = rest.first else { return result.append(range) }
        let keys: [UInt8] = first.map { [$0] } ?? (1...UInt8(alphabet.count)).map { $0 }
        for key in keys {
            let low = bound(range, depth: depth, below: key)
            let high = bound(low..<range.upperBound, depth: depth, below: key + 1)
            collect(rest.dropFirst(), depth: depth + 1, in: low..<high, into: &result)
        }
    }

    /// The first entry of `range` (whose entries share their first `depth` keys) whose key at
    /// `depth` is at least `key` (an entry with only `depth` keys sorts first).
    private func bound(_ range: Range<Int>, depth: Int, below key: UInt8) -> Int {
        var low = range.lowerBound, high = range.upperBound
        while low < high {
            let middle = (low + high) >> 1
            let value = codeLength(at: middle) > depth ? self.key(at: middle, depth) : 0
            if value < key { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

extension CodeTable {
    /// The entries of single characters (not words) that `includes`, ordered by character, then
    /// shortest code first, then by code: what a look-up by character searches
    /// (`characterEntries(of:in:)`, 五笔's `z`). One pass and a sort, made once by whoever needs
    /// it (4 bytes an entry: 五笔's 74,871 character entries, 25,500 of characters the fonts draw).
    public func characterEntriesByText(including includes: (UInt32) -> Bool = { _ in true }) -> [Int32] {
        var entries: [Int32] = []
        for entry in 0..<count where !isWord(at: entry) && includes(textKey(at: entry)) { entries.append(Int32(entry)) }
        // Entries are in code order, so the entry breaks a tie of length as the code would.
        entries.sort { a, b in
            let keyA = textKey(at: Int(a)), keyB = textKey(at: Int(b))
            if keyA != keyB { return keyA < keyB }
            let lengthA = codeLength(at: Int(a)), lengthB = codeLength(at: Int(b))
            return lengthA != lengthB ? lengthA < lengthB : a < b
        }
        return entries
    }

    /// The entries of character `scalar` in `index` (`characterEntriesByText()`): shortest code first
    /// (五笔 你: `wq`, `wqi`, `wqiy`); empty when the table has none.
    public func characterEntries(of scalar: UInt32, in index: [Int32]) -> ArraySlice<Int32> {
        var low = 0, high = index.count
        while low < high {
            let middle = (low + high) >> 1
            if textKey(at: Int(index[middle])) < scalar { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < index.count, textKey(at: Int(index[end])) == scalar { end += 1 }
        return index[low..<end]
    }

    /// The number of strokes of entry `entry` (a stroke table's code length).
    public func strokeCount(at entry: Int) -> Int { codeLength(at: entry) }
    /// Stroke `index` (from 0) of entry `entry`, 1–5.
    public func stroke(at entry: Int, _ index: Int) -> UInt8 { key(at: entry, index) }
    /// Entry `entry`'s strokes, 1–5.
    public func strokes(at entry: Int) -> [UInt8] { code(at: entry) }
    /// The ranges of entries whose strokes begin with `pattern`.
    public func ranges(matching pattern: StrokePattern) -> [Range<Int>] { ranges(matching: CodePattern(pattern)) }
}

/// 笔画's table is a code table of strokes (`strokes.bin`).
public typealias StrokeTable = CodeTable
