import Foundation
import KeyboardCore
import KeyboardLayout
import KeyboardUserDictionary
import Testing
import TextInputModel
import UserDictionary

/// The iOS keyboard's learning path on Linux, through the same `ExtensionUserDictionary` the
/// extension's `KeyboardViewController` opens its engine with: picks are learned into the file in
/// the App Group container (or the extension's own without Full Access), secure fields teach nothing.
@Suite(.serialized) struct ExtensionUserDictionaryTests {
    /// Two fresh folders standing for the App Group container and the extension's own container.
    final class Containers {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-extension-\(UUID().uuidString)")
        var group: URL { root.appendingPathComponent("group") }
        var own: URL { root.appendingPathComponent("own") }
        deinit { try? FileManager.default.removeItem(at: root) }
    }

    /// Types `letters` in a field with `traits` on a keyboard over `engine`, and picks the candidate
    /// `text` (the first when nil); returns the document's text.
    func typeAndPick(_ letters: String, _ text: String? = nil, traits: TextInputTraits = TextInputTraits(), engine: KeyboardEngine) throws
        -> String {
        let document = InMemoryTextDocument(text: "", traits: traits)
        let controller = KeyboardController(engine: engine.engine, document: document, library: try LayoutLibrary.standard(), size: StandardKeyboardSize.phonePortrait)
        document.inputDelegate = controller
        controller.handle(.setMode(.chinese))
        for letter in letters { controller.handle(.character(String(letter))) }
        let index = try #require(text.map { text in controller.barTexts.firstIndex(of: text) } ?? 0)
        controller.handle(.command(.selectCandidate(index)))
        return document.text
    }

    /// How often the dictionary file in `directory` has learned `text` read as `syllables` (read
    /// by a second connection, as the host app would; counts fade with time, so one is a little under 1).
    func learnedCount(in directory: URL, _ text: String, _ syllables: [String], engine: KeyboardEngine) throws -> Double {
        let dictionary = try UserDictionary(directory: directory, lexicon: engine.engine.lexicon)
        return try dictionary.learnedCount(text: text, syllables: syllables)
    }

    @Test func withFullAccessPicksAreLearnedInTheAppGroupContainer() throws {
        let containers = Containers()
        let place = ExtensionUserDictionary(groupContainer: containers.group, ownContainer: containers.own)
        #expect(place.directory.path.hasPrefix(containers.group.path))
        let opened = try place.openEngine()
        #expect(opened.learningError == nil)
        #expect(try typeAndPick("xxs", "小学生", engine: opened.engine) == "小学生")
        // Learned under the syllables the decoder read, in the file the host app shares.
        #expect(try learnedCount(in: place.directory, "小学生", ["xiao", "xue", "sheng"], engine: opened.engine) > 0.99)
        #expect(FileManager.default.fileExists(atPath: place.directory.appendingPathComponent(KeyboardUserDictionary.fileName).path))
    }

    @Test func withoutFullAccessTheKeyboardStillLearnsInItsOwnContainer() throws {
        let containers = Containers()
        let place = ExtensionUserDictionary(groupContainer: nil, ownContainer: containers.own)
        #expect(place.directory.path.hasPrefix(containers.own.path))
        let opened = try place.openEngine()
        _ = try typeAndPick("nihao", engine: opened.engine)
        #expect(try learnedCount(in: place.directory, "你好", ["ni", "hao"], engine: opened.engine) > 0.99)
        #expect(!FileManager.default.fileExists(atPath: containers.group.path))
    }

    @Test func secureAndNoLearningFieldsTeachNothing() throws {
        let containers = Containers()
        let place = ExtensionUserDictionary(groupContainer: containers.group, ownContainer: containers.own)
        let opened = try place.openEngine()
        for traits in [TextInputTraits(isSecureTextEntry: true), TextInputTraits(textContentType: .oneTimeCode)] {
            _ = try typeAndPick("nihao", traits: traits, engine: opened.engine)
        }
        #expect(try learnedCount(in: place.directory, "你好", ["ni", "hao"], engine: opened.engine) == 0)
    }

    @Test func aDictionaryThatCannotBeOpenedLeavesAKeyboardThatTypes() throws {
        let containers = Containers()
        // A file where the dictionary's folder should be: the folder cannot be made.
        try FileManager.default.createDirectory(at: containers.group, withIntermediateDirectories: true)
        let place = ExtensionUserDictionary(groupContainer: containers.group, ownContainer: containers.own)
        try Data("not a folder".utf8).write(to: place.directory)
        let opened = try place.openEngine()
        #expect(opened.learningError != nil)
        #expect(try typeAndPick("nihao", engine: opened.engine) == "你好")
    }
}
