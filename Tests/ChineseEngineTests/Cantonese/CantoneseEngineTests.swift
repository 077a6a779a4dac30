import Foundation
import Testing
@testable import ChineseEngine

/// 粤拼's tone keys, as its schema declares them.
let jyutpingTones = Schema.jyutping.syllableTones!

/// The mergers `names` switch on among `schema`'s language's (粤语's 懶音 by default).
func lazySounds(_ names: String, of schema: Schema = .jyutping) -> SoundMergers {
    do { return try SoundMergers(names: names, of: Language.shipped(for: schema).mergers) } catch { fatalError("\(error)") }
}

/// The shipped 粤拼 engine (the one engine over `Data/yue`), opened once.
let cantoneseEngine: ChineseEngine = {
    do { return try ChineseEngine(schema: .jyutping) } catch { fatalError("the shipped 粤拼 data does not open: \(error)") }
}()

@Suite struct CantoneseEngineTests {
    @Test func theDataNamesTheJyutpingInventory() {
        let syllables = cantoneseEngine.lexicon.syllables
        #expect(cantoneseEngine.language.inventory == "jyutping" && cantoneseEngine.language.name == "粤语")
        #expect(syllables.name == "jyutping")
        #expect(syllables.spellings.count > 600)
        for spelling in ["ngo", "dei", "nei", "hou", "m", "ng", "gwok", "jyut", "zoeng", "heoi"] {
            #expect(syllables.id(of: spelling) != nil, "\(spelling)")
        }
        #expect(syllables.id(of: "zhong") == nil)
        #expect(syllables.initial(of: "ngo") == "ng")
        #expect(syllables.initial(of: "gwok") == "gw")
        #expect(syllables.final(of: "ng") == "ng")
        #expect(testEngine.language.inventory == "pinyin")
    }

    @Test func continuousToneless() {
        #expect(texts("neihou", engine: cantoneseEngine).first == "你好")
        #expect(texts("ngodeigamjatheoigaai", engine: cantoneseEngine).first == "我哋今日去街")
        #expect(texts("keoideigamjatmdakhaan", engine: cantoneseEngine).prefix(3).contains("佢哋今日唔得閒"))
    }

    @Test func abbreviations() {
        // 我地 and 我哋 are one word written two ways (the essay counts 我地 only): Hong Kong's 我哋 is offered.
        #expect(texts("ngd", limit: 5, engine: cantoneseEngine).contains("我哋"))
        #expect(texts("ngdgj", limit: 5, engine: cantoneseEngine).isEmpty == false)
    }

    @Test func separatorSplitsSyllables() {
        // `sin'gaa`, not `sing'aa`.
        #expect(texts("sin'gaa", limit: 5, engine: cantoneseEngine).allSatisfy { $0.count <= 2 })
        #expect(cantoneseEngine.candidates(for: "sin'gaa", limit: 1).first.map { $0.text.count } == 2)
    }

    @Test func lazySoundsAreOffByDefaultAndSwitchable() {
        #expect(texts("leihou", limit: 1, engine: cantoneseEngine) != ["你好"])
        var lazy = cantoneseEngine
        lazy.settings.lazySounds = lazySounds("n-l")
        #expect(texts("leihou", limit: 1, engine: lazy) == ["你好"])
        lazy.settings.lazySounds = lazySounds("ng-")
        #expect(texts("ohou", limit: 3, engine: lazy).contains("我好"))
        // A syllable alone offers its merged sound's characters too.
        #expect(!texts("lei", limit: 5, engine: cantoneseEngine).contains("你"))
        lazy.settings.lazySounds = lazySounds("n-l")
        #expect(texts("lei", limit: 5, engine: lazy).contains("你"))
    }

    @Test func simplifiedThroughTheDataOwnTable() throws {
        let simplifier = try cantoneseEngine.openSimplifier()
        #expect(!simplifier.isIdentity)
        #expect(simplifier.convert("時間") == "时间")
        #expect(simplifier.convert("我哋今日去街") == "我哋今日去街")
        #expect(simplifier.convert("佢哋喺度食緊嘢") == "佢哋喺度食紧嘢")
        let candidate = try #require(cantoneseEngine.candidates(for: "sigaan", limit: 1).first)
        #expect(candidate.converted(by: simplifier).text == "时间")
        #expect(throws: ChineseEngineError.self) { try testEngine.openSimplifier() }
    }

    @Test func pinyinDataIsRefusedAsCantonese() throws {
        // A folder declaring 粤语 (its language.txt) over a pinyin lexicon and model.
        let root = try #require(ChineseEngine.bundledDataDirectory)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("yue-over-pinyin-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for file in ["yue/" + Language.fileName, ChineseEngine.lexiconFileName, ChineseEngine.modelFileName] {
            try FileManager.default.copyItem(atPath: root + "/" + file, toPath: directory + "/" + (file.split(separator: "/").last.map(String.init) ?? file))
        }
        #expect { try ChineseEngine(dataDirectory: directory) } throws: { "\($0)".contains("not 粤语's") }
    }
}

@Suite struct JyutpingTonesTests {
    @Test func toneDigitsEndTheirSyllables() {
        #expect(jyutpingTones.toneless("nei5hou2") == "nei'hou'")
        #expect(jyutpingTones.toneless("ngo5deigamjat6") == "ngo'deigamjat'")
        #expect(jyutpingTones.toneless("neihou") == "neihou")
        // A digit that follows no letter, or is no tone, stays.
        #expect(jyutpingTones.toneless("7nei9") == "7nei9")
        #expect(texts(jyutpingTones.toneless("sin1gaa1"), limit: 1, engine: cantoneseEngine) == texts("sin'gaa", limit: 1, engine: cantoneseEngine))
        #expect(texts(jyutpingTones.toneless("nei5hou2"), limit: 1, engine: cantoneseEngine) == ["你好"])
    }

    /// rime-cantonese's tone letters: v 1, vv 4, x 2, xx 5, q 3, qq 6, after a letter a syllable ends in.
    @Test func toneLettersEndTheirSyllablesToo() {
        #expect(jyutpingTones.toneless("neixxhoux") == "nei'hou'")
        #expect(jyutpingTones.toneless("ngoxxdeiqqgamvjatqqheoiqgaaiv") == "ngo'dei'gam'jat'heoi'gaai'")
        // Not after a letter no syllable ends in, nor at the start; a doubled digit is one tone.
        #expect(jyutpingTones.toneless("bvqa") == "bvqa")
        #expect(jyutpingTones.toneless("nei55") == "nei'")
        #expect(jyutpingTones.typing("v", after: "nei") == "'")
        #expect(jyutpingTones.typing("v", after: "nei'") == "")
        #expect(jyutpingTones.typing("v", after: "") == "v")
        #expect(jyutpingTones.typing("h", after: "nei'") == "h")
        #expect(texts(jyutpingTones.toneless("ngoxxdeiqqgamvjatqqheoiqgaaiv"), limit: 1, engine: cantoneseEngine) == ["我哋今日去街"])
    }
}
