import Foundation
import ChineseEngine
import Testing

/// The registry is data (`Data/schemas.txt`), and what a schema declares there is what the decoder
/// does: edit a rule in the text and the decoding changes; a malformed registry is an error that
/// names its line.
@Suite struct SchemaRulesTests {
    let shipped: String = {
        let path = (ChineseEngine.bundledDataDirectory ?? "") + "/schemas.txt"
        return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }()

    /// 全拼's spelling rules when its `spelling` line in the shipped registry reads `words` instead.
    func pinyinRules(_ words: String) throws -> Schema.SpellingRules {
        let line = "spelling fuzzy abbreviations correction english gestures pinyin-tables"
        #expect(shipped.contains(line + "\n"))
        let edited = shipped.replacingOccurrences(of: line + "\n", with: "spelling " + words + "\n")
        return try #require(Schema.Registry(text: edited).schemas.first { $0.id == "pinyin" }).spelling
    }

    /// An engine over the shipped data with 模糊音 z = zh switched on by the user and `rules` as its schema's.
    func engine(_ rules: Schema.SpellingRules?) -> ChineseEngine {
        var settings = LatticeDecoder.Settings()
        settings.fuzzy = lazySounds("z-zh", of: .pinyin)
        settings.spelling = rules
        return ChineseEngine(lexicon: testEngine.lexicon, model: testEngine.model, settings: settings)
    }

    @Test func theShippedRegistryIsTheListEveryoneReads() throws {
        #expect(try Schema.Registry(text: shipped).schemas == Schema.all)
        #expect(Schema.all.count == 19, "16 schemas, 地球拼音, 粵語兩分 and the 手写 pad")
        #expect(Schema.pinyin.spelling.fuzzyPinyin && Schema.pinyin.spelling.correction && !Schema.pinyin.spelling.overInventory)
        #expect(ShapeScheme.wubi86.maximumCodeLength == 4 && ShapeScheme.wubi86.readingLookupKey == "z" && ShapeScheme.wubi86.completionPlaces == [5, 4, 2, 5])
        #expect(DataComponent.all.contains(ShapeScheme.chaizi.component))
    }

    @Test func fuzzyPinyinIsReadOnlyWhereTheSchemaDeclaresIt() throws {
        // `zong` for zhong: with the rule (and no 纠错, which reads it as a dropped h) 中国; the
        // user's z = zh switch alone does nothing once the schema's line drops `fuzzy`.
        #expect(texts("zongguo", limit: 5, engine: engine(try pinyinRules("fuzzy abbreviations pinyin-tables"))).contains("中国"))
        #expect(!texts("zongguo", limit: 5, engine: engine(try pinyinRules("abbreviations pinyin-tables"))).contains("中国"))
        // Nothing overridden: the shipped registry's rule is what the engine follows.
        #expect(texts("zongguo", limit: 5, engine: engine(nil)).contains("中国"))
    }

    @Test func correctionIsReadOnlyWhereTheSchemaDeclaresIt() throws {
        var settings = LatticeDecoder.Settings()
        settings.spelling = try pinyinRules("abbreviations correction pinyin-tables")
        let correcting = ChineseEngine(lexicon: testEngine.lexicon, model: testEngine.model, settings: settings)
        settings.spelling = try pinyinRules("abbreviations pinyin-tables")
        let exact = ChineseEngine(lexicon: testEngine.lexicon, model: testEngine.model, settings: settings)
        #expect(texts("zhognguo", limit: 5, engine: correcting).contains("中国"))
        #expect(!texts("zhognguo", limit: 5, engine: exact).contains("中国"))
    }

    @Test func abbreviationsAreReadOnlyWhereTheSchemaDeclaresThem() throws {
        #expect(texts("zg", limit: 10, engine: engine(try pinyinRules("abbreviations pinyin-tables"))).contains("中国"))
        #expect(!texts("zg", limit: 10, engine: engine(try pinyinRules("pinyin-tables"))).contains("中国"))
    }

    @Test func aCodeTablesRankingRulesAreTheOnesItsBlockDeclares() throws {
        // 五笔's block keeps each 二级简码 for its second key (个 is wh's, not offered at w); with
        // those lines taken out of the text, the same table offers it at w.
        let edited = shipped.replacingOccurrences(of: "rules commits-unique skips-passed\n", with: "rules commits-unique\n")
            .replacingOccurrences(of: "next-first-margin 1.4\n", with: "").replacingOccurrences(of: "keys-saved 1\n", with: "")
        #expect(edited != shipped)
        let plain = try #require(Schema.Registry(text: edited).schemas.first { $0.id == "wubi86" }?.codes)
        let table = try testEngine.openCodeTable(.wubi86)
        func firstFive(_ scheme: ShapeScheme) throws -> [String] {
            testEngine.makeCodeDecoder(table: table, scheme: scheme).candidates(for: try scheme.pattern("w", alphabet: table.alphabet), limit: 5).map(\.text)
        }
        #expect(!(try firstFive(.wubi86)).contains("个"))
        #expect(try firstFive(plain).contains("个"))
    }

    @Test func aMalformedRegistryIsAnErrorNamingItsLine() {
        let cases: [(text: String, says: String)] = [
            ("name 全拼\n", "line 1: 'name' before the first `schema ID` line"),
            ("schema a\nname A\nkind syllables\nlayout x\ninventory pinyin\nform pinyin\nschema a\n", "line 7: schema 'a' is declared twice"),
            ("schema a\nname A\nkind letters\nlayout x\n", "line 3: kind 'letters' is not syllables, code-table or handwriting"),
            ("schema a\nname A\nkind syllables\nlayout x\ninventory pinyin\nform pinyin\nspelling fuzzy sloppy\n",
             "line 7: 'sloppy' is not one of spelling's words"),
            ("schema a\nkind syllables\nlayout x\ninventory pinyin\nform pinyin\n", "line 1: schema 'a' has no 'name'"),
            ("schema a\nname A\nkind syllables\nlayout x\ninventory pinyin\nform pinyin\ncolour red\n", "line 7: unknown field 'colour'"),
            ("schema a\nname A\nkind syllables\nlayout x\ninventory pinyin\nform pinyin\nlongest 4\n", "line 7: 'longest' is not a field of a syllables schema"),
            ("schema a\nname A\nkind code-table\nlayout x\ntable a.bin SHP1\npurpose p\nlabels letters\nwildcards ?\nlongest four\n",
             "line 9: 'longest four': expected a whole number above 0"),
            ("schema a\nname A\nkind syllables\nlayout x\ninventory pinyin\nform pinyin\nenter u nowhere\n", "schema 'a' is entered from 'nowhere'"),
        ]
        for (text, says) in cases {
            #expect {
                try Schema.Registry(text: text, origin: "test.txt")
            } throws: { error in
                "\(error)".contains("test.txt") && "\(error)".contains(says)
            }
        }
    }
}
