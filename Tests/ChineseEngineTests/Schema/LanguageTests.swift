import Foundation
import Testing
@testable import ChineseEngine

/// A language is a value read from its data folder (`language.txt`): the engine opens from it, and
/// what differs between Mandarin and Cantonese — files, scripts, mergers, a sentence's end, the
/// frequencies a code table ranks by — is data, not a branch in code.
@Suite struct LanguageTests {
    @Test func everyShippedFolderDeclaresItsLanguage() throws {
        let mandarin = Language.shipped(for: .pinyin), cantonese = Language.shipped(for: .jyutping)
        #expect(mandarin.inventory == "pinyin" && mandarin.script == .simplified && mandarin.converter == .script && mandarin.files == nil)
        #expect(cantonese.inventory == "jyutping" && cantonese.scripts == [.hk, .traditional] && cantonese.simplifier == .simplifying)
        #expect(cantonese.files == [.lexicon, .model, .simplifying, .characterFrequencies] && cantonese.sentenceEndWeight == 0.25)
        #expect(mandarin.mergers.count == 13 && cantonese.mergers.map(\.name) == ["n-l", "ng-", "ng-n", "k-t", "gw-g"])
        // Every folder a schema is typed in or ranks by has one, read without error.
        for schema in Schema.all {
            for folder in [schema.dataFolder, schema.codes?.rankedBy].compactMap({ $0 }) {
                #expect(Language.shipped[folder] != nil, "\(schema.id): \(folder)")
            }
        }
    }

    @Test func theEngineOpensFromItsLanguage() throws {
        #expect(cantoneseEngine.language.name == "粤语" && cantoneseEngine.settings.sentenceEndWeight == 0.25)
        #expect(cantoneseEngine.englishVocabulary == nil, "its files hold no English")
        #expect(testEngine.language.name == "普通话" && testEngine.settings.sentenceEndWeight == LatticeDecoder.Settings().sentenceEndWeight)
        // One opener: the schema's data folder inside the data directory, else the directory itself.
        let opened = try testEngine.opening(.jyutping)
        #expect(opened.lexicon.syllables.name == "jyutping" && opened.rootDirectory == testEngine.rootDirectory)
        #expect(try testEngine.opening(.zhuyin).lexicon.syllables.name == "pinyin")
    }

    @Test func scriptsAreConvertedAsTheLanguageSays() throws {
        let cantonese = cantoneseEngine.language
        #expect(try cantonese.converter(to: .hk).isIdentity && cantonese.converter(to: .traditional).isIdentity)
        #expect(try cantonese.converter(to: .simplified).convert("時間") == "时间")
        #expect { try cantonese.converter(to: .tw) } throws: { "\($0)".contains("--script tw is not offered") }
        #expect(try testEngine.language.converter(to: .tw).convert("软件") == "軟體")
        #expect(try testEngine.language.converter(to: .simplified).isIdentity)
    }

    @Test func aCodeTableRanksByTheLanguageItsSchemaNames() throws {
        #expect(ShapeScheme.cangjie5.rankedBy == "yue" && ShapeScheme.quick5.rankedBy == "yue" && ShapeScheme.wubi86.rankedBy == nil)
        #expect(try testEngine.openSimplifier(of: .cangjie5).convert("倉") == "仓")
        #expect(throws: ChineseEngineError.self) { try testEngine.openSimplifier(of: .wubi86) }
        #expect(try testEngine.language(in: "yue").openCharacterFrequencies().cost(of: 0x4F62) != nil, "佢")
    }

    @Test func aMalformedLanguageFileNamesItsLine() {
        #expect { try Language(text: "name x\ninventory y\ncolour red\n") } throws: { "\($0)".contains("line 3") && "\($0)".contains("colour") }
        #expect { try Language(text: "name x\ninventory y\nfiles lexicon.bin nothing.bin\n") } throws: { "\($0)".contains("nothing.bin") }
        #expect { try Language(text: "name x\ninventory y\nmerge a-b sideways a b\n") } throws: { "\($0)".contains("line 3") }
        #expect { try Language(text: "name x\ninventory y\nmerge a-b final a -\n") } throws: { "\($0)".contains("line 3") }
        #expect { try Language(text: "inventory y\n") } throws: { "\($0)".contains("no 'name'") }
        #expect { try Language(text: "name x\ninventory y\nsentence-end -1\n") } throws: { "\($0)".contains("sentence-end") }
    }

    @Test func aMergerRuleReadsItsPairsBothWays() throws {
        let language = try Language(text: "name t\ninventory t\nmerge n-l initial n l\nmerge ng- initial ng -\nmerge ng-n final-ending ng n\n")
        let inventory = SyllableInventory(name: "t", spellings: ["nan", "lan", "nang", "lang", "ngan", "an"], initials: ["ng", "n", "l"])
        func alternatives(_ spelling: String, _ names: String) throws -> Set<String> {
            Set(try SoundMergers(names: names, of: language.mergers).alternatives(of: inventory.id(of: spelling)!, in: inventory).map(inventory.spelling(of:)))
        }
        #expect(try alternatives("nan", "n-l") == ["lan"])
        #expect(try alternatives("lang", "n-l,ng-n") == ["nang", "lan", "nan"])
        #expect(try alternatives("an", "ng-") == ["ngan"])
        #expect(try alternatives("an", "") == [])
    }

    @Test func toneKeysAreTheSchemasValues() throws {
        let tones = try #require(Schema.jyutping.syllableTones)
        #expect(tones.digits == 1...6 && tones.toneLetters == ["v", "x", "q"])
        #expect(Schema.pinyin.syllableTones == nil && Schema.zhuyin.syllableTones == nil)
        // Another schema's tones, digits 1–5 only: 6 is a key, 5 a tone.
        let five = SyllableTones(digits: 1...5)
        #expect(five.toneless("ni3hao3") == "ni'hao'" && five.toneless("ma6") == "ma6")
        let text = "schema t\nname t\nkind syllables\ninventory pinyin\nform pinyin\nlayout pinyin-26\n"
        #expect { try Schema.Registry(text: text + "tone-digits 1-5\n") } throws: { "\($0)".contains("needs `tones syllable-ending`") }
        #expect { try Schema.Registry(text: text + "tones syllable-ending\n") } throws: { "\($0)".contains("tone-digits") }
        let registry = try Schema.Registry(text: text + "tones syllable-ending\ntone-digits 1-5\n")
        #expect(registry.schemas.first?.syllableTones == five)
    }

    @Test func the双拼SchemesAreTheRegistrys() throws {
        let declared = Schema.all.compactMap { schema -> String? in
            guard case .shuangpin(let table) = schema.form else { return nil }
            return table
        }
        #expect(ShuangpinScheme.Builtin.allCases.map(\.rawValue) == declared)
        #expect(ShuangpinScheme.Builtin(rawValue: "dvorak") == nil)
        let encoded = try JSONEncoder().encode(ShuangpinScheme.Builtin("xiaohe"))
        #expect(String(decoding: encoded, as: UTF8.self) == #""xiaohe""#)
    }

    @Test func aTextReadingNeedsItsLanguagesToneTable() {
        // 粤语's folder has no tone table: a text committed by code teaches it no reading.
        #expect(TextReading(engine: cantoneseEngine).picks(for: "你好") == nil)
        #expect(TextReading(engine: testEngine).picks(for: "你好") != nil)
    }
}

extension LanguageTests {
    @Test func aCodeTablesTextIsItsRankingLanguages() throws {
        #expect(try testEngine.language(of: .cangjie5).name == "粤语")
        #expect(try testEngine.language(of: .cangjie5).converter(to: .hk).isIdentity)
        #expect(try testEngine.language(of: .quick5).converter(to: .simplified).convert("倉") == "仓")
        #expect(try testEngine.language(of: .wubi86).name == "普通话")
    }
}
