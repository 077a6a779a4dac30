import KeyboardCore
import KeyboardLayout
import KeyboardUserDictionary
import ChineseEngine
import Playground

/// The real keyboard over the shipped engine data, opened once for all tests (as `shurufa serve` does).
let realKeyboardFactory = Result { () throws -> PlaygroundKeyboardFactory in
    CoreKeyboard.factory(engines: KeyboardUserDictionary.temporaryPerKeyboard(engine: try ChineseEngine().writingEnglishAsShipped()), library: try LayoutLibrary.standard())
}
