/// The letters of a syllable spelling as one hashable value, built a letter at a time without a
/// String: up to eight bytes packed in a word (the first in the lowest byte), and a longer
/// spelling's bytes (or one with a 0 byte) kept whole. The syllable graph looks typed letters up
/// by it (`SyllableInventory.id(of:)`): making a String of each span of letters and hashing it
/// took 4 % of a sentence's decode.
struct SpellingKey: Hashable, Sendable {
    /// The first eight bytes, packed.
    private var packed: UInt64 = 0
    /// Every byte, once there are more than eight or one is 0 (nil until then).
    private var long: [UInt8]?

    /// How many bytes (while packed, no byte is 0: the packed word's highest byte that is not
    /// says). Not stored, so a key takes two words, as a String does, in the inventory's tables.
    var count: Int { long?.count ?? (64 - packed.leadingZeroBitCount + 7) / 8 }

    /// No letters yet.
    init() {}

    /// The bytes of `spelling`.
    init(_ spelling: String) {
        for byte in spelling.utf8 { append(byte) }
    }

    /// `letters` in order.
    init(_ letters: some Sequence<UInt8>) {
        for letter in letters { append(letter) }
    }

    /// Adds `byte` after the others.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if long == nil {
            let count = self.count
            if count < 8, byte != 0 {
                packed |= UInt64(byte) << UInt64(8 * count)
                return
            }
            long = (0..<count).map { UInt8(truncatingIfNeeded: packed >> UInt64(8 * $0)) }
        }
        long?.append(byte)
    }

    /// Equal bytes (packed only while no byte is 0, so the packed word tells lengths apart).
    static func == (lhs: SpellingKey, rhs: SpellingKey) -> Bool {
        lhs.packed == rhs.packed && lhs.long == rhs.long
    }

    /// Hashes the packed word, and the bytes of a long spelling.
    func hash(into hasher: inout Hasher) {
        hasher.combine(packed)
        if let long { hasher.combine(long) }
    }
}
