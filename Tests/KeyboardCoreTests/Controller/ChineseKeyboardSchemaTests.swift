import KeyboardLayout
import ChineseEngine
import Testing
@testable import KeyboardCore

/// Each Chinese keyboard types one schema of the registry (the pad none), whose layout is the
/// keyboard's own and is one the layout library has.
@Suite struct ChineseKeyboardSchemaTests {
    @Test func eachKeyboardTypesItsSchemaOnItsLayout() throws {
        let library = try LayoutLibrary.standard()
        for keyboard in ChineseKeyboard.allCases {
            guard let schema = keyboard.schema else {
                #expect(keyboard == .handwriting)
                continue
            }
            #expect(schema.layout == keyboard.rawValue, "\(keyboard)")
            #expect(library.layout(LayoutID(schema.layout)) != nil, "\(schema.layout)")
            #expect(Schema.named(schema.id) == schema)
        }
    }
}

/// A host's list of keyboards follows the registry: every schema is offered on its keyboard, a
/// 双拼 schema with its scheme.
@Suite struct SchemaChoiceTests {
    @Test func everyRegistrySchemaIsOfferedOnItsKeyboard() {
        #expect(SchemaChoice.all.map(\.schema) == Schema.all)
        for choice in SchemaChoice.all { #expect(choice.keyboard.rawValue == choice.schema.layout) }
        #expect(SchemaChoice.all.first { $0.schema.id == "shuangpin-xiaohe" }?.shuangpin == "xiaohe")
        let chaizi = SchemaChoice.all.first { $0.schema.id == "chaizi" }
        #expect(chaizi?.keyboard == .pinyin26 && chaizi?.shuangpin == nil)
        #expect(Set(SchemaChoice.all.map(\.keyboard)) == Set(ChineseKeyboard.allCases).subtracting([.handwriting]))
        // The forms a host lists are those keyboards in the registry's order, then the pad, English and emoji.
        #expect(ChineseKeyboard.listed.count == ChineseKeyboard.allCases.count && ChineseKeyboard.listed.last == .handwriting)
        #expect(InputForm.allCases.prefix(3) == [.chinese(.pinyin26), .chinese(.pinyin9), .chinese(.zhuyin)])
        #expect(InputForm.allCases.suffix(2) == [.english, .emoji])
    }
}
