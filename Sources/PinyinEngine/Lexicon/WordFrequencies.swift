/// How often people write the commonest Chinese words of two to four characters
/// (`wordfreq-zh.bin`, kind `WFZ1`, CC BY-SA 4.0, built from wordfreq's Chinese list by
/// `scripts/engine/build_wordfreq_zh.py`), memory-mapped: an abbreviation is ranked by it beside
/// the engine's model, which learned from news and technical text (`nh`: 你好, not 内核).
public struct WordFrequencies: Sendable {
    let data: DataFile
    let keys: MappedArray<UInt64>
    let costs: MappedArray<UInt8>

    /// The file's kind.
    public static let kind = "WFZ1"

    /// Opens and validates `path`: a wrong kind, a bad checksum, or keys out of order is a
    /// `PinyinEngineError.corruptFile`.
    public init(path: String, verifyChecksum: Bool = true) throws {
        data = try DataFile(path: path, kind: Self.kind, verifyChecksum: verifyChecksum)
        keys = try data.array("WKEY", of: UInt64.self)
        costs = try data.array("COST", of: UInt8.self, count: keys.count)
        for index in 1..<max(1, keys.count) where keys[index - 1] >= keys[index] {
            throw PinyinEngineError.corruptFile(path: path, reason: "words out of order at \(index)")
        }
    }

    /// The cost (−ln of its share of running text, nats) of the word `text`, nil when it is not
    /// among the file's words (one of two to four characters of the BMP).
    public func cost(of text: String) -> Float? {
        guard let key = Self.key(of: text) else { return nil }
        var low = 0, high = keys.count
        while low < high {
            let middle = (low + high) >> 1
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        guard low < keys.count, keys[low] == key else { return nil }
        return Float(costs[low]) / 10
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
