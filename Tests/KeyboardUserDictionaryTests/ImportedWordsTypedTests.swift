import Foundation
import KeyboardCore
import KeyboardLayout
import KeyboardUserDictionary
import ChineseEngine
import Testing
import TextInputModel

/// Features together, as a person meets them: a real word list imported (Google Pinyin's export,
/// GBK text, from `../shared/eval/import/real`), one of its words typed and committed by space
/// and by a tap, 联想 after it, a prediction picked, and the keyboard going on (#89 finding 1:
/// the 联想 after an imported word read the user word's id in the model's tables and crashed).
@Suite struct ImportedWordsTypedTests {
    static let googleExport = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared/eval/import/real/GooglePinyin.txt").standardized

    enum Commit: CaseIterable { case space, tap }

    @Test(arguments: Commit.allCases)
    func anImportedWordIsCommittedAndPredictedAfter(_ commit: Commit) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-imported-typed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let engine = try KeyboardUserDictionary.open(in: folder, engine: try ChineseEngine())
        let store = try #require(engine.stores.wordLists)
        let report = try store.importWordList(at: Self.googleExport, strict: false)
        #expect(report.words == 10 && !report.refused, "\(report)")

        let document = InMemoryTextDocument(text: "", traits: TextInputTraits())
        let controller = KeyboardController(engine: engine.engine, document: document, library: try LayoutLibrary.standard(), size: StandardKeyboardSize.phonePortrait)
        document.inputDelegate = controller
        controller.handle(.setMode(.chinese))
        for letter in "shenlanju" { controller.handle(.character(String(letter))) }
        #expect(controller.barTexts.first == "深蓝居", "\(controller.barTexts.prefix(5))")
        switch commit {
        case .space: controller.handle(.space)
        case .tap: controller.handle(.command(.selectCandidate(0)))
        }
        #expect(document.text == "深蓝居")
        // 联想 follows the imported word: real text, offered to pick.
        let predictions = controller.barTexts
        #expect(!predictions.isEmpty, "no 联想 after an imported word")
        for text in predictions { #expect(!text.isEmpty && !text.unicodeScalars.contains { $0.properties.generalCategory == .control }) }
        controller.handle(.command(.selectCandidate(0)))
        #expect(document.text == "深蓝居" + predictions[0])
        // The keyboard goes on answering, and learns the imported word's pick.
        for letter in "nihao" { controller.handle(.character(String(letter))) }
        #expect(controller.barTexts.first == "你好")
        controller.handle(.space)
        #expect(document.text == "深蓝居" + predictions[0] + "你好")
    }
}
