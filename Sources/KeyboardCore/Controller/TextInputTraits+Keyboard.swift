import KeyboardLayout
import TextInputModel

extension TextInputTraits {
    /// What the keyboard's page policy needs from these traits.
    public var keyboardView: TextInputTraitsView {
        let numbers: Bool
        switch keyboardType {
        case .numberPad, .decimalPad, .phonePad, .asciiCapableNumberPad, .numbersAndPunctuation: numbers = true
        default: numbers = false
        }
        let ascii: Bool
        switch keyboardType {
        case .url, .emailAddress, .asciiCapable, .asciiCapableNumberPad: ascii = true
        default: ascii = isSecureTextEntry || textContentType?.isCredential == true
        }
        return TextInputTraitsView(opensNumbers: numbers, requiresASCII: ascii, field: fieldKeyboard)
    }

    /// The keyboard this field asks for: a password field gets plain ASCII letters whatever its type.
    public var fieldKeyboard: FieldKeyboard {
        if isSecureTextEntry { return .secure }
        switch keyboardType {
        case .emailAddress: return .email
        case .url: return .url
        case .numberPad, .asciiCapableNumberPad: return .numberPad
        case .decimalPad: return .decimalPad
        case .phonePad: return .phonePad
        default: return .text
        }
    }
}
