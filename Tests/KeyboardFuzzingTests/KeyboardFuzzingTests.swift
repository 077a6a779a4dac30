import Foundation
import KeyboardFuzzing
import ShurufaTestSupport
import Testing

/// The keyboards every test's sessions share (opening the engine's data once).
let sharedKeyboards = Result { try FuzzKeyboards() }

/// The fuzzer's smoke: sessions side by side over fixed seeds, every action checked; a replay
/// of issue #89's first finding (a word list imported, one of its words typed, space, 联想),
/// which killed the keyboard before the fix; and sequences written and read back.
@Suite struct KeyboardFuzzingTests {
    /// Three sessions of 700 actions each (fixed seeds) side by side, each action answered within
    /// the generous bound a debug build on a shared CI machine needs (a long run in release has
    /// a tight one: scripts/fuzz/keyboard.sh), no failure.
    @Test func sessionsSideBySideFindNothing() throws {
        let report = FuzzRunner.run(FuzzRunOptions(seed: 89, actions: 700, sessions: 3, timeLimit: 60), keyboards: try sharedKeyboards.get()) { hang in
            Issue.record("\(hang)")
        }
        #expect(report.actions == 2_100)
        for failure in report.failures {
            Issue.record("session \(failure.session) (seed \(failure.seed)) after \(failure.actions.count) actions: \(failure.failure); last \(failure.actions.suffix(5))")
        }
    }

    /// The planner chains an import, a word of it typed and committed, and 联想 on its own:
    /// within a few hundred actions of a seed, a session imports a list and types one of its words.
    @Test func plannerChainsAnImportIntoTyping() throws {
        let session = try sharedKeyboards.get().makeSession()
        session.timeLimit = 60
        var random = SeededGenerator(seed: 7)
        var planner = FuzzPlanner()
        var actions: [FuzzAction] = []
        for _ in 0..<300 {
            let action = planner.next(for: session, using: &random)
            actions.append(action)
            try session.apply(action)
        }
        let typedImported = actions.indices.contains { index in
            guard case .type(let letters) = actions[index] else { return false }
            return planner.importedWords.contains { $0.letters == letters }
                && actions[..<index].contains { if case .importWordList = $0 { true } else { false } }
        }
        #expect(typedImported)
    }

    /// Issue #89, finding 1: GooglePinyin.txt's 深蓝居 imported, `shenlanju` typed, space, then
    /// 联想 picked. Before the fix the space's 联想 read the imported word's id in the model's
    /// bigram table and the process died (SIGSEGV in `LanguageModel.libimeBigramCost`); now the
    /// word is committed and the keyboard goes on answering (`nihao` → 你好).
    @Test func importedWordCommittedThen联想() throws {
        let (applied, failure) = FuzzRunner.replay(FuzzReplays.finding1, keyboards: try sharedKeyboards.get(), timeLimit: 60)
        #expect(failure == nil)
        #expect(applied == FuzzReplays.finding1.count)
        let session = try sharedKeyboards.get().makeSession()
        for action in FuzzReplays.finding1.prefix(3) { try session.apply(action) }
        #expect(session.fieldText == "深蓝居")
        try session.apply(.type("nihao"))
        #expect(session.controller.barTexts.first == "你好")
    }

    /// The caret's seams, every action checked as the fuzzer checks it: an imported word typed,
    /// the caret moved into it, a letter deleted and typed again there, a setting changed
    /// mid-composition (the composition handed to the new keyboard), a tap inside the marked
    /// text, space, then 联想 picked; and a change of form mid-composition commits the first candidate.
    @Test func anImportedWordEditedAtTheCaretAcrossASettingChangeThen联想() throws {
        let actions: [FuzzAction] = [
            FuzzReplays.finding1[0], .type("shenlanju"), .press("cursor:-2"), .press("backspace"), .type("n"),
            .setting(key: "script", value: "tw"), .hostMoveCaret(3), .press("cursor:20"), .press("space"), .pick(0),
            .type("nihao"), .setting(key: "layout", value: "zhuyin"),
        ]
        let (applied, failure) = FuzzRunner.replay(actions, keyboards: try sharedKeyboards.get(), timeLimit: 60)
        #expect(failure == nil)
        #expect(applied == actions.count)
        let session = try sharedKeyboards.get().makeSession()
        for action in actions.prefix(6) { try session.apply(action) }
        #expect(session.controller.isComposing, "the script's change keeps the composition")
        for action in actions.dropFirst(6).prefix(3) { try session.apply(action) }
        #expect(session.fieldText == "深藍居", "the imported word, in the new script")
        for action in actions.dropFirst(9) { try session.apply(action) }
        #expect(!session.controller.isComposing)
        #expect(session.fieldText.hasPrefix("深藍居") && session.fieldText.hasSuffix("你好"), "a change of form commits the first candidate: \(session.fieldText)")
    }

    /// A setting changed mid-composition, then a pick: the new keyboard's composer took the letters
    /// up without the tones kept beside them, and the pick's rest was read past their end (a range
    /// trap, `shurufa fuzz keyboard` seeds 31–51). 地球拼音's tones go across the change too.
    @Test func aSettingChangedMidCompositionThenAPick() throws {
        let actions: [FuzzAction] = [.type("erijiongthe"), .setting(key: "fuzzy", value: ""), .pick(9)]
        let (applied, failure) = FuzzRunner.replay(actions, keyboards: try sharedKeyboards.get(), timeLimit: 60)
        #expect(failure == nil && applied == actions.count)
        let session = try sharedKeyboards.get().makeSession()
        for action: FuzzAction in [.setting(key: "schema", value: "terra-pinyin"), .type("ma1hao3"), .setting(key: "fuzzy", value: "z-zh")] {
            try session.apply(action)
        }
        let marked = session.controller.renderState.markedText
        #expect(session.controller.isComposing && marked == "ma1 hao3", "the tones typed stay: \(String(describing: marked))")
        try session.apply(.pick(0))
    }

    /// The libFuzzer target's reading of an input (`FuzzInput`), which `shurufa fuzz keyboard
    /// --input` shares: a recorded sequence is applied as it is; other bytes plan the same actions
    /// every time (a crash file from CI replays as it ran there).
    @Test func anInputIsReadAsTheTargetReadsIt() throws {
        let keyboards = try sharedKeyboards.get()
        let recorded = try [UInt8](FuzzSequenceFile.data(of: FuzzReplays.finding1))
        let (replayed, failure) = FuzzInput.run(recorded, keyboards: keyboards, timeLimit: 60)
        #expect(replayed == FuzzReplays.finding1 && failure == nil)
        let bytes = (0..<120).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        var fields: [String] = []
        let first = FuzzInput.run(bytes, keyboards: keyboards, timeLimit: 60) { _, _, session in fields.append(session.fieldText) }
        let second = FuzzInput.run(bytes, keyboards: keyboards, timeLimit: 60)
        #expect(first.failure == nil && second.failure == nil)
        #expect(!first.actions.isEmpty && first.actions.count <= FuzzInput.actionLimit)
        #expect(first.actions == second.actions)
        #expect(fields.count == first.actions.count)
    }

    /// Every seed of the libFuzzer target (Fuzz/Corpus/keyboard-session) passes the checks, so
    /// the fuzzer, which starts from them, fails only on what it finds.
    @Test func theTargetsSeedsPass() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fuzz/Corpus/keyboard-session")
        let seeds = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        #expect(seeds.count >= 3)
        for seed in seeds {
            let (actions, failure) = FuzzInput.run(try [UInt8](Data(contentsOf: seed)), keyboards: try sharedKeyboards.get(), timeLimit: 60)
            #expect(failure == nil, "\(seed.lastPathComponent) after \(actions.count) actions: \(failure.map { "\($0)" } ?? "")")
        }
    }

    /// A sequence written as a run records it reads back as the same actions.
    @Test func sequencesReadBack() throws {
        let data = try FuzzSequenceFile.data(of: FuzzReplays.finding1)
        #expect(try FuzzSequenceFile.actions(in: data) == FuzzReplays.finding1)
        #expect(throws: (any Error).self) { try FuzzSequenceFile.actions(in: Data("{\"tapKey\":{\"_0\":1}}\nnot json\n".utf8)) }
    }
}
