import MappedData

/// The readings a code table notes its characters with (拆字's `chaizi.bin`: 焱 `yàn`), built with
/// the table: `RCHR` uint32 × n, the characters ascending; `ROFF` uint32 × (n + 1), where each
/// reading starts in `RTXT`, UTF-8. A binary search on the character finds its reading.
struct ReadingNotes: Sendable {
    let characters: MappedArray<UInt32>
    let readings: MappedStrings

    /// Reads the sections of `data`; offsets that do not increase or run past the text, or
    /// characters out of order, are corrupt.
    init(data: DataFile, path: String) throws {
        characters = try data.array("RCHR", of: UInt32.self)
        readings = try MappedStrings(data, offsets: "ROFF", text: "RTXT", count: characters.count, path: path, naming: "reading")
        for index in 1..<max(1, characters.count) where characters[index - 1] >= characters[index] {
            throw ChineseEngineError.corruptFile(path: path, reason: "reading \(index) is out of order")
        }
    }

    /// `scalar`'s reading, if noted.
    func reading(of scalar: UInt32) -> String? {
        characters.index(ofSorted: scalar).map(readings.string(at:))
    }
}

extension CodeTable {
    /// The reading the table notes `character` with (拆字's 焱 `yàn`); nil when it notes none.
    public func reading(of character: Character) -> String? {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return nil }
        return readings?.reading(of: scalar.value)
    }
}
