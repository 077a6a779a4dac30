import ChatInput
import KeyboardCore
import Testing

struct ChatKeyCommandTests {
    struct Case: Sendable {
        var input: ChatKeyInput
        var modifiers: ChatKeyModifiers
        var composing: Bool
        var empty: Bool
        var expected: ChatCommand?
    }

    static let cases: [Case] = [
        Case(input: .returnKey, modifiers: [], composing: false, empty: false, expected: .send),
        Case(input: .returnKey, modifiers: .command, composing: false, empty: false, expected: .send),
        Case(input: .returnKey, modifiers: .shift, composing: false, empty: false, expected: .newline),
        Case(input: .escape, modifiers: [], composing: false, empty: false, expected: .dismissKeyboard),
        Case(input: .upArrow, modifiers: [], composing: false, empty: true, expected: .editLastMessage),
        Case(input: .upArrow, modifiers: [], composing: false, empty: false, expected: nil),
        Case(input: .character("3"), modifiers: [], composing: false, empty: false, expected: nil),
        Case(input: .returnKey, modifiers: [], composing: true, empty: false, expected: .keyboard(.returnKey)),
        Case(input: .escape, modifiers: [], composing: true, empty: false, expected: .keyboard(.escape)),
        Case(input: .character("3"), modifiers: [], composing: true, empty: false, expected: .keyboard(.character("3"))),
        Case(input: .leftArrow, modifiers: [], composing: true, empty: false, expected: .keyboard(.arrowLeft)),
        Case(input: .downArrow, modifiers: [], composing: true, empty: true, expected: .keyboard(.arrowDown)),
        Case(input: .returnKey, modifiers: .shift, composing: true, empty: false, expected: nil),
    ]

    @Test(arguments: cases)
    func resolve(_ c: Case) {
        #expect(ChatKeyCommand.resolve(c.input, modifiers: c.modifiers, isComposing: c.composing, barIsEmpty: c.empty) == c.expected)
    }

    @Test(arguments: [false, true], [false, true])
    func noKeyIsListedTwice(composing: Bool, empty: Bool) {
        let list = ChatKeyCommand.commands(isComposing: composing, barIsEmpty: empty)
        let keys = list.map { "\($0.input)|\($0.modifiers.rawValue)" }
        #expect(Set(keys).count == keys.count)
    }

    @Test func whileComposingTheDigitsPickLikeTheCore() {
        let digits = ChatKeyCommand.commands(isComposing: true, barIsEmpty: false).compactMap { command -> String? in
            if case .keyboard(.character(let d)) = command.command { return d }
            return nil
        }
        #expect(digits == (1...9).map(String.init))
    }
}
