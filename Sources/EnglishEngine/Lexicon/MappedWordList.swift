import MappedData

/// A memory-mapped list of words sorted by their folded key (lower case, apostrophes left out:
/// `don't` and `Dont` both fold to `dont`), then by their bytes, as `scripts/english/build.py`
/// writes it (sections `WOFF`, `WTXT`, and `WCST` in the frequency files). Look-ups are binary
/// searches over the mapping; nothing is copied to the heap.
struct MappedWordList: Sendable {
    let offsets: RawUInt32s
    let text: RawBytes
    /// −ln p × 1000 per word, in the frequency files.
    let costs: RawUInt16s?
    let count: Int

    init(_ data: DataFile<EnglishEngineError>, path: String, costs hasCosts: Bool) throws {
        text = RawBytes(try data.section("WTXT"))
        let raw = try data.section("WOFF")
        count = raw.count / 4 - 1
        guard count >= 0, raw.count % 4 == 0 else { throw EnglishEngineError.corruptFile(path: path, reason: "no word offsets") }
        offsets = RawUInt32s(raw)
        costs = hasCosts ? RawUInt16s(try data.raw("WCST", size: 2, count: count)) : nil
        guard offsets[0] == 0, offsets[count] == text.count else {
            throw EnglishEngineError.corruptFile(path: path, reason: "word offsets are inconsistent")
        }
        for index in 0..<count where offsets[index] > offsets[index + 1] || offsets[index + 1] - offsets[index] > 64 {
            throw EnglishEngineError.corruptFile(path: path, reason: "word offsets are not monotonic")
        }
    }

    /// The bytes of word `index`.
    func bytes(_ index: Int) -> [UInt8] {
        let start = offsets[index], end = offsets[index + 1]
        var result: [UInt8] = []
        result.reserveCapacity(end - start)
        for position in start..<end { result.append(text[position]) }
        return result
    }

    /// Word `index` as a string.
    func string(_ index: Int) -> String { String(decoding: bytes(index), as: UTF8.self) }

    /// The cost (−ln p) of word `index`, in nats; infinity in a list without frequencies.
    func cost(_ index: Int) -> Float {
        guard let costs else { return .infinity }
        return Float(costs[index]) / 1000
    }

    /// Compares word `index`'s folded key with `key` (folded bytes): negative, zero or positive.
    /// With `prefix`, a word whose key starts with `key` compares equal.
    func compare(_ index: Int, _ key: [UInt8], prefix: Bool) -> Int {
        var position = offsets[index]
        let end = offsets[index + 1]
        var other = 0
        while true {
            while position < end, text[position] == UInt8(ascii: "'") { position += 1 }
            if other == key.count {
                return prefix || position == end ? 0 : 1
            }
            if position == end { return -1 }
            let a = EnglishKey.fold(text[position]), b = key[other]
            if a != b { return Int(a) - Int(b) }
            position += 1
            other += 1
        }
    }

    /// The words whose folded key is `key` (`prefix`: starts with `key`), a range of indices.
    func range(of key: [UInt8], prefix: Bool = false) -> Range<Int> {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) >> 1
            if compare(middle, key, prefix: prefix) < 0 { low = middle + 1 } else { high = middle }
        }
        var end = low, top = count
        while end < top {
            let middle = (end + top) >> 1
            if compare(middle, key, prefix: prefix) <= 0 { end = middle + 1 } else { top = middle }
        }
        return low..<end
    }

    /// The index of the word spelled exactly `word` (case and apostrophes included), if listed:
    /// one binary search in the list's order (folded key, then bytes), nothing copied.
    func index(ofExactly word: [UInt8]) -> Int? {
        word.withUnsafeBufferPointer { word in
            var low = 0, high = count
            while low < high {
                let middle = (low + high) >> 1
                if precedes(middle, word) { low = middle + 1 } else { high = middle }
            }
            guard low < count, offsets[low + 1] - offsets[low] == word.count else { return nil }
            var position = offsets[low]
            for byte in word {
                guard text[position] == byte else { return nil }
                position += 1
            }
            return low
        }
    }

    /// Whether word `index` sorts before `word` in the list's order: by folded key, then by bytes.
    private func precedes(_ index: Int, _ word: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = offsets[index], end = offsets[index + 1]
        var position = start, other = 0
        while true {
            while position < end, text[position] == UInt8(ascii: "'") { position += 1 }
            while other < word.count, word[other] == UInt8(ascii: "'") { other += 1 }
            if position == end || other == word.count {
                if position != end { return false }
                if other != word.count { return true }
                break
            }
            let a = EnglishKey.fold(text[position]), b = EnglishKey.fold(word[other])
            if a != b { return a < b }
            position += 1
            other += 1
        }
        // The same key: by bytes, a shorter word first.
        for offset in 0..<min(end - start, word.count) where text[start + offset] != word[offset] {
            return text[start + offset] < word[offset]
        }
        return end - start < word.count
    }

    /// The index of the word spelled `word` up to case (apostrophes included), if listed.
    func index(ofIgnoringCase word: [UInt8]) -> Int? {
        let lower = word.map(EnglishKey.lower)
        for index in range(of: EnglishKey.folded(word)) where bytes(index).map(EnglishKey.lower) == lower { return index }
        return nil
    }
}

/// How the English word lists fold a word into its key: ASCII letters in lower case, apostrophes
/// left out, anything else kept as it is.
public enum EnglishKey {
    /// `byte` in lower case when it is an ASCII capital.
    @inline(__always) static func lower(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }

    /// `byte` folded (apostrophes are skipped by the callers).
    @inline(__always) static func fold(_ byte: UInt8) -> UInt8 { lower(byte) }

    /// The folded key of `word`: `Don't` → `dont`.
    public static func folded(_ word: [UInt8]) -> [UInt8] {
        word.compactMap { $0 == UInt8(ascii: "'") ? nil : lower($0) }
    }

    /// Whether `word` is made of ASCII letters with apostrophes inside only (`don't`, `iPhone`).
    public static func isWord(_ word: [UInt8]) -> Bool {
        guard let first = word.first, let last = word.last, isLetter(first), isLetter(last), word.count <= 40 else { return false }
        return word.allSatisfy { isLetter($0) || $0 == UInt8(ascii: "'") }
    }

    /// Whether `byte` is an ASCII letter.
    @inline(__always) static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }
}

/// The bytes of a mapped section, read without generic indirection (the hot path of every look-up).
struct RawBytes: @unchecked Sendable {
    let base: UnsafePointer<UInt8>?
    let count: Int

    init(_ raw: UnsafeRawBufferPointer) {
        base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self)
        count = raw.count
    }

    @inline(__always) subscript(index: Int) -> UInt8 { base![index] }
}

/// Little-endian unsigned integers of a mapped section. Used only as `RawUInt32s` and
/// `RawUInt16s`, inside this module, so every read is specialized: no generic indirection on the
/// hot path of a look-up.
struct RawIntegers<Element: FixedWidthInteger & UnsignedInteger>: @unchecked Sendable {
    let base: UnsafeRawPointer?
    let count: Int

    init(_ raw: UnsafeRawBufferPointer) {
        base = raw.baseAddress
        count = raw.count / MemoryLayout<Element>.size
    }

    /// The element at `index`, in `0..<count` (checked in debug builds; see `MappedArray`).
    @inline(__always) subscript(index: Int) -> Int {
        assert(index >= 0 && index < count, "mapped read at \(index) of \(count) elements")
        return Int(Element(littleEndian: base!.loadUnaligned(fromByteOffset: index &* MemoryLayout<Element>.size, as: Element.self)))
    }
}

/// Little-endian 32-bit integers of a mapped section.
typealias RawUInt32s = RawIntegers<UInt32>

/// Little-endian 16-bit integers of a mapped section.
typealias RawUInt16s = RawIntegers<UInt16>

extension DataFile {
    /// Section `tag` as raw bytes; `count` elements of `size` bytes when given.
    func raw(_ tag: String, size: Int, count: Int? = nil) throws -> UnsafeRawBufferPointer {
        let raw = try section(tag)
        guard raw.count % size == 0, count == nil || raw.count == count! * size else {
            throw Failure(.corruptFile(path: file.path, reason: "section \(tag) has \(raw.count) bytes, expected \(count.map { "\($0 * size)" } ?? "a multiple of \(size)")"))
        }
        return raw
    }
}
