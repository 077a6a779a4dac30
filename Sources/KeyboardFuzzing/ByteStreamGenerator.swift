import ShurufaTestSupport

/// Random numbers read from a libFuzzer input, one byte a draw (spread over the word, so a
/// draw's range is split evenly and a mutated byte changes one decision), until the bytes run
/// out (`isExhausted`); then a SplitMix64 stream seeded by the input's length. (Not a constant:
/// `random(in:)` rejects some draws and draws again, forever if every draw were the same.)
public struct ByteStreamGenerator: RandomNumberGenerator {
    private let bytes: [UInt8]
    private var position = 0
    private var tail: SeededGenerator

    /// A generator over `bytes`.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        tail = SeededGenerator(seed: UInt64(bytes.count))
    }

    /// Whether every byte was read.
    public var isExhausted: Bool { position >= bytes.count }

    /// The next byte, spread over 64 bits.
    public mutating func next() -> UInt64 {
        guard position < bytes.count else { return tail.next() }
        defer { position += 1 }
        return UInt64(bytes[position]) &* 0x0101_0101_0101_0101
    }
}
