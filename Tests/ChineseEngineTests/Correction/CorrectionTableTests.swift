@testable import ChineseEngine
import Testing

/// The flat table of slips: packed spelling keys, and lookups that find what the slips make.
@Suite struct CorrectionTableTests {
    @Test func keysOfDifferentSpellingsNeverCollide() throws {
        var seen: [UInt64: String] = [:]
        // Every spelling up to three letters, and every syllable with a letter more.
        let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }
        var spellings = letters + letters.flatMap { a in letters.map { a + $0 } }
        spellings += SyllableTable.spellings.flatMap { syllable in letters.map { syllable + $0 } }
        for spelling in Set(spellings) {
            let key = try #require(CorrectionTable.key(of: spelling.utf8))
            if let other = seen[key] { Issue.record("\(spelling) and \(other) share key \(key)") }
            seen[key] = spelling
        }
        #expect(CorrectionTable.key(of: "ni'".utf8) == nil, "only a–z are spelled")
        #expect(CorrectionTable.key(of: "Ni".utf8) == nil)
        #expect(CorrectionTable.key(of: String(repeating: "z", count: 13).utf8) == nil, "too long for a key")
    }

    @Test func lookupsFindEachSlipOnceAndNothingElse() {
        let hoa = CorrectionTable.entries(for: "hoa")
        #expect(hoa.contains { $0.syllable == SyllableTable.id(of: "hao") && $0.slip == .swap })
        let hap = CorrectionTable.entries(for: "hap").filter { $0.syllable == SyllableTable.id(of: "hao") }
        #expect(hap.count == 1 && hap.first?.slip == .substitution && hap.first?.letter == UInt8(ascii: "o"))
        // A syllable and slip appear once per spelling, however many ways the slip makes it.
        for spelling in ["hoa", "zhogn", "shii", "nign", "guei"] {
            let entries = CorrectionTable.entries(for: spelling)
            #expect(!entries.isEmpty, "\(spelling)")
            #expect(Set(entries.map { "\($0.syllable) \($0.slip)" }).count == entries.count, "\(spelling)")
        }
        #expect(CorrectionTable.entries(for: "qqqq").isEmpty)
        #expect(CorrectionTable.entries(for: "").isEmpty)
        #expect(CorrectionTable.entryCount > 1_000 && CorrectionTable.entryCount <= Int(UInt16.max), "starts fit 16 bits")
        // The longest slips (seven letters, the highest keys) are found too.
        #expect(CorrectionTable.entries(for: "zhuuang").contains { $0.syllable == SyllableTable.id(of: "zhuang") && $0.slip == .double })
        #expect(CorrectionTable.entries(for: "zhuangg").contains { $0.syllable == SyllableTable.id(of: "zhuang") })
        #expect(CorrectionTable.entries(for: "zhuanggg").isEmpty, "eight letters: no slip of a syllable")
        #expect(!CorrectionTable.entries(for: "hao").contains { $0.syllable == SyllableTable.id(of: "hao") }, "no syllable is its own slip")
    }
}
