import Foundation
import KeyboardLayout
import ChineseEngine
import KeyboardUserDictionary
import Testing
import TextInputModel
import UserDictionary
@testable import KeyboardCore

/// The one memory hears every form's commits and keeps them in the user dictionary's file: for
/// each form, type (or swipe, or write), pick a candidate that is not first, clear the field, do
/// it again — it now comes first; then start the keyboard afresh from the same file and it still
/// does. A secure field teaches nothing.
@Suite(.serialized) struct MemoryScenarioTests {
    /// A user dictionary's folder, removed with the value.
    final class Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-memory-\(UUID().uuidString)")
        deinit { try? FileManager.default.removeItem(at: url) }
    }

    /// A keyboard started from the user dictionary in `folder` (opened afresh: a restart).
    func start(_ folder: Folder, _ configuration: KeyboardConfiguration, traits: TextInputTraits = TextInputTraits()) throws -> TestKeyboard {
        let opened = try KeyboardUserDictionary.open(in: folder.url, engine: sharedEngine.get())
        return try TestKeyboard(traits: traits, configuration: configuration, keyboardEngine: opened)
    }

    /// Deletes the whole field, as the user clears it.
    func clear(_ keyboard: TestKeyboard) {
        while keyboard.controller.isComposing { keyboard.controller.handle(.cancelComposition) }
        while keyboard.document.documentContextBeforeInput?.isEmpty == false { keyboard.controller.handle(.backspace) }
    }

    /// The scenario on a keyboard set up by `configuration`: `input` makes the bar, the cell at
    /// `index` (not `first`) is picked; after a clear and the same input `first` is it, and after
    /// a restart from the same file too. `first` reads what the form offers first (the bar's
    /// first cell by default). Returns what was picked.
    @discardableResult
    func learnsAndRemembers(
        _ configuration: KeyboardConfiguration, pick index: Int, traits: TextInputTraits = TextInputTraits(),
        first: (TestKeyboard) -> String? = { $0.controller.barTexts.first }, input: (TestKeyboard) throws -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let folder = Folder()
        var picked = ""
        do {
            let keyboard = try start(folder, configuration, traits: traits)
            try input(keyboard)
            let bar = keyboard.controller.barTexts
            picked = try #require(bar.indices.contains(index) ? bar[index] : nil, "\(bar)", sourceLocation: sourceLocation)
            #expect(first(keyboard) != picked, "not first before: \(bar)", sourceLocation: sourceLocation)
            keyboard.controller.handle(.command(.selectCandidate(index)))
            #expect(keyboard.document.text.contains(picked.trimmingCharacters(in: .whitespaces)), sourceLocation: sourceLocation)
            clear(keyboard)
            try input(keyboard)
            #expect(first(keyboard) == picked, "first after the pick: \(keyboard.controller.barTexts)", sourceLocation: sourceLocation)
        }
        let restarted = try start(folder, configuration, traits: traits)
        try input(restarted)
        #expect(first(restarted) == picked, "first after a restart: \(restarted.controller.barTexts)", sourceLocation: sourceLocation)
        return picked
    }

    func configuration(_ keyboard: ChineseKeyboard = .pinyin26, shuangpin: ShuangpinScheme.Builtin? = nil, english: Bool = false)
        -> KeyboardConfiguration {
        var configuration = KeyboardConfiguration()
        configuration.chineseKeyboard = keyboard
        configuration.shuangpin = shuangpin
        if english { configuration.preferredMode = .english }
        return configuration
    }

    @Test func pinyin26() throws {
        try learnsAndRemembers(configuration(), pick: 1) { try $0.type("shiyan") }
    }

    @Test func pinyin9() throws {
        try learnsAndRemembers(configuration(.pinyin9), pick: 1) { keyboard in
            for (digit, letters) in [(7, "pqrs"), (4, "ghi"), (4, "ghi"), (9, "wxyz"), (2, "abc"), (6, "mno")] {
                keyboard.controller.handle(.nineKey(digit: digit, letters: letters))
            }
        }
    }

    @Test func shuangpin() throws {
        // 小鹤: shi = ui, yan = yj.
        try learnsAndRemembers(configuration(shuangpin: "xiaohe"), pick: 1) { try $0.type("uiyj") }
    }

    @Test func zhuyin() throws {
        try learnsAndRemembers(configuration(.zhuyin), pick: 1) { keyboard in
            for symbol in "ㄕˋㄧㄢˋ" { keyboard.controller.handle(.character(String(symbol))) }
        }
    }

    @Test func strokes() throws {
        try learnsAndRemembers(configuration(.strokes), pick: 3) { keyboard in
            for id in ["stroke-h", "stroke-s"] { try keyboard.tap(id) }
        }
    }

    @Test func handwrittenCharacter() throws {
        try learnsAndRemembers(configuration(.handwriting), pick: 2) { try $0.write(PadWriting.ten) }
    }

    @Test func handwrittenPhrase() throws {
        let picked = try learnsAndRemembers(configuration(.handwriting), pick: 1) { keyboard in
            for stroke in PadWriting.ten { try keyboard.writeStroke(stroke.map { (0.05 + $0.0 * 0.4, 0.2 + $0.1 * 0.6) }) }
            for stroke in PadWriting.mouth { try keyboard.writeStroke(stroke.map { (0.55 + $0.0 * 0.4, 0.2 + $0.1 * 0.6) }) }
        }
        #expect(picked.count == 2, "a phrase reading: \(picked)")
    }

    /// The first English suggestion after the letters typed (the cells that are not the letters themselves).
    static func firstEnglishCompletion(_ keyboard: TestKeyboard) -> String? {
        let typed = EnglishWordInProgress(text: keyboard.document.text).word.lowercased()
        return keyboard.controller.barTexts.first { $0.lowercased() != typed && !$0.hasPrefix("“") }
    }

    @Test func englishPicked() throws {
        let traits = TextInputTraits(autocapitalizationType: .none)
        let picked = try learnsAndRemembers(configuration(english: true), pick: 2, traits: traits, first: Self.firstEnglishCompletion) {
            try $0.type("wh")
        }
        #expect(picked.hasPrefix("wh"))
    }

    @Test func englishTypedAndCorrectedWordsAreLearned() throws {
        let folder = Folder()
        let traits = TextInputTraits(autocapitalizationType: .none)
        do {
            let keyboard = try start(folder, configuration(english: true), traits: traits)
            try keyboard.type("zebra")
            try keyboard.tap("space")
            try keyboard.type("teh")
            try keyboard.tap("space")
            #expect(keyboard.document.text == "zebra the ")
        }
        let restarted = try start(folder, configuration(english: true), traits: traits)
        let chosen = restarted.controller.memory.choices.chosen(.english, after: "")
        #expect(Array(chosen.prefix(2)) == ["the", "zebra"], "\(chosen)")
        // Typed again, the word typed before comes first among the completions.
        try restarted.type("ze")
        #expect(Self.firstEnglishCompletion(restarted) == "zebra", "\(restarted.controller.barTexts)")
    }

    @Test func englishSwipe() throws {
        let traits = TextInputTraits(autocapitalizationType: .none)
        let picked = try learnsAndRemembers(configuration(english: true), pick: 1, traits: traits) { try $0.swipe(["h", "e", "l", "o"]) }
        #expect(!picked.isEmpty)
    }

    @Test func pinyinSwipe() throws {
        try learnsAndRemembers(configuration(), pick: 1) { try $0.swipe(["n", "i", "h", "a", "o"]) }
    }

    @Test func predictionPick() throws {
        try learnsAndRemembers(configuration(), pick: 2) { keyboard in
            try keyboard.type("nihao")
            keyboard.controller.handle(.command(.selectCandidate(0)))
        }
    }

    @Test func aSecureFieldLearnsNothing() throws {
        let folder = Folder()
        var traits = TextInputTraits(autocapitalizationType: .none)
        traits.isSecureTextEntry = true
        do {
            let keyboard = try start(folder, configuration(), traits: traits)
            try keyboard.type("wh")
            keyboard.controller.handle(.command(.selectCandidate(1)))
            try keyboard.type("teh")
            try keyboard.tap("space")
            try keyboard.swipe(["h", "e", "l", "o"])
            // Even lessons that reach the stage teach nothing here.
            keyboard.controller.commits.apply(Commit("十", lessons: [.choice("十", in: .chinese, after: ""), .keptEnglishWord("teh")]))
            #expect(!keyboard.document.text.isEmpty)
            #expect(keyboard.controller.memory.choices.chosen(.english, after: "").isEmpty)
        }
        let dictionary = try UserDictionary(directory: folder.url, lexicon: sharedEngine.get().lexicon)
        #expect(try dictionary.chosenTexts().isEmpty)
        #expect(try dictionary.keptEnglishWords().isEmpty)
    }
}
