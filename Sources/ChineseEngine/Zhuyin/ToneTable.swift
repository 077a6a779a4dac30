import MappedData

/// The tones each character is read with under each toneless syllable (`tones.bin`, kind `TON1`,
/// built by `scripts/engine/build_tones.py` from pypinyin's pinyin-data and phrase-pinyin-data,
/// MIT; a file of its own), memory-mapped: a binary search on the character, then its few readings.
public struct ToneTable: Sendable {
    let data: DataFile
    let characters: MappedArray<UInt32>
    let starts: MappedArray<UInt32>
    let syllables: MappedArray<UInt16>
    let masks: MappedArray<UInt8>
    /// The forms a character the table does not hold is looked up by, through a converter into
    /// another script (地球拼音's table holds 嗎, not 吗: 吗 is read as 嗎 is); nil: none.
    var variants: ToneVariants?

    /// The file's kind.
    public static let kind = "TON1"

    /// Opens and validates `path` (a file built for another syllable table than one of
    /// `syllableCount` syllables, Mandarin's by default, is corrupt here).
    public init(path: String, verifyChecksum: Bool = true, syllableCount: Int = SyllableTable.spellings.count) throws {
        data = try DataFile(path: path, kind: Self.kind, verifyChecksum: verifyChecksum)
        func fail(_ reason: String) -> ChineseEngineError { .corruptFile(path: path, reason: reason) }
        let meta = try data.array("META", of: UInt32.self, count: 1)
        guard Int(meta[0]) == syllableCount else {
            throw fail("built for \(meta[0]) syllables, the inventory has \(syllableCount)")
        }
        characters = try data.array("TCHR", of: UInt32.self)
        starts = try data.array("TSTA", of: UInt32.self, count: characters.count + 1)
        syllables = try data.array("TSYL", of: UInt16.self)
        masks = try data.array("TMSK", of: UInt8.self, count: syllables.count)
        guard starts[0] == 0, Int(starts[characters.count]) == syllables.count else { throw fail("reading offsets are inconsistent") }
        for index in 0..<characters.count where starts[index] > starts[index + 1] { throw fail("reading offsets are not monotonic") }
    }

    /// The tones (bit t−1 for tone t, 1–5) `scalar` is read with under `syllable`, or nil when the
    /// table does not read it so (nor its form through `variants`, when it does not hold it).
    public func tones(of scalar: UInt32, syllable: UInt16) -> UInt8? {
        guard let found = index(of: scalar) ?? variantIndex(of: scalar) else { return nil }
        for entry in Int(starts[found])..<Int(starts[found + 1]) where syllables[entry] == syllable { return masks[entry] }
        return nil
    }

    /// This table reading a character it does not hold by its form through `converter` (see `variants`).
    public func readingVariants(through converter: ScriptConverter) -> ToneTable {
        var table = self
        table.variants = ToneVariants(converter)
        return table
    }

    /// The index of `scalar`'s form through `variants`, when the table holds it.
    private func variantIndex(of scalar: UInt32) -> Int? {
        variants?.variant(of: scalar).flatMap(index(of:))
    }

    /// The toneless syllables (`SyllableTable` ids, ascending) `scalar` is read as; empty when the table does not read it.
    public func syllables(of scalar: UInt32) -> [UInt16] {
        guard let found = index(of: scalar) else { return [] }
        return (Int(starts[found])..<Int(starts[found + 1])).map { syllables[$0] }
    }

    private func index(of scalar: UInt32) -> Int? { characters.index(ofSorted: scalar) }
}
