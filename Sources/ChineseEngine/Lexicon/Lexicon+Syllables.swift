import MappedData

extension Lexicon {
    /// The inventory a `SYLS` section names, or Mandarin's when the file has none.
    static func inventory(in data: DataFile) throws -> SyllableInventory {
        guard let raw = try? data.section("SYLS") else { return .mandarin }
        let lines = String(decoding: raw, as: UTF8.self).split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        guard lines.count >= 3, lines[0].count == 1, !lines[1].isEmpty, lines[1].count <= SyllableSet.capacity,
              lines[1].allSatisfy({ $0.utf8.allSatisfy { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) } && !$0.isEmpty }) else {
            throw ChineseEngineError.corruptFile(path: data.file.path, reason: "its syllable inventory (SYLS) is malformed")
        }
        return lines[0][0] == SyllableInventory.mandarin.name
            ? .mandarin : SyllableInventory(name: lines[0][0], spellings: lines[1], initials: lines[2])
    }
}
