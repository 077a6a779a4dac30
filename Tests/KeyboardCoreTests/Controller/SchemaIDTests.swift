import KeyboardLayout
import ChineseEngine
import Testing
@testable import KeyboardCore

/// The keyboard's state is a schema of the registry: each one is typed on its layout, which the
/// layout library has, and each is a form the switcher and a host's list offer, in the registry's order.
@Suite struct SchemaIDTests {
    @Test func eachSchemaIsTypedOnItsLayout() throws {
        let library = try LayoutLibrary.standard()
        #expect(SchemaID.all.map(\.rawValue) == Schema.all.map(\.id))
        for id in SchemaID.all {
            #expect(id.isRegistered && id.schema.id == id.rawValue)
            #expect(library.layout(id.layout) != nil, "\(id): \(id.layout)")
        }
    }

    @Test func everyRegistrySchemaIsAFormInTheRegistrysOrder() {
        #expect(InputForm.allCases.dropLast(2) == SchemaID.all.map(InputForm.chinese))
        #expect(InputForm.allCases.suffix(2) == [.english, .emoji])
        #expect(InputForm.allCases.prefix(3) == [.chinese(.pinyin), .chinese("shuangpin-xiaohe"), .chinese("shuangpin-ziranma")])
        #expect(InputForm.chinese("shuangpin-xiaohe").title == "小鹤双拼" && InputForm.chinese("wubi86").title == "五笔")
        #expect(InputForm.chinese(.pinyin).title == "拼音" && InputForm.chinese("t9").title == "九宫格")
    }

    /// What an earlier build stored (a layout id) names the registry's first schema on that layout;
    /// an unknown id types 全拼 and is not a stored value.
    @Test func storedLayoutIDsNameTheirFirstSchema() {
        #expect(SchemaID(stored: "pinyin-26") == .pinyin && SchemaID(stored: "pinyin-9") == "t9" && SchemaID(stored: "wubi") == "wubi86")
        #expect(SchemaID(stored: "shuangpin-sogou") == "shuangpin-sogou")
        #expect(SchemaID(stored: "klingon") == nil)
        #expect(SchemaID(rawValue: "klingon").schema == Schema.pinyin)
    }
}

/// A schema added to the registry as data alone is a keyboard at once: 地球拼音 types its tones
/// on the 26 keys through its own engine (not 全拼's), 粵語兩分 its two parts' jyutping on the
/// 粤拼 keys (`z` among them: its table has 26 keys), each tagging its commits with its id.
@Suite struct SchemasAddedAsDataTests {
    func keyboard(_ schema: SchemaID) throws -> TestKeyboard {
        var configuration = KeyboardConfiguration()
        configuration.schema = schema
        let keyboard = try TestKeyboard(configuration: configuration)
        #expect(keyboard.layout.layoutID == schema.layout)
        return keyboard
    }

    @Test func terraTypesTonesAsDigits() throws {
        let keyboard = try keyboard("terra-pinyin")
        for key in ["m", "a", "3"] { keyboard.controller.handle(.character(key)) }
        #expect(keyboard.barTexts.first == "马", "\(keyboard.barTexts)")
        keyboard.controller.handle(.command(.selectCandidate(0)))
        #expect(keyboard.document.text == "马")
        #expect(keyboard.controller.commits.lastEdit?.commit.form == .schema("terra-pinyin"))
        let fresh = try self.keyboard("terra-pinyin")
        for key in ["m", "a", "1"] { fresh.controller.handle(.character(key)) }
        #expect(fresh.barTexts.first == "妈", "\(fresh.barTexts)")
    }

    @Test func loengfanTypesACharacterByItsPartsJyutping() throws {
        let keyboard = try keyboard("loengfan")
        for key in "neoizi" { keyboard.controller.handle(.character(String(key))) }
        #expect(keyboard.barTexts.first == "好", "\(keyboard.barTexts)")
        keyboard.controller.handle(.command(.selectCandidate(0)))
        #expect(keyboard.document.text == "好")
        #expect(keyboard.controller.commits.lastEdit?.commit.form == .schema("loengfan"))
    }
}
