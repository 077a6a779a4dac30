/// Random numbers read from a libFuzzer input, one byte a draw (spread over the word, so a
/// draw's range is split evenly and a mutated byte changes one decision), until the bytes run
/// out (`isExhausted`; every draw after reads 0).
public struct ByteStreamGenerator: RandomNumberGenerator {
    private let bytes: [UInt8]
    private var position = 0

    /// A generator over `bytes`.
    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte was read.
    public var isExhausted: Bool { position >= bytes.count }

    /// The next byte, spread over 64 bits.
    public mutating func next() -> UInt64 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return UInt64(bytes[position]) &* 0x0101_0101_0101_0101
    }
}
