import KeyboardLayout
import Testing
@testable import KeyboardCore

/// The router alone: where a letter, a 9-key digit and an edit go for each state of the keyboard.
@Suite struct InputRouterTests {
    func router(_ page: KeyboardPage = .letters, _ mode: InputMode = .chinese, search: Bool = false, composing: Bool = false)
        -> InputRouter {
        InputRouter(page: page, mode: mode, isEmojiSearchOpen: search, isComposing: composing)
    }

    @Test func lettersComposeInChineseOnTheLettersPage() {
        #expect(router().routeLetter(uppercase: false) == .composition)
        #expect(router(.letters, .english).routeLetter(uppercase: false) == .document)
        // Chinese mode on another page (a physical key on the numbers page) types into the document.
        #expect(router(.numbers).routeLetter(uppercase: false) == .document)
    }

    @Test func anUpperCaseLetterStartsNoCompositionButJoinsOne() {
        #expect(router().routeLetter(uppercase: true) == .document)
        #expect(router(composing: true).routeLetter(uppercase: true) == .composition)
    }

    @Test func theOpenEmojiSearchTakesLettersAndEditsOnItsPageOnly() {
        #expect(router(.emoji, search: true).routeLetter(uppercase: true) == .emojiQuery)
        #expect(router(.emoji, search: true, composing: true).editRoute == .emojiQuery)
        // The page remembers an open search, but off the emoji page typing goes elsewhere.
        #expect(router(.letters, search: true).routeLetter(uppercase: false) == .composition)
        #expect(router(.letters, search: true).editRoute == .document)
    }

    @Test func editsGoToTheCompositionWhileThereIsOne() {
        #expect(router(composing: true).editRoute == .composition)
        #expect(router(.emoji, composing: true).editRoute == .composition)
        #expect(router().editRoute == .document)
    }

    @Test func nineKeyDigitsComposeInChineseOnly() {
        #expect(router().digitRoute == .composition)
        #expect(router(.letters, .english).digitRoute == .document)
    }

    @Test func editsGoToThePadWhileACharacterIsWrittenUnlessTheEmojiSearchIsOpen() {
        let writing = InputRouter(page: .letters, mode: .chinese, isEmojiSearchOpen: false, isComposing: false, isWriting: true)
        #expect(writing.editRoute == .handwriting)
        #expect(InputRouter(page: .emoji, mode: .chinese, isEmojiSearchOpen: true, isComposing: false, isWriting: true).editRoute == .emojiQuery)
        #expect(router().editRoute == .document)
    }
}
