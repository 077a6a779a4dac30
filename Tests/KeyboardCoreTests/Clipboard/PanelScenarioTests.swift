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
        #expect(controller.renderState.screenContent.showsToolbar)
        controller.handle(.character("n"))
        #expect(!controller.renderState.screenContent.showsToolbar)
        controller.handle(.cancelComposition)
        controller.handle(.command(.panel(.openClipboard)))
        #expect(!controller.renderState.screenContent.showsToolbar)
        #expect(controller.renderState.screenContent.panel == .clipboard([]))
        controller.handle(.command(.panel(.close)))
        #expect(controller.renderState.screenContent.panel == nil)
    }

    @Test func aCopyIsListedAndTappingInsertsIt() throws {
        let (controller, document) = try make()
        controller.recordCopy("复制的文字", fromSecureField: false)
        controller.handle(.command(.panel(.openClipboard)))
        guard case .clipboard(let items) = controller.renderState.screenContent.panel, let item = items.first else {
            Issue.record("no clipboard panel")
            return
        }
        #expect(item.text == "复制的文字")
        controller.handle(.command(.panel(.insertClip(item.id))))
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
        plain.handle(.command(.panel(.openClipboard)))
        #expect(plain.renderState.screenContent.panel == .clipboard([]))
    }

    @Test func phrasesPanelInsertsAPhrase() throws {
        let (controller, document) = try make()
        controller.handle(.command(.panel(.openPhrases)))
        guard case .phrases(let groups) = controller.renderState.screenContent.panel, let phrase = groups.first?.phrases.first else {
            Issue.record("no phrases panel")
            return
        }
        controller.handle(.command(.panel(.insertPhrase(phrase.id))))
        #expect(document.text == phrase.text)
    }
}
