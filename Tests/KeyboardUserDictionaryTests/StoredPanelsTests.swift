import Emoji
import Foundation
@testable import KeyboardCore
import KeyboardLayout
import KeyboardUserDictionary
import ChineseEngine
import Testing
import TextInputModel
import UserDictionary

/// The stores a host injects: the keyboard's clipboard items and saved phrases go into the user
/// dictionary's file and come back when the keyboard opens again (as the iOS extension does).
@Suite(.serialized) struct StoredPanelsTests {
    func keyboard(_ engine: KeyboardEngine) throws -> (KeyboardController, InMemoryTextDocument) {
        let document = InMemoryTextDocument()
        let controller = KeyboardController(
            engine: engine.engine, document: document, library: try LayoutLibrary.standard(), size: StandardKeyboardSize.phonePortrait,
            clipboard: ClipboardHistory(store: try #require(engine.stores.clipboard)),
            phrases: QuickPhraseBook(store: try #require(engine.stores.phrases)))
        document.inputDelegate = controller
        return (controller, document)
    }

    @Test func aKeyboardOverTheUserDictionaryKeepsEveryStoreInIt() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-stores-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let engine = try ChineseEngine()
        let stores = try KeyboardUserDictionary.open(in: directory, engine: engine).stores
        #expect(stores.clipboard != nil && stores.phrases != nil && stores.englishWords != nil && stores.choices != nil)
        #expect(stores.wordLists != nil && stores.emojiRecents != nil && stores.otherLanguages != nil)
        let inMemory = KeyboardEngine(engine).stores
        #expect(inMemory.clipboard == nil && inMemory.choices == nil && inMemory.emojiRecents == nil && inMemory.wordLists == nil)
    }

    @Test func clipboardAndPhrasesSurviveReopeningTheKeyboard() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-panels-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let engine = try ChineseEngine()
        do {
            let (controller, _) = try keyboard(try KeyboardUserDictionary.open(in: directory, engine: engine))
            #expect(controller.recordCopy("复制的地址", fromSecureField: false))
            try controller.panels.addPhrase(text: "北京市海淀区", code: "dz", group: "地址")
        }
        let (controller, document) = try keyboard(try KeyboardUserDictionary.open(in: directory, engine: engine))
        #expect(controller.panels.clipboard.items().map(\.text) == ["复制的地址"])
        for letter in "dz" { controller.handle(.character(String(letter))) }
        #expect(controller.barTexts[CandidateExtras.position] == "北京市海淀区")
        controller.handle(.command(.selectCandidate(CandidateExtras.position)))
        #expect(document.text == "北京市海淀区")
        // The defaults were added once, not again on reopening.
        #expect(controller.panels.phrases.phrases.filter { $0.text == QuickPhraseRules.defaults[0].text }.count == 1)
    }

    @Test func anEnglishWordKeptAgainstACorrectionStaysKeptAfterReopening() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-english-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let engine = try ChineseEngine()
        var configuration = KeyboardConfiguration()
        configuration.preferredMode = .english
        func english() throws -> (KeyboardController, InMemoryTextDocument) {
            let opened = try KeyboardUserDictionary.open(in: directory, engine: engine)
            let document = InMemoryTextDocument(traits: TextInputTraits(autocapitalizationType: .none))
            let controller = KeyboardController(
                engine: opened.engine, document: document, library: try LayoutLibrary.standard(), size: StandardKeyboardSize.phonePortrait, configuration: configuration)
            controller.memory.useStores(of: opened)
            document.inputDelegate = controller
            return (controller, document)
        }
        do {
            let (controller, document) = try english()
            for key in ["t", "e", "h"] { controller.keyPress(.character(key)) }
            controller.keyPress(.space)
            #expect(document.text == "the ")
            controller.keyPress(.backspace)
            #expect(document.text == "teh")
        }
        let (controller, document) = try english()
        for key in ["t", "e", "h"] { controller.keyPress(.character(key)) }
        controller.keyPress(.space)
        #expect(document.text == "teh ", "kept in the user dictionary's file")
    }
}

/// The emoji recents live in the user dictionary's file (so they sync); the JSON file an earlier
/// version kept them in is taken in once.
@Suite struct EmojiRecentsInDictionaryTests {
    @Test func recentsOfTheFormerFileAreTakenInOnceThenKeptInTheDictionary() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-emoji-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = EmojiRecentsStore(fileURL: directory.appendingPathComponent("emoji-recents.json"))
        var former = EmojiRecents()
        former.record("😀")
        former.record("👍")
        try file.save(former)
        let engine = try ChineseEngine()
        func controller() throws -> KeyboardController {
            let opened = try KeyboardUserDictionary.open(in: directory, engine: engine)
            let controller = KeyboardController(
                engine: opened.engine, document: InMemoryTextDocument(), library: try LayoutLibrary.standard(), size: StandardKeyboardSize.phonePortrait, emojiRecentsURL: file.fileURL)
            controller.emojiPage.useRecents(of: opened)
            return controller
        }
        do {
            let keyboard = try controller()
            _ = keyboard.emojiPage.loadBoard()
            #expect(keyboard.emojiPage.recents.emoji == ["👍", "😀"])
            keyboard.emojiPage.record("🎉")
        }
        // The file is left as it was; the dictionary holds the recents, the new one first.
        #expect(try file.load().emoji == ["👍", "😀"])
        let stored = try UserDictionaryEmojiRecentsStore(UserDictionary(directory: directory, lexicon: engine.lexicon))
        #expect(try stored.loadRecents(capacity: 30).emoji == ["🎉", "👍", "😀"])
        let again = try controller()
        _ = again.emojiPage.loadBoard()
        #expect(again.emojiPage.recents.emoji == ["🎉", "👍", "😀"])
    }
}
