import KeyboardLayout
import PinyinEngine
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
