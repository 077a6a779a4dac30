/// A set of syllable ids as a fixed 768-bit bitset: membership is one shift and mask, so the
/// lexicon walk can test every child of a trie node against an abbreviation's set cheaply.
/// Sized by the largest inventory we ship (Mandarin has some 410 toneless syllables, 粤拼 718),
/// not by a power of two: every syllable-graph edge holds one, and at 1,024 bits an edge was 152
/// bytes, past what a copy does inline (each walk step copied it through `memcpy`); at 768 it is 120.
public struct SyllableSet: Hashable, Sendable, Sequence {
    var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
                UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)

    /// The largest number of syllables a set (and so an inventory) holds.
    public static let capacity = 768
    static let wordCount = capacity / 64

    /// An empty set.
    public init() {}

    /// A set holding the given ids.
    public init<S: Sequence>(_ ids: S) where S.Element == UInt16 {
        for id in ids { insert(id) }
    }

    /// Adds an id (ids ≥ `capacity` are ignored: no inventory is larger).
    public mutating func insert(_ id: UInt16) {
        guard id < Self.capacity else { return }
        withUnsafeMutableBytes(of: &words) { raw in
            let buffer = raw.bindMemory(to: UInt64.self)
            buffer[Int(id >> 6)] |= 1 << UInt64(id & 63)
        }
    }

    /// Adds every id of another set.
    public mutating func formUnion(_ other: SyllableSet) {
        withUnsafeMutableBytes(of: &words) { raw in
            let buffer = raw.bindMemory(to: UInt64.self)
            withUnsafeBytes(of: other.words) { otherRaw in
                let otherBuffer = otherRaw.bindMemory(to: UInt64.self)
                for index in 0..<Self.wordCount { buffer[index] |= otherBuffer[index] }
            }
        }
    }

    /// Removes an id.
    public mutating func remove(_ id: UInt16) {
        guard id < Self.capacity else { return }
        withUnsafeMutableBytes(of: &words) { raw in
            let buffer = raw.bindMemory(to: UInt64.self)
            buffer[Int(id >> 6)] &= ~(1 << UInt64(id & 63))
        }
    }

    /// Whether the set holds the id.
    @inline(__always)
    public func contains(_ id: UInt16) -> Bool {
        guard id < Self.capacity else { return false }
        return withUnsafeBytes(of: words) { raw in
            raw.load(fromByteOffset: Int(id >> 6) * 8, as: UInt64.self) & (1 << UInt64(id & 63)) != 0
        }
    }

    /// The number of ids in the set.
    public var count: Int {
        withUnsafeBytes(of: words) { raw in raw.bindMemory(to: UInt64.self).reduce(0) { $0 + $1.nonzeroBitCount } }
    }

    /// Whether the set is empty.
    public var isEmpty: Bool { count == 0 }

    /// The smallest id in the set, nil when it is empty.
    public var lowestID: UInt16? {
        // The words read one by one, not through a buffer of them: the lattice walk asks this
        // and `highestID` of every edge it follows, and a buffer's closure copied the 96 bytes
        // and was called, not inlined (#78).
        let w = words
        if w.0 != 0 { return UInt16(w.0.trailingZeroBitCount) }
        if w.1 != 0 { return UInt16(64 + w.1.trailingZeroBitCount) }
        if w.2 != 0 { return UInt16(128 + w.2.trailingZeroBitCount) }
        if w.3 != 0 { return UInt16(192 + w.3.trailingZeroBitCount) }
        if w.4 != 0 { return UInt16(256 + w.4.trailingZeroBitCount) }
        if w.5 != 0 { return UInt16(320 + w.5.trailingZeroBitCount) }
        if w.6 != 0 { return UInt16(384 + w.6.trailingZeroBitCount) }
        if w.7 != 0 { return UInt16(448 + w.7.trailingZeroBitCount) }
        if w.8 != 0 { return UInt16(512 + w.8.trailingZeroBitCount) }
        if w.9 != 0 { return UInt16(576 + w.9.trailingZeroBitCount) }
        if w.10 != 0 { return UInt16(640 + w.10.trailingZeroBitCount) }
        if w.11 != 0 { return UInt16(704 + w.11.trailingZeroBitCount) }
        return nil
    }

    /// The largest id in the set, nil when it is empty.
    public var highestID: UInt16? {
        let w = words
        if w.11 != 0 { return UInt16(704 + 63 - w.11.leadingZeroBitCount) }
        if w.10 != 0 { return UInt16(640 + 63 - w.10.leadingZeroBitCount) }
        if w.9 != 0 { return UInt16(576 + 63 - w.9.leadingZeroBitCount) }
        if w.8 != 0 { return UInt16(512 + 63 - w.8.leadingZeroBitCount) }
        if w.7 != 0 { return UInt16(448 + 63 - w.7.leadingZeroBitCount) }
        if w.6 != 0 { return UInt16(384 + 63 - w.6.leadingZeroBitCount) }
        if w.5 != 0 { return UInt16(320 + 63 - w.5.leadingZeroBitCount) }
        if w.4 != 0 { return UInt16(256 + 63 - w.4.leadingZeroBitCount) }
        if w.3 != 0 { return UInt16(192 + 63 - w.3.leadingZeroBitCount) }
        if w.2 != 0 { return UInt16(128 + 63 - w.2.leadingZeroBitCount) }
        if w.1 != 0 { return UInt16(64 + 63 - w.1.leadingZeroBitCount) }
        if w.0 != 0 { return UInt16(63 - w.0.leadingZeroBitCount) }
        return nil
    }

    /// The ids in increasing order.
    public func makeIterator() -> IndexingIterator<[UInt16]> {
        ids.makeIterator()
    }

    /// Equal when the same syllables are in both (a compare of the bits).
    public static func == (lhs: SyllableSet, rhs: SyllableSet) -> Bool {
        withUnsafeBytes(of: lhs.words) { l in withUnsafeBytes(of: rhs.words) { r in l.elementsEqual(r) } }
    }

    /// Hashes the bits.
    public func hash(into hasher: inout Hasher) {
        withUnsafeBytes(of: words) { hasher.combine(bytes: $0) }
    }
}

extension SyllableSet {
    /// The ids in increasing order, read off the bits as they are asked for (no array).
    public struct IDs: Sequence, IteratorProtocol {
        let set: SyllableSet
        var word = 0
        var bits: UInt64 = 0

        /// The next id up, or nil after the last.
        public mutating func next() -> UInt16? {
            while bits == 0 {
                guard word < SyllableSet.wordCount else { return nil }
                bits = withUnsafeBytes(of: set.words) { $0.load(fromByteOffset: word * 8, as: UInt64.self) }
                word += 1
            }
            let bit = bits.trailingZeroBitCount
            bits &= bits - 1
            return UInt16((word - 1) * 64 + bit)
        }
    }

    /// The ids in increasing order, without building an array.
    public var lazyIDs: IDs { IDs(set: self) }

    /// The ids in increasing order, read straight off the bits.
    public var ids: [UInt16] {
        var result: [UInt16] = []
        withUnsafeBytes(of: words) { raw in
            for (index, word) in raw.bindMemory(to: UInt64.self).enumerated() {
                var bits = word
                while bits != 0 {
                    let bit = bits.trailingZeroBitCount
                    result.append(UInt16(index * 64 + bit))
                    bits &= bits - 1
                }
            }
        }
        return result
    }
}
