import Foundation
import KeyboardLayout
import Testing
import TextInputModel
@testable import KeyboardCore

/// The panels through the controller: the toolbar shows on the empty bar, a copy shows in the
/// clipboard panel, tapping inserts, a secure field's copy never appears, phrases insert.
@Suite struct PanelScenarioTests {
    func make(traits: TextInputTraits = TextInputTraits()) throws -> (KeyboardController, InMemoryTextDocument) {
        let document = InMemoryTextDocument(traits: traits)
        let controller = KeyboardController(
            engine: try sharedEngine.get(), document: document, library: try sharedLibrary.get(), size: StandardKeyboardSize.phonePortrait)
        document.inputDelegate = controller
        return (controller, document)
    }

    @Test func theToolbarShowsOnTheEmptyBarOnly() throws {
        let (controller, _) = try make()
        #expect(controller.renderState.showsToolbar)
        controller.handle(.character("n"))
        #expect(!controller.renderState.showsToolbar)
        controller.handle(.cancelComposition)
        controller.openPanel(.clipboard)
        #expect(!controller.renderState.showsToolbar)
        #expect(controller.renderState.panel == .clipboard([]))
        controller.openPanel(nil)
        #expect(controller.renderState.panel == nil)
    }

    @Test func aCopyIsListedAndTappingInsertsIt() throws {
        let (controller, document) = try make()
        controller.recordCopy("复制的文字", fromSecureField: false)
        controller.openPanel(.clipboard)
        guard case .clipboard(let items) = controller.renderState.panel, let item = items.first else {
            Issue.record("no clipboard panel")
            return
        }
        #expect(item.text == "复制的文字")
        controller.insertClipboardItem(item.id)
        #expect(document.text == "复制的文字")
        #expect(controller.state.panel == nil)
    }

    @Test func nothingFromASecureFieldIsKept() throws {
        var traits = TextInputTraits()
        traits.isSecureTextEntry = true
        let (controller, _) = try make(traits: traits)
        #expect(!controller.recordCopy("hunter2", fromSecureField: false))
        let (plain, _) = try make()
        #expect(!plain.recordCopy("hunter2", fromSecureField: true))
        plain.openPanel(.clipboard)
        #expect(plain.renderState.panel == .clipboard([]))
    }

    @Test func phrasesPanelInsertsAPhrase() throws {
        let (controller, document) = try make()
        controller.openPanel(.phrases)
        guard case .phrases(let groups) = controller.renderState.panel, let phrase = groups.first?.phrases.first else {
            Issue.record("no phrases panel")
            return
        }
        controller.insertPhrase(phrase.id)
        #expect(document.text == phrase.text)
    }
}
