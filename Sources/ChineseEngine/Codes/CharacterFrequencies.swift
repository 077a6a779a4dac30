/// How often each character is written in Cantonese text (`yue-chars.bin`, kind `YCF1`, CC BY 4.0,
/// built from rime-cantonese's essay by `scripts/engine/build_yue_chars.py`), memory-mapped: 倉頡
/// and 速成 rank 嘅 係 佢 咗 by it where the engine's Mandarin model rarely writes them.
public struct CharacterFrequencies: Sendable {
    let data: DataFile
    let characters: MappedArray<UInt32>
    let costs: MappedArray<UInt16>

    /// The file's kind.
    public static let kind = "YCF1"

    /// Opens and validates `path`: a wrong kind, a bad checksum, or code points out of order is a
    /// `ChineseEngineError.corruptFile`.
    public init(path: String, verifyChecksum: Bool = true) throws {
        data = try DataFile(path: path, kind: Self.kind, verifyChecksum: verifyChecksum)
        characters = try data.array("CHAR", of: UInt32.self)
        costs = try data.array("COST", of: UInt16.self, count: characters.count)
        for index in 1..<max(1, characters.count) where characters[index - 1] >= characters[index] {
            throw ChineseEngineError.corruptFile(path: path, reason: "characters out of order at \(index)")
        }
    }

    /// The cost (−ln share of running text, nats) of `scalar`, nil when the text never writes it.
    public func cost(of scalar: UInt32) -> Float? {
        var low = 0, high = characters.count
        while low < high {
            let middle = (low + high) >> 1
            if characters[middle] < scalar { low = middle + 1 } else { high = middle }
        }
        guard low < characters.count, characters[low] == scalar else { return nil }
        return Float(costs[low]) / 1000
    }
}
