import KeyboardLayout
import ChineseEngine
import Testing
import TextInputModel
@testable import KeyboardCore

/// The one commit stage: every form's commit passes it, learning where the field allows and 联想 after it.
@Suite struct CommitStageTests {
    /// The commit a keyboard's stage carried out last (its last edit).
    struct CommitLog {
        let keyboard: TestKeyboard
        var last: Commit? { keyboard.controller.commits.lastEdit?.commit }
    }

    func keyboard(_ chineseKeyboard: ChineseKeyboard = .pinyin26, shuangpin: ShuangpinScheme.Builtin? = nil) throws -> (TestKeyboard, CommitLog) {
        var configuration = KeyboardConfiguration()
        configuration.chineseKeyboard = chineseKeyboard
        configuration.shuangpin = shuangpin
        let keyboard = try TestKeyboard(configuration: configuration)
        return (keyboard, CommitLog(keyboard: keyboard))
    }

    /// Whether `commit` teaches readable picks (words with their readings).
    func teachesReadablePicks(_ commit: Commit?) -> Bool {
        guard case .picks(let picks, _) = commit?.lessons.first else { return false }
        return !picks.isEmpty && picks.allSatisfy(\.isReadable)
    }

    @Test func aPinyinSessionNeverMakesTheHandwritingSource() throws {
        let (keyboard, _) = try keyboard()
        try keyboard.type("nihao")
        try keyboard.tap("space")
        try keyboard.type("shi")
        keyboard.controller.handle(.command(.toggleCandidateGrid))
        try keyboard.tap("delete")
        keyboard.controller.handle(.page(.numbers))
        keyboard.controller.handle(.page(.letters))
        _ = keyboard.controller.renderState
        #expect(keyboard.controller.sources.madeKeyboards == [.pinyin26, .pinyin9])
    }

    @Test(arguments: [(ChineseKeyboard.pinyin26, nil as ShuangpinScheme.Builtin?), (.pinyin26, "xiaohe")])
    func pinyinCommitsLearnAndPredict(_ form: ChineseKeyboard, shuangpin: ShuangpinScheme.Builtin?) throws {
        let (keyboard, log) = try keyboard(form, shuangpin: shuangpin)
        try keyboard.type(shuangpin == nil ? "women" : "womf")
        keyboard.controller.handle(.command(.selectCandidate(0)))
        #expect(log.last?.text == "我们")
        #expect(teachesReadablePicks(log.last))
        #expect(keyboard.learner.lessons.map(\.text) == ["我们"])
        #expect(!keyboard.controller.predictions.texts.isEmpty, "联想 after the commit")
    }

    @Test func nineKeyCommitsLearnAndPredict() throws {
        let (keyboard, log) = try keyboard(.pinyin9)
        for (digit, letters) in [(9, "wxyz"), (6, "mno"), (3, "def"), (6, "mno"), (6, "mno")] {
            keyboard.controller.handle(.nineKey(digit: digit, letters: letters))
        }
        let first = try #require(keyboard.barTexts.first)
        keyboard.controller.handle(.command(.selectCandidate(0)))
        #expect(log.last?.text == first)
        #expect(teachesReadablePicks(log.last))
        #expect(keyboard.learner.lessons.count == 1)
        #expect(!keyboard.controller.predictions.texts.isEmpty)
    }

    @Test func zhuyinCommitsTeachTheSameLearnerAsPinyin() throws {
        let (keyboard, log) = try keyboard(.zhuyin)
        try keyboard.type("ㄨㄛˇㄇㄣ˙")
        keyboard.controller.handle(.command(.selectCandidate(0)))
        #expect(log.last?.text == "我們")
        #expect(teachesReadablePicks(log.last), "the words with their readings, as the engine read them")
        #expect(keyboard.learner.lessons.count == 1)
        #expect(!keyboard.controller.predictions.texts.isEmpty)
    }

    @Test func strokeCommitsAreRememberedAfterTheTextBefore() throws {
        let (keyboard, log) = try keyboard(.strokes)
        try keyboard.tap("stroke-p")
        let second = keyboard.barTexts[1]
        keyboard.controller.handle(.command(.selectCandidate(1)))
        #expect(log.last?.text == second)
        #expect(log.last?.form == .strokes)
        #expect(log.last?.lessons == [.choice(second, in: .chinese, after: ""), .reading(of: second)])
        #expect(keyboard.controller.memory.choices.chosen(.chinese, after: "") == [second])
        #expect(log.last?.followUp == .reading(second, predicting: true))
    }

    @Test func handwritingCommitsAreRememberedAfterTheTextBefore() throws {
        let (keyboard, log) = try keyboard(.handwriting)
        try keyboard.write(PadWriting.ten)
        let first = try #require(keyboard.barTexts.first)
        keyboard.controller.handle(.command(.selectCandidate(0)))
        #expect(log.last?.text == first)
        #expect(keyboard.controller.memory.choices.chosen(.chinese, after: "") == [first])
    }

    @Test func emojiPhrasesAndClipsGoThroughTheStage() throws {
        let (keyboard, log) = try keyboard()
        keyboard.controller.handle(.insertEmoji("🐈"))
        #expect(log.last?.emoji == ["🐈"] && log.last?.text == "🐈")
        #expect(keyboard.controller.emojiPage.recents.emoji.first == "🐈")
        try keyboard.controller.panels.addPhrase(text: "我在路上", code: "wzls", group: "常用")
        let phrase = try #require(keyboard.controller.panels.phrases.phrases.first { $0.text == "我在路上" })
        keyboard.controller.handle(.command(.panel(.insertPhrase(phrase.id))))
        #expect(log.last?.text == "我在路上")
        #expect(keyboard.controller.recordCopy("复制的", fromSecureField: false))
        let clip = try #require(keyboard.controller.panels.clipboard.items().first)
        keyboard.controller.handle(.command(.panel(.insertClip(clip.id))))
        #expect(log.last?.text == "复制的")
        #expect(keyboard.document.text == "🐈我在路上复制的")
        #expect(keyboard.learner.lessons.isEmpty, "text not typed through an input form teaches nothing")
    }

    @Test func aFieldThatAllowsNoLearningLearnsNothing() throws {
        var traits = TextInputTraits()
        traits.isSecureTextEntry = true
        let document = InMemoryTextDocument(text: "", traits: traits)
        let learner = RecordingLearner()
        let engine = try sharedEngine.get()
        let stage = CommitStage(
            document: document, predictions: PredictionSource(engine: engine), memory: CommitMemory(learner: learner), recordEmoji: { _ in })
        var composition = Composition(input: "women")
        composition.select(try #require(engine.candidates(for: "women", limit: 1).first))
        stage.apply(Commit("我们", lessons: [.picks(composition.picks)], followUp: .none))
        stage.apply(Commit("十", lessons: [.choice("十", in: .chinese, after: "")]))
        stage.apply(Commit(" word", lessons: [.choice("word", in: .english, after: ""), .keptEnglishWord("wrod")]))
        #expect(document.text == "我们十 word")
        #expect(learner.lessons.isEmpty)
        #expect(stage.memory.choices.chosen(.chinese, after: "").isEmpty)
        #expect(stage.memory.choices.chosen(.english, after: "").isEmpty)
        #expect(stage.memory.englishWords.words.isEmpty)
    }
}
