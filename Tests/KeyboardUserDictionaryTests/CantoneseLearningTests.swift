import Foundation
import KeyboardCore
import KeyboardLayout
import KeyboardUserDictionary
import ChineseEngine
import Testing
import TextInputModel
import UserDictionary

/// 粤拼 learning through the one memory, on the path the iOS host (`ExtensionUserDictionary`) and
/// the playground take: a Cantonese pick is learned into the user dictionary's Cantonese words,
/// comes first the next time, and still does after a restart from the file; the Mandarin
/// engine over the same file learns nothing from it.
@Suite(.serialized) struct CantoneseLearningTests {
    /// A 粤拼 keyboard over `opened`, its memory given the host's stores as the hosts give them.
    func cantoneseKeyboard(_ opened: KeyboardEngine, document: InMemoryTextDocument) throws -> KeyboardController {
        var configuration = KeyboardConfiguration()
        configuration.schema = "jyutping"
        let controller = KeyboardController(
            engine: opened.engine, document: document, library: try LayoutLibrary.standard(), size: StandardKeyboardSize.phonePortrait, configuration: configuration)
        document.inputDelegate = controller
        controller.memory.useStores(of: opened)
        controller.handle(.setMode(.chinese))
        return controller
    }

    func type(_ letters: String, on controller: KeyboardController) -> [String] {
        for letter in letters { controller.handle(.character(String(letter))) }
        return controller.barTexts
    }

    @Test func aPickedCandidateComesFirstNextTimeAndAfterARestart() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-yue-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let place = ExtensionUserDictionary(groupContainer: root.appendingPathComponent("group"), ownContainer: root.appendingPathComponent("own"))
        let opened = try place.openEngine().engine
        let document = InMemoryTextDocument(text: "")
        let keyboard = try cantoneseKeyboard(opened, document: document)
        let offered = type("sigaan", on: keyboard)
        // A whole reading of both syllables that is not the first.
        let index = try #require(offered.indices.dropFirst().first { offered[$0].count == 2 }, "\(offered)")
        let wanted = offered[index]
        keyboard.handle(.command(.selectCandidate(index)))
        #expect(document.text == wanted)
        while !document.text.isEmpty { document.deleteBackward() }
        #expect(type("sigaan", on: keyboard).first == wanted)

        // A restart: the engine and the keyboard made again from the file.
        let reopened = try place.openEngine().engine
        let again = try cantoneseKeyboard(reopened, document: InMemoryTextDocument(text: ""))
        #expect(type("sigaan", on: again).first == wanted)
        // The Mandarin words of the same file hold nothing of it.
        let mandarin = try UserDictionary(directory: place.directory, lexicon: reopened.engine.lexicon)
        #expect(try mandarin.learnedWords().isEmpty && mandarin.words().isEmpty)
        let cantonese = try UserDictionary(directory: place.directory, lexicon: ChineseEngine(schema: .jyutping).lexicon)
        #expect(try cantonese.learnedWords().contains { $0.word.text == wanted })
    }
}
