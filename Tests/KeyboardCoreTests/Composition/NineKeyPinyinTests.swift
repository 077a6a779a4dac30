import Testing
@testable import KeyboardCore

@Suite struct NineKeyPinyinTests {
    @Test func codesFollowTheKeypad() {
        #expect(NineKeyPinyin.code(of: "nihao") == "64426")
        #expect(NineKeyPinyin.code(of: "zhuang") == "948264")
    }

    @Test func choicesAreSyllablesStartingTheDigitsLongestFirstThenLetters() {
        let choices = NineKeyPinyin.choices(for: "64426")
        #expect(choices.contains("ni"))
        #expect(choices.contains("mi"))
        #expect(Array(choices.suffix(3)) == ["m", "n", "o"])
        // Every choice's code begins the digits.
        #expect(choices.allSatisfy { "64426".hasPrefix(NineKeyPinyin.code(of: $0)) })
        let lengths = choices.dropLast(3).map(\.count)
        #expect(lengths == lengths.sorted(by: >))
        #expect(NineKeyPinyin.choices(for: "").isEmpty)
    }

    @Test func guessSpellsEveryDigit() {
        let guess = NineKeyPinyin.guess(for: "64426")
        #expect(NineKeyPinyin.code(of: guess.replacingOccurrences(of: "'", with: "")) == "64426")
    }
}
