import ChineseEngine
import Testing

/// The notes under a shape code's candidates (the rest of each one's code, in the scheme's
/// letters or labels) and 五笔's `z` look-up by pinyin, which notes each character's codes.
@Suite struct CodeNoteTests {
    private func candidates(_ scheme: ShapeScheme, _ code: String, limit: Int = 9) throws -> [CodeCandidate] {
        let decoder = ShapeSchemeTests.decoders[scheme.name]!
        return decoder.candidates(for: try scheme.pattern(code, alphabet: decoder.table.alphabet), limit: limit)
    }

    private func note(_ scheme: ShapeScheme, _ code: String, of text: String) throws -> String? {
        try #require(try candidates(scheme, code).first { $0.text == text }, "\(text) among \(code)'s").note
    }

    @Test func eachCandidateIsNotedWithTheRestOfItsLongestCode() throws {
        // 你 is wq (its 简码) and wqiy: after wq the rest of the full code, after w more of it.
        #expect(try note(.wubi86, "wq", of: "你") == "iy")
        #expect(try note(.wubi86, "w", of: "人") == "www")
        // A whole code typed leaves nothing to note; words come only for their whole code.
        #expect(try note(.wubi86, "wqiy", of: "你") == nil)
        #expect(try candidates(.wubi86, "wqwu").filter { $0.text.count > 1 }.allSatisfy { $0.note == nil })
        // 倉頡 and 速成 note in the keys' labels (倉 oiar: 人戈日口): the code typed and the note
        // read back through the labels is a code of the candidate.
        let cangjie = ShapeSchemeTests.decoders["cangjie5"]!
        let noted = try #require(try candidates(.cangjie5, "oi").first { $0.note != nil })
        let rest = try #require(noted.note).map { label in ShapeScheme.cangjie5.labels.firstIndex(of: label).map { cangjie.table.alphabet[$0] } }
        #expect(!rest.isEmpty && rest.allSatisfy { $0 != nil }, "\(noted)")
        #expect(try candidates(.cangjie5, "oi" + String(rest.compactMap { $0 })).contains { $0.text == noted.text && $0.note == nil })
        let quick = try candidates(.quick5, "o", limit: 40)
        #expect(quick.contains { $0.note != nil } && quick.allSatisfy { $0.note.map { $0.count == 1 && ShapeScheme.quick5.labels.contains($0.first!) } ?? true })
    }

    @Test func wubiZLooksCharactersUpByPinyinWithTheirCodes() throws {
        let decoder = ShapeSchemeTests.decoders["wubi86"]!
        let read = decoder.readingCandidates(for: "ni", limit: 20)
        let you = try #require(read.first { $0.text == "你" }, "\(read.map(\.text))")
        // Rime's wubi86 notes 你 with its codes, shortest first (its table also codes it wqi).
        #expect(you.note == "wq wqi wqiy")
        #expect(read.count > 3 && read.allSatisfy { $0.text.count == 1 && !($0.note ?? "").isEmpty })
        #expect(read.map(\.text).contains("泥") && !read.map(\.text).contains("好"))
        #expect(decoder.readingCandidates(for: "", limit: 9).isEmpty)
        // The codes are the table's: typing one offers the character.
        let code = try #require(you.note?.split(separator: " ").last)
        #expect(try candidates(.wubi86, String(code)).first?.text == "你")
        // Past the first key z is the wildcard still (and ? anywhere).
        #expect(try candidates(.wubi86, "wqzy").map(\.text).contains("你"))
        #expect(ShapeScheme.wubi86.readingLookupKey == "z" && ShapeScheme.cangjie5.readingLookupKey == nil)
    }

    @Test func aTablesCodesOfCharactersShortestFirst() throws {
        let table = ShapeSchemeTests.decoders["wubi86"]!.table
        let index = table.characterEntriesByText()
        func codes(_ character: Unicode.Scalar) -> [String] { table.characterEntries(of: character.value, in: index).map { table.codeText(at: Int($0)) } }
        #expect(codes("你").first?.count == 2 && codes("你").last?.count == 4)
        #expect(codes("一").first == "g", "一's shortest code is g")
        #expect(table.characterEntries(of: 0x1_F600, in: index).isEmpty, "no emoji in the table")
        // The index holds every character entry once, each found under its own character.
        let characters = (0..<table.count).filter { !table.isWord(at: $0) }
        #expect(index.count == characters.count && Set(index.map(Int.init)) == Set(characters))
        for entry in characters where entry % 97 == 0 {
            #expect(table.characterEntries(of: table.textKey(at: entry), in: index).contains(Int32(entry)))
        }
        // An index of some characters holds theirs alone.
        let drawn = table.characterEntriesByText { $0 < 0x4E00 + 0x100 }
        #expect(!drawn.isEmpty && drawn.count < index.count && drawn.allSatisfy { table.textKey(at: Int($0)) < 0x4E00 + 0x100 })
    }
}
