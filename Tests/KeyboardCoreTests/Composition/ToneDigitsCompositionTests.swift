import ChineseEngine
@testable import KeyboardCore
import Testing

/// A schema whose tones are typed as digits (地球拼音, `terra-pinyin`): the composer takes a digit
/// after a syllable as its tone, shows it after the syllable and ranks by it, all from what the
/// registry's block declares (`tones syllable-ending`, `tone-digits 1-5`, `tone-table`).
@Suite struct ToneDigitsCompositionTests {
    private func composer() throws -> ChineseComposer {
        var engine = try sharedEngine.get()
        engine.settings.schemaID = "terra-pinyin"
        return ChineseComposer(engine: engine)
    }

    private func type(_ keys: String, into composer: ChineseComposer) {
        for key in keys { composer.type(String(key)) }
    }

    @Test func theEngineDecodesTheSchemaItIsSetTo() throws {
        let terra = try #require(Schema.named("terra-pinyin"))
        #expect(try composer().schema == terra)
        #expect(terra.toneKeys == .syllableEnding && terra.syllableTones?.digits == 1...5 && terra.toneTable != nil)
        #expect(try sharedEngine.get().schema == .pinyin, "全拼 stays the engine's schema unless it is set")
    }

    @Test func aToneDigitRanksTheSyllablesCharacters() throws {
        let first = try composer()
        type("ma1", into: first)
        #expect(first.candidates.first?.text == "妈")
        #expect(first.markedText == "ma1")
        let third = try composer()
        type("ma3", into: third)
        #expect(third.candidates.first?.text == "马")
        let sentence = try composer()
        type("ni3hao3", into: sentence)
        #expect(sentence.candidates.first?.text == "你好")
        #expect(sentence.markedText == "ni3 hao3")
    }

    @Test func tonesAreOptionalAndADigitAfterNoSyllableIsNotOne() throws {
        let composer = try composer()
        type("ni3hao", into: composer)
        #expect(composer.candidates.first?.text == "你好")
        #expect(!composer.takesToneDigit("7"), "6–9 are no tone")
        // 全拼 takes no digit as a tone.
        let plain = ChineseComposer(engine: try sharedEngine.get())
        type("ma", into: plain)
        #expect(!plain.takesToneDigit("1"))
    }

    @Test func theTypedToneOutweighsTheTextBeforeIt() throws {
        // After 马 the model likes 吗 best, but 吗 is never read in tone 1: 地球拼音's table holds
        // its traditional form 嗎 (ma3, ma5), which it is read by.
        let composer = try composer()
        for key in "ma1" { composer.type(String(key), after: "马") }
        #expect(composer.candidates.first?.text == "妈", "\(composer.candidates.prefix(4).map(\.text))")
        let terra = try #require(Schema.named("terra-pinyin"))
        let table = try #require(try sharedEngine.get().openTones(of: terra))
        let ma = try #require(SyllableTable.id(of: "ma"))
        #expect(table.tones(of: ("吗" as Unicode.Scalar).value, syllable: ma) == table.tones(of: ("嗎" as Unicode.Scalar).value, syllable: ma))
        #expect(table.tones(of: ("吗" as Unicode.Scalar).value, syllable: ma).map { $0 & 1 } == 0, "吗 is not read in tone 1")
    }
}
