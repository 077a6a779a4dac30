@testable import EnglishEngine
import Testing
import TextInputModel
@testable import KeyboardCore

/// The bar's arrangement and the field policy, as pure values.
@Suite struct EnglishBarTests {
    let plain = EnglishFieldPolicy(traits: TextInputTraits())

    @Test func aCorrectionShowsTheLettersQuotedThenTheCorrectionHighlighted() {
        let bar = EnglishBar(EnglishSuggestions(typed: "teh", commit: "the", isCorrection: true, alternatives: ["ten", "the", "tech"]), policy: plain)
        #expect(bar.texts == ["“teh”", "the", "ten"])
        #expect(bar.words == ["teh", "the", "ten"])
        #expect(bar.highlighted == 1 && bar.spaceText == "the" && bar.typedCell == 0)
    }

    @Test func noCorrectionShowsTheWordAndCompletionsWithNothingHighlighted() {
        let bar = EnglishBar(EnglishSuggestions(typed: "hel", commit: "hel", isCorrection: false, alternatives: ["hello", "help", "held"]), policy: plain)
        #expect(bar.texts == ["hel", "hello", "help"])
        #expect(bar.highlighted == nil && bar.spaceText == nil && bar.typedCell == nil)
    }

    @Test func theUsualCasingIsWhatSpaceCommits() {
        let bar = EnglishBar(EnglishSuggestions(typed: "i", commit: "I", isCorrection: false, alternatives: ["in", "is"]), policy: plain)
        #expect(bar.texts == ["I", "in", "is"])
        #expect(bar.spaceText == "I" && bar.highlighted == 0)
    }

    @Test func nextWordsFillTheBar() {
        let bar = EnglishBar(EnglishSuggestions(typed: "", commit: nil, isCorrection: false, alternatives: ["you", "the", "a", "it"]), policy: plain)
        #expect(bar.texts == ["you", "the", "a"])
        #expect(bar.highlighted == nil)
    }

    @Test func theFieldsTraitsDecide() {
        #expect(!EnglishFieldPolicy(traits: TextInputTraits(isSecureTextEntry: true)).suggests)
        #expect(!EnglishFieldPolicy(traits: TextInputTraits(keyboardType: .url)).suggests)
        #expect(!EnglishFieldPolicy(traits: TextInputTraits(keyboardType: .emailAddress)).corrects)
        #expect(!EnglishFieldPolicy(traits: TextInputTraits(textContentType: .password)).suggests)
        let off = EnglishFieldPolicy(traits: TextInputTraits(autocorrectionType: .no))
        #expect(off.suggests && !off.corrects && !off.offersCorrections)
        let checked = EnglishFieldPolicy(traits: TextInputTraits(autocorrectionType: .no, spellCheckingType: .yes))
        #expect(!checked.corrects && checked.offersCorrections)
        #expect(!EnglishFieldPolicy(traits: TextInputTraits(spellCheckingType: .no)).offersCorrections)
        #expect(plain.suggests && plain.corrects && plain.offersCorrections && plain.capitalizesSentences)
        #expect(!EnglishFieldPolicy(traits: TextInputTraits(autocapitalizationType: .none)).capitalizesSentences)
    }

    @Test(arguments: [
        ("I saw teh", "I saw ", "teh", false), ("don’t", "", "don’t", false), ("a@b", "a@b", "", true), ("x.com", "x.com", "", true),
        ("3rd", "3rd", "", true), ("学习java", "学习", "java", false), ("(hel", "(", "hel", false), ("hi ", "hi ", "", false),
        ("'quote", "'", "quote", false),
    ])
    func theWordBeforeTheCaret(_ text: String, before: String, word: String, glued: Bool) {
        let read = EnglishWordInProgress(text: text)
        #expect(read.before == before && read.word == word && read.isGlued == glued, "\(read)")
    }

    /// The engine reads the 200 characters before the word, from a word's start: the same for each letter of it.
    @Test func theContextIsTheTextBeforeTheWord() {
        #expect(EnglishWordInProgress.context(before: "see you ") == "see you ")
        let long = "abcdefghij" + String(repeating: " hello", count: 40)
        let context = EnglishWordInProgress.context(before: long[...])
        #expect(context.count <= 200 && context.hasPrefix(" hello") && long.hasSuffix(context))
        let atStart = String(repeating: "x", count: 5) + " " + String(repeating: "hello ", count: 33) + "hi"
        #expect(EnglishWordInProgress.context(before: atStart[...]).hasPrefix("hello"))
    }

}
