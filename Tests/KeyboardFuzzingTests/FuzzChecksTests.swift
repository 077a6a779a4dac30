import Foundation
import Testing
import TextInputModel
@testable import KeyboardFuzzing

/// The checks on their own: each flags what it guards and passes what a keyboard should show.
@Suite struct FuzzChecksTests {
    /// Control, private-use, unassigned and replacement characters, an empty text and letters of
    /// another script are flagged; Han, pinyin, English, v模式 and emoji text pass.
    @Test func candidateTextIsChecked() {
        for bad in ["", "你\u{7}", "\u{E000}", "a\u{0378}", "字\u{FFFD}", "\u{200B}", String(Unicode.Scalar(UInt32(0xFDD0))!)] {
            #expect(CandidateTextCheck.problem(bad, script: .chinese) != nil, "\(bad.debugDescription) passed")
        }
        #expect(CandidateTextCheck.problem("한국", script: .chinese) != nil)
        #expect(CandidateTextCheck.problem("Привет", script: .chinese) != nil)
        // What 速成 and 倉頡 type by code, letters to Unicode's data: symbols to a person.
        for symbol in ["Ⅱ", "℃", "⑩", "Ⓐ", "㈠", "㎡"] {
            #expect(CandidateTextCheck.problem(symbol, script: .chinese) == nil, "\(symbol) flagged")
        }
        #expect(CandidateTextCheck.problem("Ⅱ", script: .english) != nil)
        // Emoji Unicode calls letters (the fuzzer met 🅰️ in pinyin's bar: seed 306).
        for emoji in ["🅰️", "🅿️", "Ⓜ️", "🇨🇳"] {
            #expect(CandidateTextCheck.problem(emoji, script: .chinese) == nil, "\(emoji) flagged")
            #expect(CandidateTextCheck.problem(emoji, script: .english) == nil, "\(emoji) flagged")
        }
        #expect(CandidateTextCheck.problem("你好", script: .english) != nil)
        for good in ["深蓝居", "ㄋㄧˇ", "hello", "Wi-Fi", "2026年11月28日", "👩🏽‍💻", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "，", "𠀀"] {
            #expect(CandidateTextCheck.problem(good, script: .chinese) == nil, "\(good.debugDescription) flagged")
        }
        #expect(CandidateTextCheck.problem("한국", script: .any) == nil)
    }

    /// The model follows inserts, deletes, marked text and caret moves as a field does.
    @Test func fieldModelFollowsEdits() {
        var model = FieldModel(text: "ab")
        model.setMarked("ni", selectedRange: NSRange(location: 2, length: 0))
        #expect(model.markedText == "ni")
        #expect(model.committed == "ab")
        model.insert("你")
        #expect(String(model.text) == "ab你" && model.markedText == nil)
        model.moveCaret(utf16: -2)
        model.deleteBackward()
        #expect(String(model.text) == "b你")
        #expect(model.selection == 0..<0)
        #expect(model.difference(text: "b你", marked: nil, selection: 0..<0) == nil)
    }

    /// A field that holds other than the keyboard's edits make is flagged (here: a character put
    /// into the field behind the keyboard's back).
    @Test func fieldMismatchIsFlagged() throws {
        let session = try sharedKeyboards.get().makeSession()
        try session.apply(.type("nihao"))
        try session.apply(.press("space"))
        session.document.field.insertText("x")
        #expect(throws: FuzzFailure.self) { try session.apply(.wait(0.1)) }
        var model = FieldModel(text: "你好")
        #expect(model.difference(text: "你好x", marked: nil, selection: 3..<3) != nil)
        model.setMarked("x", selectedRange: NSRange(location: 1, length: 0))
        #expect(model.difference(text: "你好x", marked: nil, selection: 3..<3) != nil)
    }

    /// A pick that typed something else than what was picked is flagged; the pick of a part of a
    /// composition (the rest still marked) is not.
    @Test func pickMismatchIsFlagged() throws {
        let session = try sharedKeyboards.get().makeSession()
        try session.apply(.type("nihao"))
        #expect(throws: FuzzFailure.self) { try session.checkPicked("再见", form: .chinese(.pinyin)) }
        let first = try #require(session.controller.barTexts.first)
        try session.apply(.pick(0))
        #expect(session.fieldText.hasPrefix(first))
    }
}

/// The libFuzzer target's generator: its bytes make the draws, and draws go on past them.
@Suite struct ByteStreamGeneratorTests {
    /// A range draw over bytes that run out (or are all 0, which `random(in:)` rejects) still ends.
    @Test func drawsEndPastTheBytes() {
        for bytes in [[], [0, 0, 0], [7]] as [[UInt8]] {
            var random = ByteStreamGenerator(bytes)
            let draws = (0..<50).map { _ in Int.random(in: 0..<1000, using: &random) }
            #expect(draws.allSatisfy { (0..<1000).contains($0) })
            #expect(random.isExhausted)
        }
    }
}
