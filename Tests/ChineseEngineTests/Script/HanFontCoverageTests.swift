import StrokeInput
import Testing
@testable import ChineseEngine

/// Candidates no common font draws (㐅, Extension A) are never offered: the rule, and the engine
/// and the stroke decoder keeping to it where the lexicon and the stroke table hold such characters.
@Suite struct HanFontCoverageTests {
    @Test func theRuleDrawsTheUnifiedBlockUpToUnicode51AndNothingHanBeyond() {
        for drawn in ["一", "你好", "龥", "鿃", "〇", "abc", "，。", "❤️", "ㄋㄧˇ"] {
            #expect(HanFontCoverage.drawsAll(drawn), "\(drawn)")
        }
        for boxed in ["㐅", "五㐅", "䶵", "鿄", "鿏", "𠀀", "𪚥"] {
            #expect(!HanFontCoverage.drawsAll(boxed), "\(boxed)")
        }
    }

    @Test func theCandidateListLeavesOutWhatNoCommonFontDraws() {
        var list = CandidateList(limit: 5)
        for text in ["五", "㐅", "乂㐅", "午"] {
            list.add(Candidate(text: text, length: 2, kind: .sentence, cost: 0, found: [], reader: nil))
        }
        #expect(list.items.map(\.text) == ["五", "午"])
    }

    @Test func pinyinNeverOffersACharacterNoCommonFontDraws() {
        // `wai` and `den` reach Extension A within the first 40 without the filter (㖞, 㩐).
        for pinyin in ["wai", "den", "wu", "ka", "yi", "qiu", "xi"] {
            let offered = texts(pinyin, limit: 200)
            #expect(offered.count >= 15, "\(pinyin): \(offered.count)")
            #expect(offered.allSatisfy(HanFontCoverage.drawsAll), "\(pinyin): \(offered.filter { !HanFontCoverage.drawsAll($0) })")
        }
    }

    @Test func strokesNeverOfferACharacterNoCommonFontDraws() throws {
        // 丿 then 乀 (3 4) begins 㐅 as it begins 八 and 人.
        let table = StrokeTableTests.table
        let pattern = try StrokePattern(parsing: "34")
        let listed = table.ranges(matching: pattern).flatMap { $0.map { table.character(at: $0) } }
        #expect(listed.contains { !HanFontCoverage.draws($0) }, "the table lists characters beyond the common fonts")
        let offered = StrokeDecoderTests.decoder.candidates(for: pattern, limit: 500).map(\.character)
        #expect(offered.count >= 100)
        #expect(offered.allSatisfy { HanFontCoverage.drawsAll(String($0)) }, "\(offered.filter { !HanFontCoverage.drawsAll(String($0)) })")
    }
}
