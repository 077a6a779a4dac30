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
            case .handwriting:
                #expect(schema.inventory == nil && schema.form == nil && schema.codes == nil, "\(schema.id)")
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
        // 地球拼音 and 粤拼 type tones that end syllables, only 粤拼 with tone letters; only 全拼 reads gestures.
        #expect(Schema.all.filter { $0.toneKeys == .syllableEnding }.map(\.id) == ["terra-pinyin", "jyutping"])
        #expect(Schema.all.filter { $0.syllableTones?.toneLetters.isEmpty == false }.map(\.id) == ["jyutping"])
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

/// The registry's fields for tones typed as digits, their tone table and a code table's frequencies.
@Suite struct SchemaToneAndRankingFieldsTests {
    @Test func aSchemaNamesItsToneTableAndACodeTableItsFrequencies() throws {
        let registry = try Schema.Registry(text: """
            schema toned
            name 声调
            kind syllables
            inventory pinyin
            form pinyin
            tones syllable-ending
            tone-digits 1-5
            tone-table toned.bin
            layout pinyin-26

            schema parts
            name 部件
            kind code-table
            table parts.bin SHP1
            purpose parts
            labels letters
            wildcards ?
            longest 8
            note reading
            rank-by freqs
            layout pinyin-26
            """)
        let toned = registry.schemas[0], parts = registry.schemas[1]
        #expect(toned.toneKeys == .syllableEnding && toned.syllableTones == SyllableTones(digits: 1...5))
        #expect(toned.toneTable?.fileName == "toned.bin" && toned.toneTable?.kinds == [ToneTable.kind])
        #expect(parts.codes?.rankedBy == "freqs")
        #expect(toned.codes == nil && parts.toneTable == nil)
    }

    @Test func aToneTableOnACodeTableOrFrequenciesOnSyllablesIsAnError() {
        let head = "schema x\nname X\nlayout pinyin-26\n"
        #expect(throws: ChineseEngineError.self) {
            try Schema.Registry(text: head + "kind syllables\ninventory pinyin\nform pinyin\nrank-by yue\n")
        }
        #expect(throws: ChineseEngineError.self) {
            try Schema.Registry(text: head + "kind code-table\ntable t.bin SHP1\npurpose p\nlabels letters\nwildcards ?\nlongest 2\ntone-table t.bin\n")
        }
        #expect(throws: ChineseEngineError.self) {
            try Schema.Registry(text: head + "kind syllables\ninventory pinyin\nform pinyin\ntones sung\n")
        }
    }

    @Test func theShippedSchemasNameTheirTablesAndAnEngineDecodesTheOneItIsSetTo() throws {
        #expect(Schema.zhuyin.toneTable?.fileName == DataComponent.tones.fileName)
        #expect(Schema.cangjie5.codes?.rankedBy == "yue" && Schema.named("loengfan")?.codes?.rankedBy == "yue")
        #expect(Schema.wubi86.codes?.rankedBy == nil)
        // A table a schema names opens though the engine lists its file under another purpose.
        #expect(try testEngine.openTones(of: .zhuyin) != nil)
        #expect(try testEngine.openTones(of: .pinyin) == nil)
        let names = DataComponent.all.map(\.fileName)
        #expect(Set(names).count == names.count, "a file two schemas name is listed once")
        // A schema id of another form or inventory does not change the engine's schema.
        var engine = testEngine
        engine.settings.schemaID = "wubi86"
        #expect(engine.schema == .pinyin)
        engine.settings.schemaID = "t9"
        #expect(engine.schema == .pinyin)
    }
}
