/// How often people write the commonest Chinese words of two to four characters
/// (`wordfreq-zh.bin`, kind `WFZ1`, CC BY-SA 4.0, built from wordfreq's Chinese list by
/// `scripts/engine/build_wordfreq_zh.py`), memory-mapped: an abbreviation is ranked by it beside
/// the engine's model, which learned from news and technical text (`nh`: 你好, not 内核).
public struct WordFrequencies: Sendable {
    /// The file's kind.
    public static let kind = "WFZ1"
    let table: KeyedCosts<UInt64, UInt8>

    /// The cost (−ln of its share of running text, nats) of the word `text`, nil when it is not
    /// among the file's words (one of two to four characters of the BMP).
    public func cost(of text: String) -> Float? {
        Self.key(of: text).flatMap { table.cost(of: $0) }.map { Float($0) / 10 }
    }

    /// Opens and validates `path`: a wrong kind, a bad checksum, or keys out of order is a
    /// `ChineseEngineError.corruptFile`.
    public init(path: String, verifyChecksum: Bool = true) throws {
        table = try KeyedCosts(path: path, kind: Self.kind, verifyChecksum: verifyChecksum, keys: "WKEY", costs: "COST", naming: "words")
    }

    /// The key a word is stored under: its code points, 16 bits each, the first in the top bits.
    static func key(of text: String) -> UInt64? {
        var key: UInt64 = 0, count = 0
        for scalar in text.unicodeScalars {
            guard count < 4, scalar.value < 0x10000 else { return nil }
            key = key << 16 | UInt64(scalar.value)
            count += 1
        }
        guard count >= 2 else { return nil }
        return key << (16 * UInt64(4 - count))
    }
}
