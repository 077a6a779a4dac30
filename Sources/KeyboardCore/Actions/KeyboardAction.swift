import Foundation
import KeyboardLayout

/// What the keyboard is asked to do, as a value: the touch interpreter, physical keys and the
/// host all produce these, and `KeyboardController.handle(_:)` is the one place that applies them.
public enum KeyboardAction: Hashable, Sendable, Codable {
    /// Types a character key's text; in Chinese mode letters feed the composition and ASCII
    /// punctuation becomes full-width. Shift decides the letter case.
    case character(String)
    /// Inserts text exactly as given (a callout alternate, a swipe-up symbol, an emoji).
    case insertText(String)
    /// Deletes one character backward (or edits the pinyin while composing).
    case backspace
    /// Deletes one word backward (repeat delete after a long hold).
    case deleteWordBackward
    /// The shift key tapped: off → once, once/locked → off.
    case shift
    /// Caps lock on (double tap on shift).
    case capsLock
    case space
    case returnKey
    /// Switches to the next system keyboard (the host does it).
    case nextKeyboard
    /// Shows a page of this keyboard.
    case page(KeyboardPage)
    /// Toggles Chinese and English.
    case toggleLanguage
    /// Sets the input mode.
    case setMode(InputMode)
    /// A 9-key key: the digit standing for `letters`.
    case nineKey(digit: Int, letters: String)
    /// The pinyin syllable separator (`'`).
    case separator
    /// Picks the candidate at an index of the full candidate list.
    case selectCandidate(Int)
    /// 9-key: picks the pinyin choice at an index of the left column.
    case selectColumnItem(Int)
    /// Opens the small menu of the candidate at an index (a long press on it): 删除.
    case openCandidateMenu(Int)
    /// Forgets the candidate at an index (the menu's 删除): the user dictionary drops it and
    /// remembers it as deleted, so learning does not bring it back.
    case deleteCandidate(Int)
    /// Closes the candidate menu, doing nothing.
    case closeCandidateMenu
    /// Opens or closes the expanded candidate grid.
    case toggleCandidateGrid
    /// Shows another page of the expanded candidate grid (+1 next, -1 previous).
    case candidateGridPage(Int)
    /// Moves the caret by grapheme clusters (negative: backward); space-bar drag and arrow keys.
    case moveCursor(Int)
    /// Types an emoji from the emoji page (committing any composition first) and records it in the recents.
    case insertEmoji(String)
    /// Shows a category of the emoji page (an index of its category bar: recents first, then the groups).
    case emojiCategory(Int)
    /// Turns the emoji grid's page (+1 next, -1 previous), running on into the next or previous category.
    case emojiPage(Int)
    /// Opens the emoji search field: letters typed go to the query until it closes.
    case beginEmojiSearch
    /// Closes the emoji search field and shows the grid again.
    case endEmojiSearch
    /// Ends the composition, committing nothing more and dropping the marked text.
    case cancelComposition
    case dismissKeyboard
    case dictation
    case none
}

/// How a key was used: KeyboardKit's "action × gesture". The controller mostly cares about the
/// action; the gesture says why (tests and sound/haptics hosts read it).
public enum KeyboardGesture: String, Hashable, Sendable, Codable {
    /// Finger down (shift and delete act here).
    case press
    /// Finger up on the key (most keys act here).
    case release
    /// Second tap in quick succession (shift → caps lock).
    case doubleTap
    /// Held long enough to open the callout or start repeating.
    case longPress
    /// A repeat of a held key (delete).
    case repeatPress
    /// Flicked up: the key's secondary symbol.
    case swipeUp
    /// A pick from the long-press callout.
    case calloutPick
    /// A drag along the space bar.
    case spaceDrag
    /// A sideways swipe over the emoji grid (turns its page).
    case swipe
}

extension KeyboardAction {
    /// The action a layout key stands for.
    public init(_ action: KeyAction) {
        switch action {
        case .character(let text): self = .character(text)
        case .backspace: self = .backspace
        case .shift: self = .shift
        case .capsLock: self = .capsLock
        case .space: self = .space
        case .returnKey: self = .returnKey
        case .nextKeyboard: self = .nextKeyboard
        case .page(let page): self = .page(page)
        case .toggleLanguage: self = .toggleLanguage
        case .nineKey(let digit, let letters): self = .nineKey(digit: digit, letters: letters)
        case .separator: self = .separator
        case .candidateColumn: self = .none
        case .dismissKeyboard: self = .dismissKeyboard
        case .dictation: self = .dictation
        case .none: self = .none
        }
    }
}
