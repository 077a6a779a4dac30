import Foundation
import Testing

@testable import TextInputModel

@Test func traitRawValuesMatchUIKit() {
    #expect(KeyboardType.numberPad.rawValue == 4 && KeyboardType.decimalPad.rawValue == 8)
    #expect(KeyboardType.emailAddress.rawValue == 7 && KeyboardType.url.rawValue == 3)
    #expect(KeyboardType.asciiCapableNumberPad.rawValue == 11 && KeyboardType.allCases.count == 12)
    #expect(ReturnKeyType.done.rawValue == 9 && ReturnKeyType.continue.rawValue == 11 && ReturnKeyType.allCases.count == 12)
    #expect(AutocapitalizationType.sentences.rawValue == 2 && AutocapitalizationType.allCharacters.rawValue == 3)
    #expect(AutocorrectionType.no.rawValue == 1 && SmartQuotesType.yes.rawValue == 2)
    #expect(SmartDashesType.no.rawValue == 1 && SmartInsertDeleteType.default.rawValue == 0)
    #expect(KeyboardAppearance.light.rawValue == 2 && SpellCheckingType.yes.rawValue == 2)
}

@Test func defaultTraitsAreAPlainTextField() {
    let traits = TextInputTraits()
    #expect(traits.keyboardType == .default && traits.returnKeyType == .default)
    #expect(traits.autocapitalizationType == .sentences && !traits.isSecureTextEntry)
    #expect(traits.textContentType == nil && !traits.enablesReturnKeyAutomatically)
    #expect(traits.allowsLearning)
}

@Test func secureAndCredentialFieldsAllowNoLearning() {
    #expect(!TextInputTraits(isSecureTextEntry: true).allowsLearning)
    #expect(!TextInputTraits(textContentType: .password).allowsLearning)
    #expect(!TextInputTraits(textContentType: .oneTimeCode).allowsLearning)
    #expect(!TextInputTraits(textContentType: .newPassword).allowsLearning)
    #expect(!TextInputTraits(textContentType: .creditCardNumber).allowsLearning)
    #expect(TextInputTraits(textContentType: .emailAddress).allowsLearning)
}

@Test func aCardNumberIsPrivateButNotACredential() {
    #expect(TextContentType.creditCardNumber.isPrivate && !TextContentType.creditCardNumber.isCredential)
    #expect(TextContentType.known.filter(\.isPrivate) == [.creditCardNumber, .password, .newPassword, .oneTimeCode])
    #expect(Set(TextContentType.known).count == TextContentType.known.count)
}

@Test func traitsRoundTripThroughJSONWithContentTypeAsAString() throws {
    let traits = TextInputTraits(keyboardType: .url, textContentType: TextContentType("com.example.custom"))
    let json = try JSONEncoder().encode(traits)
    #expect(String(decoding: json, as: UTF8.self).contains(#""textContentType":"com.example.custom""#))
    #expect(try JSONDecoder().decode(TextInputTraits.self, from: json) == traits)
    #expect(TextContentType(rawValue: "username") == .username)
}
