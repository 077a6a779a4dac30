import ChineseEngine
import Testing
import TextInputModel
@testable import KeyboardCore

/// The one table of lessons (`Commit.Form.lessons(for:)`): each form's commit teaches the store
/// its lesson names — a reading learned, a choice remembered, an English word kept, an emoji
/// recent — and, in a secure or private field, nothing at all, whatever the form.
@Suite struct CommitFormLessonsTests {
    /// A stage over a document with `traits`, its learner and the emoji it recorded.
    struct Stage {
        let stage: CommitStage
        let learner = RecordingLearner()
        let recents: Recents

        final class Recents {
            var emoji: [String] = []
        }

        init(traits: TextInputTraits) throws {
            let engine = try sharedEngine.get()
            let recents = Recents()
            self.recents = recents
            let memory = CommitMemory(learner: learner, readings: TextReading(engine: engine))
            stage = CommitStage(
                document: InMemoryTextDocument(text: "做", traits: traits), predictions: PredictionSource(engine: engine), memory: memory,
                recordEmoji: { recents.emoji.append($0) })
        }

        var memory: CommitMemory { stage.memory }
    }

    /// A commit of `form` as its source makes it: the words of `shiyan` picked with their readings
    /// (a syllable form), 实验 chosen after 做 (by code, stroke, ink, gesture or 联想), an English
    /// word kept against a correction, or 🐈.
    func commit(of form: Commit.Form) throws -> Commit {
        switch form {
        case .schema(let schema) where schema.schema.kind == .syllables:
            var composition = Composition(input: "shiyan")
            composition.select(try #require(try sharedEngine.get().candidates(for: "shiyan", limit: 1).first))
            return Commit("实验", from: form, picked: Commit.Picked("实验", after: "做", readings: composition.picks))
        case .english, .englishSwipe:
            return Commit(" Word", from: form, picked: Commit.Picked("Word", keptAsTyped: true))
        case .emoji:
            return Commit("🐈", from: form, picked: Commit.Picked("🐈"))
        case .schema, .swipe, .prediction:
            return Commit("实验", from: form, picked: Commit.Picked("实验", after: "做"))
        }
    }

    @Test(arguments: Commit.Form.allCases)
    func aSecureFieldTeachesNothing(_ form: Commit.Form) throws {
        for traits in [TextInputTraits(isSecureTextEntry: true), TextInputTraits(textContentType: .password)] {
            let stage = try Stage(traits: traits)
            let commit = try commit(of: form)
            #expect(!commit.lessons.isEmpty, "\(form) teaches something where it may")
            stage.stage.apply(commit)
            #expect(stage.stage.document.documentContextBeforeInput?.hasSuffix(commit.text) == true, "the text is typed all the same")
            #expect(stage.learner.lessons.isEmpty, "\(form): no reading")
            #expect(stage.memory.choices.chosen(.chinese, after: "做").isEmpty, "\(form): no choice")
            #expect(stage.memory.choices.chosen(.english, after: "").isEmpty, "\(form): no English word")
            #expect(stage.memory.englishWords.words.isEmpty, "\(form): no kept word")
            #expect(stage.recents.emoji.isEmpty, "\(form): no recent emoji")
        }
    }

    @Test(arguments: Commit.Form.allCases)
    func everyFormTeachesTheStoreItsLessonNames(_ form: Commit.Form) throws {
        let stage = try Stage(traits: TextInputTraits())
        stage.stage.apply(try commit(of: form))
        let learned = stage.learner.lessons.map(\.text)
        switch form {
        case .schema(let schema) where schema.schema.kind == .syllables:
            #expect(learned == ["实验"], "the words with their readings")
            #expect(stage.memory.choices.chosen(.chinese, after: "做").isEmpty, "the learner ranks them, not the choices")
        case .schema, .swipe, .prediction:
            #expect(stage.memory.choices.chosen(.chinese, after: "做") == ["实验"], "the choice, after the text before")
            #expect(learned == ["实验"], "and its reading, so it rises in pinyin")
            #expect(stage.learner.lessons.first?.picks.allSatisfy(\.isReadable) == true)
        case .english, .englishSwipe:
            #expect(stage.memory.choices.chosen(.english, after: "") == ["word"], "the word, its sentence capital lowered")
            #expect(stage.memory.englishWords.words == ["word"], "kept against corrections")
            #expect(learned.isEmpty)
        case .emoji:
            #expect(stage.recents.emoji == ["🐈"])
            #expect(learned.isEmpty)
        }
    }

    @Test func anEmojiPickedInTheBarIsRecentAndTheReadingsBeforeItLearned() throws {
        let stage = try Stage(traits: TextInputTraits())
        var composition = Composition(input: "xiao")
        composition.select(try #require(try sharedEngine.get().candidates(for: "xiao", limit: 1).first))
        let commit = Commit("😂", from: .schema(.pinyin), picked: Commit.Picked("😂", readings: composition.picks, emoji: ["😂"]))
        #expect(commit.emoji == ["😂"])
        stage.stage.apply(commit)
        #expect(stage.recents.emoji == ["😂"])
        #expect(stage.learner.lessons.count == 1)
    }
}
