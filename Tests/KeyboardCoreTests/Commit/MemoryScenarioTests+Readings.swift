import Testing
@testable import KeyboardCore

/// The one memory across forms: a text committed without its reading typed (五笔, 倉頡, 速成, 笔画,
/// 手写, 拆字, 滑行) teaches its reading too, and a 注音 pick its reading as typed, so it rises when
/// typed in pinyin, through the same user dictionary.
extension MemoryScenarioTests {
    /// Where `text` is in the pinyin keyboard's bar for `pinyin`, on a keyboard started from `folder`.
    func place(of text: String, typing pinyin: String, in folder: Folder) throws -> Int? {
        let keyboard = try start(folder, configuration())
        try keyboard.type(pinyin)
        return keyboard.controller.barTexts.firstIndex(of: text)
    }

    @Test func aWubiWordTeachesItsPinyinReading() throws {
        let folder = Folder()
        #expect(try place(of: "实验", typing: "shiyan", in: folder) != 0, "试验 first before")
        let wubi = try start(folder, configuration("wubi86"))
        try wubi.type("pucw")
        if wubi.document.text != "实验" {
            let index = try #require(wubi.controller.barTexts.firstIndex(of: "实验"), "\(wubi.controller.barTexts)")
            wubi.controller.handle(.command(.selectCandidate(index)))
        }
        #expect(wubi.document.text == "实验")
        #expect(try place(of: "实验", typing: "shiyan", in: folder) == 0)
    }

    @Test func aHandwrittenCharacterTeachesItsPinyinReading() throws {
        let folder = Folder()
        let before = try #require(try place(of: "十", typing: "shi", in: folder))
        #expect(before > 0, "是 first before")
        let pad = try start(folder, configuration("handwriting"))
        try pad.write(PadWriting.ten)
        let index = try #require(pad.controller.barTexts.firstIndex(of: "十"), "\(pad.controller.barTexts)")
        pad.controller.handle(.command(.selectCandidate(index)))
        #expect(pad.document.text == "十")
        let after = try #require(try place(of: "十", typing: "shi", in: folder))
        #expect(after < before, "十 was at \(before), now at \(after)")
    }

    @Test func aChaiziCharacterIsOfferedWithItsReadingAndTeachesIt() throws {
        let folder = Folder()
        let keyboard = try start(folder, configuration())
        try keyboard.type("uhuohuohuo")
        let bar = keyboard.controller.barTexts
        let index = try #require(bar.prefix(5).firstIndex(of: "焱"), "\(bar)")
        #expect(keyboard.controller.sources.pinyin.candidateNotes[index] == "yàn")
        keyboard.controller.handle(.command(.selectCandidate(index)))
        #expect(keyboard.document.text == "焱")
        // 相 is 木 目 (`mumu`): picked so, it rises among the characters read xiang.
        let before = try #require(try place(of: "相", typing: "xiang", in: folder))
        #expect(before > 0, "想 first before")
        clear(keyboard)
        try keyboard.type("umumu")
        let offered = keyboard.controller.barTexts
        let xiang = try #require(offered.prefix(5).firstIndex(of: "相"), "\(offered)")
        #expect(keyboard.controller.sources.pinyin.candidateNotes[xiang] == "xiāng")
        keyboard.controller.handle(.command(.selectCandidate(xiang)))
        let after = try #require(try place(of: "相", typing: "xiang", in: folder))
        #expect(after < before, "相 was at \(before), now at \(after)")
    }

    @Test func aSwipedWordTeachesItsReadingForTyping() throws {
        let folder = Folder()
        #expect(try place(of: "实验", typing: "shiyan", in: folder) != 0, "试验 first before")
        let keyboard = try start(folder, configuration())
        try keyboard.swipe(["s", "h", "i", "y", "a", "n"])
        let index = try #require(keyboard.controller.barTexts.firstIndex(of: "实验"), "\(keyboard.controller.barTexts)")
        keyboard.controller.handle(.command(.selectCandidate(index)))
        #expect(keyboard.document.text == "实验")
        #expect(try place(of: "实验", typing: "shiyan", in: folder) == 0)
    }

    /// Picks `text` on the keyboard `form` after `input`, then checks it stands higher among the
    /// candidates of `pinyin` than before (on keyboards started from the same file). `shown` is how
    /// the form writes it (倉頡's and 速成's Hong Kong characters).
    func picksTeachReading(
        _ form: SchemaID, _ text: String, shown: String? = nil, pinyin: String, sourceLocation: SourceLocation = #_sourceLocation,
        input: (TestKeyboard) throws -> Void
    ) throws {
        let folder = Folder()
        let before = try #require(try place(of: text, typing: pinyin, in: folder), sourceLocation: sourceLocation)
        #expect(before > 0, "not first before", sourceLocation: sourceLocation)
        let keyboard = try start(folder, configuration(form))
        try input(keyboard)
        let index = try #require(keyboard.controller.barTexts.firstIndex(of: shown ?? text), "\(keyboard.controller.barTexts)", sourceLocation: sourceLocation)
        keyboard.controller.handle(.command(.selectCandidate(index)))
        #expect(keyboard.document.text == shown ?? text, sourceLocation: sourceLocation)
        let after = try #require(try place(of: text, typing: pinyin, in: folder), sourceLocation: sourceLocation)
        #expect(after < before, "\(text) was at \(before), now at \(after)", sourceLocation: sourceLocation)
    }

    @Test func aStrokeCharacterTeachesItsPinyinReading() throws {
        try picksTeachReading("strokes", "十", pinyin: "shi") { keyboard in
            for id in ["stroke-h", "stroke-s"] { try keyboard.tap(id) }
        }
    }

    @Test func aCangjieCharacterTeachesItsPinyinReading() throws {
        try picksTeachReading("cangjie5", "实", shown: "實", pinyin: "shi") { try $0.type("jwjc") }
    }

    @Test func aQuickCharacterTeachesItsPinyinReading() throws {
        try picksTeachReading("quick5", "实", shown: "實", pinyin: "shi") { try $0.type("jc") }
    }

    @Test func aZhuyinCharacterTeachesItsPinyinReading() throws {
        try picksTeachReading("zhuyin", "十", pinyin: "shi") { keyboard in
            for symbol in "ㄕˊ" { keyboard.controller.handle(.character(String(symbol))) }
        }
    }
}
