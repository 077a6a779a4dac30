@testable import EnglishEngine
import KeyboardLayout
import Testing
import TextInputModel
@testable import KeyboardCore

/// A word store that remembers what it was asked to keep, standing in for the user dictionary.
final class RecordingEnglishWordStore: EnglishWordStore, @unchecked Sendable {
    var kept: [String]
    init(_ kept: [String] = []) { self.kept = kept }
    func keptEnglishWords() throws -> [String] { kept }
    func keepEnglishWord(_ word: String) throws { kept.append(word) }
}

/// English suggestions on the keyboard, typed with touches on the keys: the bar of three, the
/// space bar's correction, its undo, next words, and what the field's traits allow.
@Suite struct EnglishSuggestionScenarioTests {
    /// An English keyboard (QWERTY in English, as on 英) over a field with `traits` (no capitals
    /// by default, so the words below are the words typed).
    func keyboard(
        text: String = "", traits: TextInputTraits = TextInputTraits(autocapitalizationType: .none), chinese: Bool = true
    ) throws -> TestKeyboard {
        var configuration = KeyboardConfiguration()
        configuration.preferredMode = .english
        configuration.chineseAvailable = chinese
        return try TestKeyboard(text: text, traits: traits, configuration: configuration)
    }

    @Test func aSlipIsCorrectedBySpaceAndTheBarShowsWhatWasTyped() throws {
        let keyboard = try keyboard()
        try keyboard.type("teh")
        let bar = keyboard.controller.renderState
        #expect(Array(bar.candidates.prefix(2)) == ["“teh”", "the"])
        #expect(bar.candidates.count <= 3)
        #expect(bar.highlightedCandidate == 1, "the space bar's word is highlighted")
        #expect(keyboard.document.text == "teh", "letters go straight into the document")
        #expect(keyboard.document.markedTextRange == nil)
        try keyboard.tap("space")
        #expect(keyboard.document.text == "the ")
    }

    @Test func backspaceRightAfterACorrectionRestoresTheLettersAndKeepsThem() throws {
        let keyboard = try keyboard()
        let store = RecordingEnglishWordStore()
        keyboard.controller.memory.englishWords.store = store
        try keyboard.type("teh")
        try keyboard.tap("space")
        #expect(keyboard.document.text == "the ")
        try keyboard.tap("delete")
        #expect(keyboard.document.text == "teh")
        #expect(store.kept == ["teh"], "learned in the user's store")
        try keyboard.tap("space")
        #expect(keyboard.document.text == "teh ", "a word kept is not corrected again")
        try keyboard.type("teh")
        try keyboard.tap("space")
        #expect(keyboard.document.text == "teh teh ")
        // A second backspace deletes as usual.
        try keyboard.tap("delete")
        try keyboard.tap("delete")
        #expect(keyboard.document.text == "teh te")
    }

    @Test func aWordKeptInAnEarlierSessionIsNotCorrected() throws {
        let keyboard = try keyboard()
        keyboard.controller.memory.englishWords.store = RecordingEnglishWordStore(["teh"])
        try keyboard.type("teh")
        #expect(keyboard.controller.renderState.highlightedCandidate == nil)
        try keyboard.tap("space")
        #expect(keyboard.document.text == "teh ")
    }

    @Test func iBecomesICapitalAndContractionsGetTheirApostrophe() throws {
        let keyboard = try keyboard()
        try keyboard.type("i")
        #expect(keyboard.controller.barTexts.first == "I")
        try keyboard.tap("space")
        try keyboard.type("dont")
        try keyboard.tap("space")
        #expect(keyboard.document.text == "I don't ")
    }

    @Test func sentencesStartWithACapitalAndAWordTypedRightStays() throws {
        let keyboard = try keyboard(traits: TextInputTraits())
        try keyboard.type("hello")
        try keyboard.tap("space")
        try keyboard.type("world")
        try keyboard.tap("space")
        #expect(keyboard.document.text == "Hello world ")
    }

    @Test func afterASpaceTheBarPredictsAndATapInsertsTheWordAndASpace() throws {
        let keyboard = try keyboard()
        try keyboard.type("thank")
        try keyboard.tap("space")
        let predictions = keyboard.controller.barTexts
        #expect(predictions.count == 3, "\(predictions)")
        #expect(predictions.contains("you"), "\(predictions)")
        #expect(keyboard.controller.renderState.highlightedCandidate == nil)
        let cell = try #require(keyboard.controller.renderState.candidateBar?.cells.first { $0.text == "you" })
        keyboard.tapPoint(cell.frame.center)
        #expect(keyboard.document.text == "thank you ")
    }

    @Test func tappingACompletionReplacesTheLettersTyped() throws {
        let keyboard = try keyboard()
        try keyboard.type("beca")
        let bar = keyboard.controller.barTexts
        let index = try #require(bar.firstIndex(of: "because"), "\(bar)")
        keyboard.controller.handle(.command(.selectCandidate(index)))
        #expect(keyboard.document.text == "because ")
    }

    @Test func pickingTheLettersAsTypedKeepsThem() throws {
        let keyboard = try keyboard()
        try keyboard.type("teh")
        keyboard.controller.handle(.command(.selectCandidate(0)))
        #expect(keyboard.document.text == "teh ")
        #expect(keyboard.controller.memory.englishWords.words.contains("teh"))
    }

    @Test func eachLetterKeepsWhereItsTouchLanded() throws {
        let keyboard = try keyboard()
        try keyboard.type("teh")
        let english = try #require(keyboard.controller.sources.english)
        #expect(english.typedTouches.count == 3)
        #expect(english.typedTouches.allSatisfy { $0 != nil })
    }

    @Test func correctionReadsTheLetterKeysShown() throws {
        let portrait = try keyboard()
        try portrait.type("t")
        let engine = try #require(portrait.controller.sources.english?.engine)
        #expect(engine.keys == portrait.layout.keyGeometry)
        #expect(engine.keys.rowPitch > 1.2, "a phone's keys are taller than wide")
        let landscape = try TestKeyboard(
            traits: TextInputTraits(autocapitalizationType: .none), configuration: portrait.controller.configuration,
            size: StandardKeyboardSize.phoneLandscape, environment: KeyboardEnvironment(orientation: .landscape))
        try landscape.type("t")
        let wide = try #require(landscape.controller.sources.english?.engine?.keys)
        #expect(wide.rowPitch < engine.keys.rowPitch, "landscape keys are wider than tall: rows are nearer")
    }

    @Test func urlAndEmailFieldsGetNoBarAndNoCorrection() throws {
        for type in [KeyboardType.url, .emailAddress] {
            let keyboard = try keyboard(traits: TextInputTraits(keyboardType: type, autocapitalizationType: .none))
            try keyboard.type("teh")
            #expect(keyboard.controller.barTexts.isEmpty)
            try keyboard.tap("space")
            #expect(keyboard.document.text == "teh ")
        }
    }

    @Test func aSecureFieldShowsNothingAndLearnsNothing() throws {
        let keyboard = try keyboard(traits: TextInputTraits(autocapitalizationType: .none, isSecureTextEntry: true))
        let store = RecordingEnglishWordStore()
        keyboard.controller.memory.englishWords.store = store
        try keyboard.type("teh")
        #expect(keyboard.controller.barTexts.isEmpty)
        try keyboard.tap("space")
        try keyboard.tap("delete")
        #expect(keyboard.document.text == "teh")
        // Even a kept-word lesson reaching the stage is not learned here.
        keyboard.controller.commits.apply(Commit("", lessons: [.keptEnglishWord("secret")]))
        #expect(store.kept.isEmpty)
        #expect(keyboard.controller.memory.englishWords.words.isEmpty)
    }

    @Test func autocorrectionOffKeepsTheLettersAndSpellCheckingStillOffersTheWord() throws {
        let off = try keyboard(traits: TextInputTraits(autocapitalizationType: .none, autocorrectionType: .no))
        try off.type("teh")
        #expect(off.controller.renderState.highlightedCandidate == nil)
        #expect(off.controller.barTexts.first == "teh")
        try off.tap("space")
        #expect(off.document.text == "teh ")
        let checked = try keyboard(traits: TextInputTraits(autocapitalizationType: .none, autocorrectionType: .no, spellCheckingType: .yes))
        try checked.type("teh")
        #expect(Array(checked.controller.barTexts.prefix(2)) == ["“teh”", "the"])
        #expect(checked.controller.renderState.highlightedCandidate == nil)
        try checked.tap("space")
        #expect(checked.document.text == "teh ")
    }

    @Test func theEnglishEngineOpensOnlyWhenEnglishIsShown() throws {
        var configuration = KeyboardConfiguration()
        configuration.preferredMode = .chinese
        let keyboard = try TestKeyboard(configuration: configuration)
        try keyboard.type("nihao")
        try keyboard.tap("space")
        _ = keyboard.controller.renderState
        #expect(keyboard.controller.sources.english == nil)
        keyboard.controller.handle(.toggleLanguage)
        _ = keyboard.controller.renderState
        #expect(keyboard.controller.sources.english?.isEngineOpen == true)
    }

    @Test func anEnglishOnlyKeyboardSuggestsToo() throws {
        let keyboard = try keyboard(chinese: false)
        try keyboard.type("teh")
        try keyboard.tap("space")
        #expect(keyboard.document.text == "the ")
    }

    @Test func punctuationOnAPhysicalKeyboardEndsTheWordAsOnTheScreen() throws {
        let keyboard = try keyboard()
        try keyboard.type("teh")
        keyboard.controller.keyPress(.character(","))
        #expect(keyboard.document.text == "the,", "corrected as at the space bar (#77)")
        #expect(keyboard.controller.barTexts.isEmpty, "letters glued to punctuation are no word")
    }

    @Test func aPhysicalKeyboardTypesThroughTheSameSource() throws {
        let keyboard = try keyboard()
        for key in ["t", "e", "h"] { keyboard.controller.keyPress(.character(key)) }
        keyboard.controller.keyPress(.space)
        #expect(keyboard.document.text == "the ")
        keyboard.controller.keyPress(.backspace)
        #expect(keyboard.document.text == "teh")
    }
}
