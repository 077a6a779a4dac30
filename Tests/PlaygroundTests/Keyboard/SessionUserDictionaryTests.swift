import Foundation
import KeyboardLayout
import KeyboardUserDictionary
import ChineseEngine
import Testing
import TextInputModel
@testable import Playground

/// One engine for these tests (opening it costs ~30 ms).
private let sharedEngine = Result { try ChineseEngine() }

/// Each session's keyboard learns into a temporary user dictionary of its own, gone with it.
@Suite struct SessionUserDictionaryTests {
    func makeKeyboard() throws -> CoreKeyboard {
        let engines = KeyboardUserDictionary.temporaryPerKeyboard(engine: try sharedEngine.get())
        return CoreKeyboard(engine: engines.makeEngine(), library: try LayoutLibrary.standard(), document: InMemoryTextDocument(),
                            settings: PlaygroundSettings())
    }

    @Test func eachKeyboardHasItsOwnDictionaryRemovedWithIt() throws {
        var first: CoreKeyboard? = try makeKeyboard()
        let second = try makeKeyboard()
        let directory = try #require(first?.userDictionaryDirectory)
        #expect(FileManager.default.fileExists(atPath: directory.path))
        #expect(second.userDictionaryDirectory != directory)
        first = nil
        #expect(!FileManager.default.fileExists(atPath: directory.path))
        #expect(FileManager.default.fileExists(atPath: try #require(second.userDictionaryDirectory).path))
    }

    @Test func aWordMadeFromPicksIsLearnedByThisSessionOnlyAndCanBeDeleted() throws {
        let keyboard = try makeKeyboard(), other = try makeKeyboard()
        func type(_ letters: String, on keyboard: CoreKeyboard) throws {
            for letter in letters { try keyboard.hardwareKey(String(letter), at: 0) }
        }
        // 树 + 如 + 发, picked one by one, make the new word 树如发 (造词).
        try type("shurufa", on: keyboard)
        for piece in ["树", "如", "发"] {
            let index = try #require(keyboard.candidates.firstIndex(of: piece), "\(piece) in \(keyboard.candidates)")
            keyboard.selectCandidate(index, at: 0)
        }
        try type("shurufa", on: keyboard)
        try type("shurufa", on: other)
        let index = try #require(keyboard.candidates.firstIndex(of: "树如发"))
        #expect(index < 4, "\(keyboard.candidates)")
        #expect(!other.candidates.contains("树如发"))
    }
}
