import KeyboardLayout

/// What an action does besides its own effect: whether it changes the text (so shift follows the
/// field's auto-capitalisation again) and which click the host plays for it.
extension KeyboardAction {
    /// Whether the action may change the text before the caret.
    var changesText: Bool {
        switch self {
        case .character, .insertText, .backspace, .deleteWordBackward, .space, .returnKey, .command(.selectCandidate), .moveCursor,
             .toggleLanguage, .setMode, .page, .insertEmoji, .command(.panel(.insertClip)), .command(.panel(.insertPhrase)):
            true
        default:
            false
        }
    }

    /// Whether the 联想 predictions stay shown through the action (picking one, paging the bar).
    var keepsPredictions: Bool {
        switch self {
        case .command(.selectCandidate), .command(.toggleCandidateGrid), .command(.candidateGridPage), .none: true
        default: false
        }
    }

    /// The click the host plays for the action, if any.
    var clickSound: KeyClickSound? {
        switch self {
        case .character, .insertText, .nineKey, .separator, .stroke, .command(.selectCandidate), .command(.selectColumnItem), .insertEmoji, .command(.panel): .character
        case .backspace, .deleteWordBackward: .delete
        case .space, .returnKey, .shift, .capsLock, .page, .toggleLanguage, .setMode, .command(.emojiCategory), .emojiPage, .beginEmojiSearch,
             .endEmojiSearch, .command(.fit): .modifier
        default: nil
        }
    }

    /// What holding a button or key with this action does instead of tapping it (a long press): a
    /// candidate's menu (删除), a clipboard item's (pin, delete), the 中/英 key's form switcher;
    /// nil: holding it is a slow tap.
    var holdAction: KeyboardAction? {
        switch self {
        case .toggleLanguage: .command(.openFormSwitcher)
        case .command(.selectCandidate(let index)): .command(.openCandidateMenu(index))
        case .command(.panel(let command)): command.holdCommand.map { .command(.panel($0)) }
        default: nil
        }
    }
}
