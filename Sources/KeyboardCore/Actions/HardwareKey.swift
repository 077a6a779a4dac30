import KeyboardLayout

/// A key of a physical keyboard (an iPad's Magic Keyboard, a browser's key events).
public enum HardwareKey: Hashable, Sendable, Codable {
    /// Printable text as typed (case included): letters, digits, punctuation.
    case character(String)
    /// The editing keys: delete, return and space act as the on-screen keys do; tab types a tab;
    /// escape cancels the composition (or ends an emoji search) and otherwise does nothing.
    case backspace, returnKey, space, tab, escape
    /// The arrows: left and right move the caret (inside the composition while composing); up and
    /// down move the candidate highlight while composing and otherwise do nothing.
    case arrowLeft, arrowRight, arrowUp, arrowDown
}

extension HardwareKey {
    /// What a physical key does, decided from the keyboard's state alone.
    enum Effect: Hashable {
        case perform(KeyboardAction)
        /// Type one character as a physical key gives it (case included, shift not applied).
        case typeCharacter(String)
        /// Move the highlighted candidate.
        case moveHighlight(Int)
        case nothing
    }

    /// What the key does with the keyboard in `state`: the Chinese keyboard's own reading of it
    /// first (`HardwareKeyMap`: 注音's 大千 keys), else the reading every keyboard shares
    /// (`effect(isComposing:compositionTakes:highlightedCandidate:route:)`). `compositionTakes`
    /// says whether the input form in progress takes a character as input.
    func effect(in state: KeyboardState, isComposing: Bool, compositionTakes: (String) -> Bool, route: InputRoute) -> Effect {
        let takes: Bool
        if isComposing, case .character(let text) = self { takes = compositionTakes(text) } else { takes = false }
        return HardwareKeyMap.effect(of: self, on: state.keyboard)
            ?? effect(isComposing: isComposing, compositionTakes: takes, highlightedCandidate: state.highlightedCandidate, route: route)
    }

    /// How many candidates the digits 1–9 address.
    static let pageSize = 9

    /// Letters compose in Chinese (an upper-case letter outside a composition types itself),
    /// digits 1–9 pick a candidate of the highlighted one's page while composing — unless the
    /// composition takes the digit as input (`compositionTakes`: 粤拼's tone after a syllable,
    /// v模式's number), as the on-screen keys type it — left and right move the caret (inside the
    /// composition while composing), up and down the highlighted candidate while composing, escape
    /// closes the search or drops the composition.
    /// `route` is where an edit goes now (escape closes the emoji query).
    func effect(isComposing: Bool, compositionTakes: Bool = false, highlightedCandidate: Int, route: InputRoute) -> Effect {
        switch self {
        case .character(let text):
            guard !text.isEmpty else { return .nothing }
            if isComposing, !compositionTakes, text.count == 1, let digit = text.first?.wholeNumberValue, (1...9).contains(digit) {
                return .perform(.command(.selectCandidate((highlightedCandidate / Self.pageSize) * Self.pageSize + digit - 1)))
            }
            return text.count == 1 ? .typeCharacter(text) : .perform(.insertText(text))
        case .backspace: return .perform(.backspace)
        case .returnKey: return .perform(.returnKey)
        case .space: return .perform(.space)
        case .tab: return .perform(.insertText("\t"))
        case .escape:
            if route == .emojiQuery { return .perform(.endEmojiSearch) }
            return isComposing ? .perform(.cancelComposition) : .nothing
        case .arrowLeft: return .perform(.moveCursor(-1))
        case .arrowRight: return .perform(.moveCursor(1))
        case .arrowUp: return isComposing ? .moveHighlight(-1) : .nothing
        case .arrowDown: return isComposing ? .moveHighlight(1) : .nothing
        }
    }
}
