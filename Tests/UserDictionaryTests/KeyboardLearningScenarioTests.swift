import Foundation
import KeyboardCore
import KeyboardLayout
import ChineseEngine
import Testing
import TextInputModel
import UserDictionary

/// Every keyboard form learns through the one commit stage into the same user dictionary: type,
/// pick a candidate that is not first, clear the field, type the same again — it comes first.
@Suite struct KeyboardLearningScenarioTests {
    func keyboard(_ engine: ChineseEngine, _ chineseKeyboard: SchemaID) throws -> KeyboardController {
        var configuration = KeyboardConfiguration()
        configuration.schema = chineseKeyboard
        return KeyboardController(
            engine: engine, document: InMemoryTextDocument(), library: try LayoutLibrary.standard(), size: StandardKeyboardSize.phonePortrait, configuration: configuration)
    }

    /// Types with `type`, picks candidate `index`, clears the field, types again: the bar then.
    func pickThenTypeAgain(_ controller: KeyboardController, index: Int, _ type: () -> Void) throws -> (picked: String, after: [String]) {
        type()
        let picked = controller.barTexts[index]
        #expect(controller.barTexts.first != picked, "\(controller.barTexts.prefix(5))")
        controller.handle(.command(.selectCandidate(index)))
        #expect(!controller.isComposing)
        while controller.document.documentContextBeforeInput?.isEmpty == false { controller.handle(.backspace) }
        type()
        return (picked, controller.barTexts)
    }

    @Test func zhuyinLearnsIntoTheUserDictionary() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (dictionary, engine) = try openDictionary(directory)
        let controller = try keyboard(engine, "zhuyin")
        let result = try pickThenTypeAgain(controller, index: 1) {
            for symbol in "ㄕˋㄧㄢˋ" { controller.handle(.character(String(symbol))) }
        }
        #expect(dictionary.lastLearningError == nil)
        #expect(result.after.first == result.picked, "\(result.after.prefix(5))")
    }

    @Test func nineKeyLearnsIntoTheUserDictionary() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (dictionary, engine) = try openDictionary(directory)
        let controller = try keyboard(engine, "t9")
        let result = try pickThenTypeAgain(controller, index: 1) {
            for (digit, letters) in [(7, "pqrs"), (4, "ghi"), (4, "ghi"), (9, "wxyz"), (2, "abc"), (6, "mno")] {
                controller.handle(.nineKey(digit: digit, letters: letters))
            }
        }
        #expect(dictionary.lastLearningError == nil)
        #expect(result.after.first == result.picked, "\(result.after.prefix(5))")
    }

    @Test func pinyinLearnsIntoTheUserDictionary() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (_, engine) = try openDictionary(directory)
        let controller = try keyboard(engine, .pinyin)
        let result = try pickThenTypeAgain(controller, index: 1) {
            for letter in "shiyan" { controller.handle(.character(String(letter))) }
        }
        #expect(result.after.first == result.picked, "\(result.after.prefix(5))")
    }
}
