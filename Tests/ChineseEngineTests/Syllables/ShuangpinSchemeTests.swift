import Foundation
import Testing
@testable import ChineseEngine

@Suite struct ShuangpinSchemeTests {
    @Test(arguments: ShuangpinScheme.Builtin.allCases)
    func everySyllableRoundTripsThroughItsKeys(_ builtin: ShuangpinScheme.Builtin) throws {
        let scheme = try ShuangpinScheme(builtin)
        for (index, spelling) in SyllableTable.spellings.enumerated() {
            let id = UInt16(index)
            for keys in scheme.keysBySyllable[index] {
                let bytes = Array(keys.utf8)
                #expect(bytes.count == 2, "\(builtin) \(spelling): \(keys)")
                guard bytes.count == 2 else { continue }
                // Keys → syllables holds the syllable, and in the decoder's graph too.
                #expect(scheme.syllables(first: bytes[0], second: bytes[1]).contains(id), "\(builtin) \(spelling) ← \(keys)")
                let form = InputForm.shuangpin(scheme)
                let graph = SyllableGraph(PinyinInput(keys, form: form), form: form)
                #expect(graph.edgesFrom[0].contains { $0.kind == .full && $0.syllables.contains(id) }, "\(builtin) \(spelling)")
            }
        }
    }

    @Test(arguments: ShuangpinScheme.Builtin.allCases)
    func aKeyPairSpellsOneSyllableInEachScheme(_ builtin: ShuangpinScheme.Builtin) throws {
        // A pair that spells two syllables leaves the choice to the language model. Every scheme
        // has exactly one such pair: lo and luo (the finals o and uo share the key o, as in the
        // schemes' own charts); every other syllable's usual keys are its alone.
        let scheme = try ShuangpinScheme(builtin)
        let shared: Set<String> = ["lo", "luo"]
        for (index, spelling) in SyllableTable.spellings.enumerated() {
            let bytes = Array(scheme.keys(of: UInt16(index)).utf8)
            let spelled = scheme.syllables(first: bytes[0], second: bytes[1]).ids.map(SyllableTable.spelling(of:))
            #expect(Set(spelled) == (shared.contains(spelling) ? shared : [spelling]), "\(builtin) \(spelling)")
        }
    }

    @Test func knownKeys() throws {
        let xiaohe = try ShuangpinScheme("xiaohe")
        #expect(xiaohe.keys(forPinyin: "ni hao shi jie") == "nihcuijp")
        #expect(xiaohe.keys(forPinyin: "zhong guo ang e ai") == "vsgoaheeai")
        let microsoft = try ShuangpinScheme("microsoft")
        #expect(microsoft.keys(forPinyin: "xing a ang lv") == "x;oaohly")
        let ziranma = try ShuangpinScheme("ziranma")
        #expect(ziranma.keys(forPinyin: "chuang ying") == "idyy")
        #expect(ziranma.syllables(first: UInt8(ascii: "o"), second: UInt8(ascii: "a")).contains(SyllableTable.id(of: "a")!))
    }

    @Test func shuangpinDecodesSentencesAndShowsFullPinyin() throws {
        var engine = testEngine
        engine.settings.form = .shuangpin(try ShuangpinScheme("xiaohe"))
        #expect(engine.candidates(for: "nihc").first?.text == "你好")
        let decoder = engine.makeDecoder()
        decoder.decode("vsgo")
        #expect(decoder.candidates(limit: 1).first?.text == "中国")
        #expect(decoder.segmentedPinyin() == "zhong'guo")
        decoder.decode("vsg")
        #expect(decoder.segmentedPinyin() == "zhong'g")
    }

    @Test func aUserTableInTheSameFormatIsRead() throws {
        let path = try #require(ChineseEngine.bundledDataDirectory) + "/shuangpin/xiaohe.txt"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let own = try ShuangpinScheme(table: text.replacingOccurrences(of: "zh=v", with: "zh=a"), origin: "mine.txt")
        #expect(own.keys(forPinyin: "zhong") == "as")
        #expect(own != (try ShuangpinScheme("xiaohe")))
        let fixed = try ShuangpinScheme(table: text + "\nsyllables er=rr\n")
        #expect(fixed.keys(forPinyin: "er") == "rr")
    }

    @Test func badTablesAndNamesAreClearErrors() throws {
        #expect(throws: ChineseEngineError.self) { try ShuangpinScheme(named: "dvorak") }
        #expect(throws: ChineseEngineError.self) { try ShuangpinScheme(table: "initials zh=vv") }
        #expect(throws: ChineseEngineError.self) { try ShuangpinScheme(table: "colour blue") }
        // No final keys at all: syllables such as `zhuang` get none.
        #expect(throws: ChineseEngineError.self) { try ShuangpinScheme(table: "name empty\nzero spelled") }
        do {
            _ = try ShuangpinScheme(named: "dvorak")
        } catch {
            #expect("\(error)".contains("xiaohe"))
        }
    }
}
