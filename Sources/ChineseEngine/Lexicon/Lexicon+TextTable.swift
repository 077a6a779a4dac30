import MappedData

extension Lexicon {
    /// `WordTextIndex`'s table of a lexicon file's words, written into the file by its build script
    /// (`engine_binary.text_table_sections`): `TXWD`, the word ids from 1 ordered by the FNV-1a hash
    /// of their UTF-16 units, then by id; `TXPF`, where the words of each hash prefix (its top
    /// `WordTextIndex.prefixBits` bits) begin, and one more entry, the end. Mapped: clean pages,
    /// 4 bytes a word on disk, none of the private memory an index built at run time takes.
    struct TextTable: Sendable {
        /// Word ids by hash, then id.
        let words: MappedArray<UInt32>
        /// Where each hash prefix's words begin in `words`, and the end.
        let starts: MappedArray<UInt32>

        /// The table `data` carries, nil when it has none (older files, the pinyin data); throws
        /// when one is there but cannot be read safely: a word or position out of range, or starts
        /// that go back. (A wrong order only loses look-ups; it cannot read out of bounds.)
        init?(in data: DataFile, wordCount: Int) throws {
            guard (try? data.section("TXWD")) != nil || (try? data.section("TXPF")) != nil else { return nil }
            words = try data.array("TXWD", of: UInt32.self, count: max(0, wordCount - 1))
            starts = try data.array("TXPF", of: UInt32.self, count: (1 << WordTextIndex.prefixBits) + 1)
            func fail(_ reason: String) -> ChineseEngineError { .corruptFile(path: data.file.path, reason: reason) }
            guard starts[0] == 0, Int(starts[starts.count - 1]) == words.count else { throw fail("its word text table's prefixes do not span it") }
            for index in 1..<starts.count where starts[index] < starts[index - 1] {
                throw fail("its word text table's prefixes go back")
            }
            for index in 0..<words.count where words[index] == 0 || Int(words[index]) >= wordCount {
                throw fail("its word text table names word \(words[index]), beyond the word table")
            }
        }
    }
}
