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
