import ChineseEngine
import Testing

/// The schema registry: every schema once, each declaring what the composer, the decoder and the
/// command line read from it; an engine knows its own.
@Suite struct SchemaRegistryTests {
    @Test func everySchemaIsListedOnceByItsId() {
        let ids = Schema.all.map(\.id)
        #expect(Set(ids).count == ids.count, "\(ids)")
        for schema in Schema.all { #expect(Schema.named(schema.id) == schema) }
        #expect(Schema.named("nonsense") == nil)
        #expect(ids.filter { $0.hasPrefix("shuangpin-") }.count == ShuangpinScheme.Builtin.allCases.count)
    }

    @Test func eachKindDeclaresWhatItNeeds() throws {
        for schema in Schema.all {
            switch schema.kind {
            case .syllables:
                #expect(schema.inventory != nil && schema.form != nil && schema.codes == nil, "\(schema.id)")
                if case .shuangpin(let name) = schema.form { _ = try ShuangpinScheme(named: name) }
            case .codeTable:
                let codes = try #require(schema.codes, "\(schema.id)")
                #expect(schema.inventory == nil && DataComponent.all.contains(codes.component), "\(schema.id)")
                #expect(Schema.codeTable(of: codes) == schema)
            }
            #expect(schema.entryKey == nil || !schema.entersFrom.isEmpty, "\(schema.id)")
        }
    }

    @Test func anEngineKnowsItsSchemaByItsInventoryAndForm() throws {
        #expect(testEngine.schema == .pinyin)
        var nineKey = testEngine
        nineKey.settings.form = .nineKey
        #expect(nineKey.schema == .nineKey)
        var xiaohe = testEngine
        xiaohe.settings.form = .shuangpin(try ShuangpinScheme("xiaohe"))
        #expect(xiaohe.schema.id == "shuangpin-xiaohe")
        // Only 粤拼 types tones that end syllables and shows tone hints; only 全拼 reads gestures.
        #expect(Schema.all.filter { $0.toneKeys == .syllableEnding }.map(\.id) == ["jyutping"])
        #expect(Schema.jyutping.toneKeyHints == ["v": "1 4", "x": "2 5"])
        #expect(Schema.all.filter(\.spelling.gestures).map(\.id) == ["pinyin"])
    }

    @Test func aLanguageNoEntryNamesIsSpelledOverItsInventoryWithNoRuleOn() {
        #expect(!Schema.pinyin.spelling.overInventory && Schema.jyutping.spelling.overInventory)
        let third = Schema.syllables(SyllableInventory(name: "third", spellings: ["ba", "da"], initials: ["b", "d"]), form: .pinyin)
        #expect(third.spelling.overInventory && !third.spelling.lazySounds && !third.spelling.readsEnglish && !third.spelling.correction)
        #expect(third.toneKeys == .none && third.toneKeyHints.isEmpty, "no other language's tone rules inherited")
    }
}
