import KeyboardCore
import KeyboardLayout
import KeyboardUserDictionary
import PinyinEngine
import Playground

/// The real keyboard over the shipped engine data, opened once for all tests (as `shurufa serve` does).
let realKeyboardFactory = Result { () throws -> PlaygroundKeyboardFactory in
    CoreKeyboard.factory(engines: KeyboardUserDictionary.temporaryPerKeyboard(engine: try PinyinEngine().writingEnglishAsShipped()), library: try LayoutLibrary.standard())
}
