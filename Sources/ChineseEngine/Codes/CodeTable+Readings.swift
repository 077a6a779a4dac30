import MappedData

/// The readings a code table notes its characters with (拆字's `chaizi.bin`: 焱 `yàn`), built with
/// the table: `RCHR` uint32 × n, the characters ascending; `ROFF` uint32 × (n + 1), where each
/// reading starts in `RTXT`, UTF-8. A binary search on the character finds its reading.
struct ReadingNotes: Sendable {
    let characters: MappedArray<UInt32>
    let offsets: MappedArray<UInt32>
    nonisolated(unsafe) let text: UnsafeRawBufferPointer

    /// Reads the sections of `data`; offsets that do not increase or run past the text are corrupt.
    init(data: DataFile, path: String) throws {
        characters = try data.array("RCHR", of: UInt32.self)
        offsets = try data.array("ROFF", of: UInt32.self, count: characters.count + 1)
        text = try data.section("RTXT")
        func fail(_ reason: String) -> ChineseEngineError { .corruptFile(path: path, reason: reason) }
        guard offsets[0] == 0, Int(offsets[characters.count]) == text.count else { throw fail("reading offsets are inconsistent") }
        for index in 0..<characters.count where offsets[index] > offsets[index + 1] || (index > 0 && characters[index - 1] >= characters[index]) {
            throw fail("reading \(index) is out of order")
        }
    }

    /// `scalar`'s reading, if noted.
    func reading(of scalar: UInt32) -> String? {
        var low = 0, high = characters.count
        while low < high {
            let middle = (low + high) >> 1
            if characters[middle] < scalar { low = middle + 1 } else { high = middle }
        }
        guard low < characters.count, characters[low] == scalar else { return nil }
        let bytes = UnsafeRawBufferPointer(rebasing: text[Int(offsets[low])..<Int(offsets[low + 1])])
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension CodeTable {
    /// The reading the table notes `character` with (拆字's 焱 `yàn`); nil when it notes none.
    public func reading(of character: Character) -> String? {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return nil }
        return readings?.reading(of: scalar.value)
    }
}
