/// A key of a physical keyboard (an iPad's Magic Keyboard, a browser's key events).
public enum HardwareKey: Hashable, Sendable, Codable {
    /// Printable text as typed (case included): letters, digits, punctuation.
    case character(String)
    case backspace, returnKey, space, tab, escape
    case arrowLeft, arrowRight, arrowUp, arrowDown
}

extension KeyboardController {
    /// How many candidates the digits 1–9 address on a hardware keyboard.
    static let hardwarePageSize = 9

    /// A physical key press: letters compose in Chinese (an upper-case letter outside a
    /// composition types itself), digits 1–9 pick a candidate while composing, arrows move the
    /// highlighted candidate while composing and the caret otherwise, escape drops the composition.
    public func keyPress(_ key: HardwareKey) {
        syncDocumentIdentity()
        switch key {
        case .character(let text):
            guard !text.isEmpty else { return }
            if composer.isComposing, text.count == 1, let digit = text.first?.wholeNumberValue, (1...9).contains(digit) {
                let pageStart = (state.highlightedCandidate / Self.hardwarePageSize) * Self.hardwarePageSize
                perform(.selectCandidate(pageStart + digit - 1))
                return
            }
            if text.count == 1 {
                typeCharacter(text, appliesShift: false)
                lastActionWasSpace = false
                updateAutoCapitalization()
            } else {
                perform(.insertText(text))
            }
        case .backspace: perform(.backspace)
        case .returnKey: perform(.returnKey)
        case .space: perform(.space)
        case .tab: perform(.insertText("\t"))
        case .escape:
            if isSearchingEmoji {
                perform(.endEmojiSearch)
            } else if composer.isComposing {
                perform(.cancelComposition)
            }
        case .arrowLeft: composer.isComposing ? moveHighlight(by: -1) : perform(.moveCursor(-1))
        case .arrowRight: composer.isComposing ? moveHighlight(by: 1) : perform(.moveCursor(1))
        case .arrowUp: if composer.isComposing { moveHighlight(by: -Self.hardwarePageSize) }
        case .arrowDown: if composer.isComposing { moveHighlight(by: Self.hardwarePageSize) }
        }
    }

    func moveHighlight(by delta: Int) {
        let count = composer.candidates.count
        guard count > 0 else { return }
        state.highlightedCandidate = min(max(0, state.highlightedCandidate + delta), count - 1)
    }
}
