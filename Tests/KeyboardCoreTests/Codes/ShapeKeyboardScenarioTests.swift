import KeyboardLayout
import ChineseEngine
import Testing
import TextInputModel
@testable import KeyboardCore

/// The 五笔, 倉頡 and 速成 keyboards as their typists meet them: letter keys labelled with the
/// scheme's components, the code shown in them as marked text, a full 五笔 code of one text alone
/// committing itself, a fifth key committing the first candidate, and picks, delete and the context as on the
/// 笔画 keyboard (the same source).
@Suite struct ShapeKeyboardScenarioTests {
    func keyboard(_ chinese: SchemaID, text: String = "") throws -> TestKeyboard {
        var configuration = KeyboardConfiguration()
        configuration.schema = chinese
        let keyboard = try TestKeyboard(text: text, configuration: configuration)
        #expect(keyboard.layout.layoutID == chinese.layout)
        return keyboard
    }

    func type(_ keyboard: TestKeyboard, _ keys: String) throws {
        for key in keys { try keyboard.tap(String(key)) }
    }

    @Test func wubiCommitsAUniqueFullCodeByItself() throws {
        // 我们 is trwu, a code of its own: it commits at the fourth key.
        let wubi = try keyboard("wubi86")
        try type(wubi, "trw")
        #expect(wubi.document.markedText == "禾白人")
        try type(wubi, "u")
        #expect(wubi.document.text == "我们")
        #expect(wubi.document.markedText == nil)
    }

    @Test func wubiAFullCodeOfTwoTextsWaitsWithBothOffered() throws {
        // wqwu is 你们 and the rarer 您们: the README's 你们 first with 您们 beside it, nothing
        // committed until a pick or space; and every key before it offers something.
        let you = try keyboard("wubi86")
        for (count, key) in "wqw".enumerated() {
            try type(you, String(key))
            #expect(!you.barTexts.isEmpty, "after \(count + 1) keys")
        }
        try type(you, "u")
        #expect(you.document.text == "人金人立" && you.document.markedText == "人金人立")
        #expect(you.barTexts.prefix(2) == ["你们", "您们"])
        try you.tap("space")
        #expect(you.document.text == "你们" && you.document.markedText == nil)
    }

    @Test func wubiShortCodeAndTheFifthKey() throws {
        let wubi = try keyboard("wubi86")
        try type(wubi, "g")
        #expect(wubi.barTexts.first == "一")
        try wubi.tap("space")
        #expect(wubi.document.text == "一")
        // gggg (王, 五一, 琵琶): four keys that several texts share stay; the fifth commits the first and starts again.
        let again = try keyboard("wubi86")
        try type(again, "gggg")
        #expect(again.document.markedText == "王王王王")
        let first = try #require(again.barTexts.first)
        try type(again, "g")
        #expect(again.document.markedText == "王")
        #expect(again.document.text == first + "王")
    }

    @Test func cangjieShowsTheComponentsAndPicks() throws {
        let cangjie = try keyboard("cangjie5")
        #expect(cangjie.layout.key(id: "a")?.key.label == "日")
        #expect(cangjie.layout.key(id: "x")?.key.label == "難")
        try type(cangjie, "oiar")
        #expect(cangjie.document.markedText == "人戈日口")
        #expect(cangjie.barTexts.first == "倉")
        try cangjie.tap("delete")
        #expect(cangjie.document.markedText == "人戈日")
        cangjie.controller.handle(.command(.selectCandidate(0)))
        #expect(cangjie.document.text.count == 1 && cangjie.document.markedText == nil)
    }

    @Test func quickOffersTheCharactersOfFirstAndLast() throws {
        let quick = try keyboard("quick5")
        try type(quick, "or")
        #expect(quick.document.markedText == "人口")
        #expect(quick.barTexts.prefix(5).contains("個"))
        // After 貨 the model reads 货仓: 倉 comes among the first five.
        let afterGoods = try keyboard("quick5", text: "貨")
        try type(afterGoods, "or")
        #expect(afterGoods.barTexts.prefix(5).contains("倉"))
        let index = try #require(afterGoods.barTexts.firstIndex(of: "倉"))
        afterGoods.controller.handle(.command(.selectCandidate(index)))
        #expect(afterGoods.document.text == "貨倉")
    }

    @Test func cangjieAndQuickWriteSimplifiedWhenTheScriptSaysSo() throws {
        // The Hong Kong keyboards' script (粤拼's, 倉頡's and 速成's) set to 简体: 倉 is written 仓.
        for chinese in [SchemaID(rawValue: "cangjie5"), "quick5"] {
            var configuration = KeyboardConfiguration()
            configuration.schema = chinese
            configuration.script = .simplified
            let keyboard = try TestKeyboard(text: "貨", configuration: configuration)
            try type(keyboard, chinese == "cangjie5" ? "oiar" : "or")
            #expect(keyboard.barTexts.contains("仓") && !keyboard.barTexts.contains("倉"))
            let index = try #require(keyboard.barTexts.firstIndex(of: "仓"))
            keyboard.controller.handle(.command(.selectCandidate(index)))
            #expect(keyboard.document.text == "貨仓")
        }
        // By default they write the table's (Hong Kong's) characters.
        let cangjie = try keyboard("cangjie5")
        try type(cangjie, "oiar")
        #expect(cangjie.barTexts.first == "倉")
    }
}

/// The bar's notes on the shape keyboards and 五笔's `z` look-up by pinyin, as typists meet them.
@Suite struct ShapeKeyboardNoteScenarioTests {
    func keyboard(_ chinese: SchemaID) throws -> TestKeyboard {
        var configuration = KeyboardConfiguration()
        configuration.schema = chinese
        return try TestKeyboard(configuration: configuration)
    }

    func type(_ keyboard: TestKeyboard, _ keys: String) throws {
        for key in keys { try keyboard.tap(String(key)) }
    }

    /// The note the render state's bar draws under `text`.
    func note(_ keyboard: TestKeyboard, of text: String) throws -> String? {
        let bar = try #require(keyboard.controller.renderState.candidateBar)
        return try #require(bar.cells.first { $0.text == text }, "\(text) in \(bar.cells.map(\.text))").note
    }

    @Test func theBarNotesTheRestOfEachCode() throws {
        let wubi = try keyboard("wubi86")
        try type(wubi, "wq")
        #expect(try note(wubi, of: "你") == "iy")
        try type(wubi, "iy")
        // The whole code typed: it commits itself where it is unique, and has nothing left to note where it waits.
        if wubi.document.markedText == nil {
            #expect(wubi.document.text == "你")
        } else {
            #expect(try note(wubi, of: "你") == nil)
        }
        // 倉頡 notes in its components, as its keys show them.
        let cangjie = try keyboard("cangjie5")
        try type(cangjie, "oi")
        let notes = cangjie.controller.renderState.screenContent.candidateNotes
        #expect(notes.count == cangjie.barTexts.count && notes.contains { !$0.isEmpty })
        #expect(notes.joined().allSatisfy { ShapeScheme.cangjie5.labels.contains($0) }, "\(notes)")
        // 联想 after a pick has no notes.
        cangjie.controller.handle(.command(.selectCandidate(0)))
        #expect(cangjie.controller.renderState.screenContent.candidateNotes.isEmpty)
    }

    @Test func wubiZLooksUpByPinyinAndShowsEachCharactersCodes() throws {
        let wubi = try keyboard("wubi86")
        try type(wubi, "zni")
        #expect(wubi.document.markedText == "zni")
        let index = try #require(wubi.barTexts.firstIndex(of: "你"), "\(wubi.barTexts)")
        #expect(try note(wubi, of: "你")?.split(separator: " ").contains("wqiy") == true)
        // Past the longest code nothing commits by itself: the pinyin goes on.
        try type(wubi, "han")
        #expect(wubi.document.markedText == "znihan" && wubi.document.text == "znihan")
        for _ in 0..<3 { try wubi.tap("delete") }
        #expect(wubi.barTexts.firstIndex(of: "你") == index)
        wubi.controller.handle(.command(.selectCandidate(index)))
        #expect(wubi.document.text == "你" && wubi.document.markedText == nil)
        // Deleting the look-up key leaves nothing; a code after it works as before.
        try type(wubi, "z")
        #expect(wubi.document.markedText == "z")
        try wubi.tap("delete")
        #expect(wubi.document.markedText == nil && wubi.document.text == "你")
        try type(wubi, "g")
        #expect(wubi.barTexts.first == "一")
    }

    @Test(arguments: [(SchemaID(rawValue: "wubi86"), "?"), ("cangjie5", "*"), ("quick5", "*")])
    func theExpandedGridNotesTheRestOfEachCodeAsTheBarDoes(chinese: SchemaID, code: String) throws {
        // The wildcard alone: every one-key code's text, and the likeliest completions, more than the bar holds.
        let keyboard = try keyboard(chinese)
        keyboard.controller.handle(.character(code))
        keyboard.controller.handle(.command(.toggleCandidateGrid))
        let grid = try #require(keyboard.controller.renderState.candidateGrid, "\(chinese): a grid opens after \(code)")
        let notes = keyboard.controller.renderState.screenContent.candidateNotes
        // Each cell carries its candidate's note (the one the bar would draw), and some have one.
        #expect(!grid.cells.isEmpty && grid.cells.contains { $0.note != nil }, "\(chinese): \(grid.cells.map(\.text))")
        for cell in grid.cells {
            let note = notes.indices.contains(cell.candidateIndex) ? notes[cell.candidateIndex] : ""
            #expect(cell.note == (note.isEmpty ? nil : note), "\(chinese) \(cell.text)")
        }
        // The next page's cells too.
        if grid.pageCount > 1 {
            keyboard.controller.handle(.command(.candidateGridPage(1)))
            let next = try #require(keyboard.controller.renderState.candidateGrid)
            #expect(next.cells.contains { $0.note != nil })
        }
    }

    @Test func pinyinsGridHasNoNotes() throws {
        let pinyin = try TestKeyboard()
        try type(pinyin, "shi")
        pinyin.controller.handle(.command(.toggleCandidateGrid))
        let grid = try #require(pinyin.controller.renderState.candidateGrid)
        #expect(!grid.cells.isEmpty && grid.cells.allSatisfy { $0.note == nil })
    }
}
