import Foundation
import KeyboardLayout
import Testing
@testable import KeyboardCore

/// The router alone: where a letter, a 9-key digit and an edit go for each state of the keyboard.
@Suite struct InputRouterTests {
    func router(_ page: KeyboardPage = .letters, _ mode: InputMode = .chinese, search: Bool = false, composing: Bool = false)
        -> InputRouter {
        InputRouter(page: page, mode: mode, isComposing: composing, overlay: search ? .emojiSearch(EmojiSearch()) : .none)
    }

    @Test func lettersComposeInChineseOnTheLettersPage() {
        #expect(router().routeCharacter(isInput: true, uppercase: false) == .composition)
        // English letters go to the English form (it inserts them, keeping where they were touched).
        #expect(router(.letters, .english).routeCharacter(isInput: true, uppercase: true) == .composition)
        #expect(router(.letters, .english).routeCharacter(isInput: false, uppercase: false) == .document)
        #expect(router(.numbers, .english).routeCharacter(isInput: true, uppercase: false) == .document)
        // Chinese mode on another page (a physical key on the numbers page) types into the document.
        #expect(router(.numbers).routeCharacter(isInput: true, uppercase: false) == .document)
    }

    @Test func aFormTakingInputOffLettersGetsTheNumbersAndSymbolsPagesNotEmoji() {
        func offLetters(_ page: KeyboardPage, _ mode: InputMode = .chinese) -> InputRouter {
            InputRouter(page: page, mode: mode, isComposing: true, inputOffLetters: true)
        }
        // v模式: `v` then digits and operators from 123 and #+=.
        #expect(offLetters(.numbers).routeCharacter(isInput: true) == .composition)
        #expect(offLetters(.symbols).routeCharacter(isInput: true) == .composition)
        #expect(offLetters(.emoji).routeCharacter(isInput: true) == .document)
        #expect(offLetters(.numbers, .english).routeCharacter(isInput: true) == .document)
        #expect(offLetters(.numbers).routeCharacter(isInput: false) == .document, "a character the form does not take")
    }

    @Test func anUpperCaseLetterStartsNoCompositionButJoinsOne() {
        #expect(router().routeCharacter(isInput: true, uppercase: true) == .document)
        #expect(router(composing: true).routeCharacter(isInput: true, uppercase: true) == .composition)
    }

    @Test func theOpenEmojiSearchTakesLettersAndEditsOnItsPageOnly() {
        #expect(router(.emoji, search: true).routeCharacter(isInput: true, uppercase: true) == .emojiQuery)
        #expect(router(.emoji, search: true, composing: true).editRoute == .emojiQuery)
        // The page remembers an open search, but off the emoji page typing goes elsewhere.
        #expect(router(.letters, search: true).routeCharacter(isInput: true, uppercase: false) == .composition)
        #expect(router(.letters, search: true).editRoute == .document)
    }

    @Test func lettersGoToTheEmojiQueryOnlyWhileTheOverlayIsTheSearch() {
        // Another overlay on the emoji page (a panel, the grid) is not the search: letters and edits go on.
        for other in [Overlay.none, .panel(.clipboard, PanelView()), .candidateGrid(page: 0)] {
            let router = InputRouter(page: .emoji, mode: .chinese, isComposing: false, overlay: other)
            #expect(router.routeCharacter(isInput: true) == .document, "\(other)")
            #expect(router.editRoute == .document, "\(other)")
        }
        let searching = InputRouter(page: .emoji, mode: .chinese, isComposing: false, overlay: .emojiSearch(EmojiSearch()))
        #expect(searching.routeCharacter(isInput: true) == .emojiQuery)
        #expect(searching.editRoute == .emojiQuery)
        #expect(!searching.sendsToSource(.character("a")))
    }

    @Test func theEmojiSearchOverlayRoundTripsInTheStatesJSON() throws {
        var state = KeyboardState()
        var search = EmojiSearch()
        search.query = "xiao ku"
        search.resultPage = 2
        state.overlay = .emojiSearch(search)
        let decoded = try JSONDecoder().decode(KeyboardState.self, from: JSONEncoder().encode(state))
        #expect(decoded == state && decoded.emojiSearch == search)
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

    @Test func aCharacterTheActiveFormDoesNotTakeGoesToTheDocument() {
        // Punctuation on a pinyin keyboard, a letter on the 笔画 keyboard: typed, even mid-composition.
        #expect(router().routeCharacter(isInput: false) == .document)
        #expect(router(composing: true).routeCharacter(isInput: false) == .document)
        #expect(router(.emoji, search: true).routeCharacter(isInput: false) == .emojiQuery)
    }

    @Test func inEnglishTheSpaceBarAndBackspaceGoToTheEnglishFormFirst() {
        // A tap on the bar is a pick like any form's (`SourceHost.pick`), not a form's own command.
        #expect(!router(.letters, .english).sendsToSource(.command(.selectCandidate(1))))
        for action in [KeyboardAction.space, .backspace] {
            #expect(router(.letters, .english).sendsToSource(action))
            #expect(router(.numbers, .english).sendsToSource(action), "a correction undone from the numbers page too")
            #expect(!router(.emoji, .english).sendsToSource(action))
            #expect(!router(.letters, .chinese).sendsToSource(action))
        }
    }
}
