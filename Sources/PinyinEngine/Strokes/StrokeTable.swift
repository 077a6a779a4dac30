/// Every character's stroke order (`strokes.bin`, kind `STK1`, built from rime-stroke's
/// stroke.dict.yaml by `scripts/engine/build_strokes.py`; LGPL-3, a file of its own),
/// memory-mapped. Entries are sorted by stroke sequence, so the characters whose order begins with
/// a pattern are a few ranges found by binary search (one per wildcard branch). A character with
/// two orders (the CNS 11643 one and the mainland one) has an entry for each.
public struct StrokeTable: Sendable {
    let data: DataFile
    let offsets: MappedArray<UInt32>
    nonisolated(unsafe) let nibbles: UnsafeRawBufferPointer
    let characters: MappedArray<UInt32>
    /// The number of entries (characters × their orders).
    public let count: Int

    /// The file's kind.
    public static let kind = "STK1"
    private static let alternativeFlag: UInt32 = 0x8000_0000

    /// Opens and validates `path`: a wrong kind, a bad checksum, offsets that are not increasing
    /// or run past the strokes, or a stroke outside 1–5 is a `PinyinEngineError.corruptFile`.
    public init(path: String, verifyChecksum: Bool = true) throws {
        data = try DataFile(path: path, kind: Self.kind, verifyChecksum: verifyChecksum)
        characters = try data.array("CHAR", of: UInt32.self)
        count = characters.count
        offsets = try data.array("SOFF", of: UInt32.self, count: count + 1)
        nibbles = try data.section("SEQN")
        func fail(_ reason: String) -> PinyinEngineError { .corruptFile(path: path, reason: reason) }
        guard count > 0, offsets[0] == 0, Int(offsets[count]) <= 2 * nibbles.count else { throw fail("stroke offsets are inconsistent") }
        for index in 0..<count where offsets[index] >= offsets[index + 1] { throw fail("entry \(index) has no strokes") }
        for byte in nibbles.prefix(Int(offsets[count]) / 2) where !(1...5).contains(byte & 0xF) || !(0...5).contains(byte >> 4) {
            throw fail("a stroke outside 1–5")
        }
        for index in 0..<count where Unicode.Scalar(characters[index] & ~Self.alternativeFlag) == nil {
            throw fail("entry \(index) is not a character")
        }
    }

    /// The number of strokes of entry `entry`.
    @inline(__always)
    public func strokeCount(at entry: Int) -> Int { Int(offsets[entry + 1] &- offsets[entry]) }

    /// Stroke `index` (from 0) of entry `entry`, 1–5.
    @inline(__always)
    public func stroke(at entry: Int, _ index: Int) -> UInt8 {
        let nibble = Int(offsets[entry]) + index
        let byte = nibbles[nibble >> 1]
        return nibble & 1 == 0 ? byte & 0xF : byte >> 4
    }

    /// Entry `entry`'s strokes, 1–5.
    public func strokes(at entry: Int) -> [UInt8] { (0..<strokeCount(at: entry)).map { stroke(at: entry, $0) } }

    /// Entry `entry`'s character.
    @inline(__always)
    public func character(at entry: Int) -> Unicode.Scalar {
        Unicode.Scalar(characters[entry] & ~Self.alternativeFlag) ?? "\u{FFFD}"
    }

    /// Whether entry `entry` is a character's other order (not the last the source lists, which is
    /// the mainland order).
    @inline(__always)
    public func isAlternativeOrder(at entry: Int) -> Bool { characters[entry] & Self.alternativeFlag != 0 }

    /// The ranges of entries whose strokes begin with `pattern`, in table order (all of them for
    /// an empty pattern). A wildcard splits a range into one per stroke.
    public func ranges(matching pattern: StrokePattern) -> [Range<Int>] {
        var result: [Range<Int>] = []
        collect(pattern.strokes[...], depth: 0, in: 0..<count, into: &result)
        return result
    }

    private func collect(_ rest: ArraySlice<Stroke?>, depth: Int, in range: Range<Int>, into result: inout [Range<Int>]) {
        guard !range.isEmpty else { return }
        guard let first = rest.first else { return result.append(range) }
        let strokes: [UInt8] = first.map { [$0.rawValue] } ?? Stroke.allCases.map(\.rawValue)
        for stroke in strokes {
            let low = bound(range, depth: depth, below: stroke)
            let high = bound(low..<range.upperBound, depth: depth, below: stroke + 1)
            collect(rest.dropFirst(), depth: depth + 1, in: low..<high, into: &result)
        }
    }

    /// The first entry of `range` (whose entries share their first `depth` strokes) whose stroke at
    /// `depth` is at least `stroke` (an entry with only `depth` strokes sorts first).
    private func bound(_ range: Range<Int>, depth: Int, below stroke: UInt8) -> Int {
        var low = range.lowerBound, high = range.upperBound
        while low < high {
            let middle = (low + high) >> 1
            let value = strokeCount(at: middle) > depth ? self.stroke(at: middle, depth) : 0
            if value < stroke { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
