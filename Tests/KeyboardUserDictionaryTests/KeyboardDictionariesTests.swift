import Foundation
import KeyboardCore
import KeyboardUserDictionary
import ChineseEngine
import Testing

/// Issue 91: the playground's 同步 found a session's dictionary by downcasting its engine's user
/// lexicon; the list hands it back typed, by the keyboard's folder, and only while the keyboard lives.
@Suite struct KeyboardDictionariesTests {
    @Test func aKeyboardsDictionaryIsFoundByItsFolderWhileTheKeyboardLives() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("keyboard-dictionaries-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: parent) }
        let dictionaries = KeyboardDictionaries()
        let engines = KeyboardUserDictionary.temporaryPerKeyboard(engine: try ChineseEngine(), in: parent, listedIn: dictionaries)

        var first: KeyboardEngine? = engines.makeEngine()
        let second = engines.makeEngine()
        let firstFolder = try #require(first?.userDictionaryDirectory)
        let secondFolder = try #require(second.userDictionaryDirectory)
        do {
            let found = try #require(dictionaries.dictionary(in: firstFolder))
            #expect(found.path == firstFolder.appendingPathComponent(KeyboardUserDictionary.fileName).path)
            // The dictionary the list gives is the one the keyboard's engine learns into.
            #expect(first?.engine.userLexicon === found)
        }
        #expect(dictionaries.dictionary(in: secondFolder)?.path == secondFolder.appendingPathComponent(KeyboardUserDictionary.fileName).path)
        #expect(dictionaries.dictionary(in: parent) == nil, "a folder never listed")

        first = nil
        #expect(dictionaries.dictionary(in: firstFolder) == nil, "a keyboard's dictionary goes with it")
        #expect(dictionaries.dictionary(in: secondFolder) != nil)
        _ = second
    }
}
