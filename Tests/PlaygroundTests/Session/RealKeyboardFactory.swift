import KeyboardCore
import KeyboardLayout
import KeyboardUserDictionary
import ChineseEngine
import Playground

/// The dictionaries of `realKeyboardFactory`'s keyboards, for the 同步 tests' adapter.
let realKeyboardDictionaries = KeyboardDictionaries()

/// The real keyboard over the shipped engine data, opened once for all tests (as `shurufa serve` does).
let realKeyboardFactory = Result { () throws -> PlaygroundKeyboardFactory in
    CoreKeyboard.factory(
        engines: KeyboardUserDictionary.temporaryPerKeyboard(engine: try ChineseEngine().writingEnglishAsShipped(), listedIn: realKeyboardDictionaries),
        library: try LayoutLibrary.standard())
}
