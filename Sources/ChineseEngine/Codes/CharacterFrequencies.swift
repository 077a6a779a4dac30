/// How often each character is written in Cantonese text (`yue/characters.bin`, kind `YCF1`, CC BY 4.0,
/// built from rime-cantonese's essay by `scripts/engine/build_yue_chars.py`), memory-mapped: 倉頡
/// and 速成 rank 嘅 係 佢 咗 by it where the engine's Mandarin model rarely writes them.
public struct CharacterFrequencies: Sendable {
    let table: KeyedCosts<UInt32, UInt16>

    /// The file's kind.
    public static let kind = "YCF1"

    /// Opens and validates `path`: a wrong kind, a bad checksum, or code points out of order is a
    /// `ChineseEngineError.corruptFile`.
    public init(path: String, verifyChecksum: Bool = true) throws {
        table = try KeyedCosts(path: path, kind: Self.kind, verifyChecksum: verifyChecksum, keys: "CHAR", costs: "COST",
                               naming: "characters")
    }

    /// The cost (−ln share of running text, nats) of `scalar`, nil when the text never writes it.
    public func cost(of scalar: UInt32) -> Float? {
        table.cost(of: scalar).map { Float($0) / 1000 }
    }
}
