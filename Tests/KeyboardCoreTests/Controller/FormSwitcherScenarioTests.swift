import KeyboardLayout
import Testing
import TextInputModel
@testable import KeyboardCore

/// The form switcher inside the keyboard: the toolbar's form button opens it over the keys with
/// the forms turned on, an entry shows its form (the host told, to remember it for the app), a
/// touch elsewhere closes it; with one form there is nothing to switch and no button.
@Suite struct FormSwitcherScenarioTests {
    func keyboard(_ forms: [InputForm]) throws -> TestKeyboard {
        var configuration = KeyboardConfiguration()
        configuration.enabledForms = EnabledForms(forms)
        return try TestKeyboard(configuration: configuration)
    }

    func formButton(_ keyboard: TestKeyboard) throws -> LayoutPoint {
        try #require(keyboard.controller.screen.toolbar?.buttons.first { $0.id == PanelToolbar.formsButtonID }).frame.center
    }

    func entry(_ keyboard: TestKeyboard, _ form: InputForm) throws -> LayoutPoint {
        try #require(keyboard.controller.screen.formSwitcher?.items.first { $0.id == "form-" + form.name }).frame.center
    }

    @Test func theSwitcherReachesWubiAndBackToPinyin() throws {
        let keyboard = try keyboard([.chinese(.pinyin), .chinese("wubi86"), .english])
        keyboard.tapPoint(try formButton(keyboard))
        #expect(keyboard.controller.state.overlay == .formSwitcher)
        let switcher = try #require(keyboard.controller.screen.formSwitcher)
        #expect(switcher.items.map(\.title) == ["拼音", "五笔", "English"])
        #expect(switcher.items.map(\.isSelected) == [true, false, false])
        #expect(switcher.frame.minY >= keyboard.layout.keysArea.minY, "over the keys, under the bar")
        // While it is open a key under it is never hit.
        if case .key = keyboard.controller.target(at: switcher.items[1].frame.center) { Issue.record("a key under the switcher was hit") }
        _ = keyboard.controller.takeHostRequests()
        keyboard.tapPoint(try entry(keyboard, .chinese("wubi86")))
        #expect(keyboard.controller.state.overlay == .none)
        #expect(keyboard.controller.inputForm == .chinese("wubi86") && keyboard.layout.layoutID == .wubi)
        #expect(keyboard.controller.takeHostRequests().contains(.inputForm(.chinese("wubi86"))))
        for key in "wq" { try keyboard.tap(String(key)) }
        #expect(keyboard.barTexts.contains("你"))
        for _ in 0..<2 { try keyboard.tap("delete") }
        keyboard.tapPoint(try formButton(keyboard))
        keyboard.tapPoint(try entry(keyboard, .chinese(.pinyin)))
        #expect(keyboard.controller.inputForm == .chinese(.pinyin))
        for key in "nihao" { try keyboard.tap(String(key)) }
        #expect(keyboard.barTexts.first == "你好")
    }

    @Test func englishAndEmojiAreFormsToo() throws {
        let keyboard = try keyboard([.chinese(.pinyin), .english, .emoji])
        keyboard.tapPoint(try formButton(keyboard))
        keyboard.tapPoint(try entry(keyboard, .english))
        #expect(keyboard.controller.state.keyboard.mode == .english && keyboard.controller.inputForm == .english)
        // English fills the bar with its suggestions: the 中/英 key held opens the switcher.
        let key = try keyboard.center(of: "zh-en")
        let id = keyboard.down(at: key)
        keyboard.controller.tick(now: keyboard.now + 0.5)
        keyboard.up(id, at: key, time: keyboard.now + 0.6)
        keyboard.now += 1
        keyboard.tapPoint(try entry(keyboard, .emoji))
        #expect(keyboard.controller.state.keyboard.page == .emoji)
    }

    /// English from the switcher, at a sentence's start, shifts its first letter as the 中/英 key does.
    @Test func englishFromTheSwitcherStartsASentenceWithACapital() throws {
        let keyboard = try keyboard([.chinese(.pinyin), .english])
        keyboard.tapPoint(try formButton(keyboard))
        keyboard.tapPoint(try entry(keyboard, .english))
        #expect(keyboard.controller.inputForm == .english && keyboard.controller.state.shift == .once)
        try keyboard.tap("h")
        #expect(keyboard.controller.document.documentContextBeforeInput == "H")
    }

    @Test func aTouchOutsideClosesItSwitchingNothing() throws {
        let keyboard = try keyboard([.chinese(.pinyin), .chinese("zhuyin")])
        keyboard.tapPoint(try formButton(keyboard))
        let switcher = try #require(keyboard.controller.screen.formSwitcher)
        keyboard.tapPoint(LayoutPoint(x: keyboard.layout.size.width - switcher.frame.maxX > 20 ? switcher.frame.maxX + 10 : 5, y: switcher.frame.maxY + 20))
        #expect(keyboard.controller.state.overlay == .none)
        #expect(keyboard.controller.inputForm == .chinese(.pinyin))
        #expect(keyboard.document.text == "", "the touch typed nothing")
    }

    @Test func oneFormHasNoSwitcher() throws {
        let keyboard = try keyboard([.chinese(.pinyin)])
        #expect(keyboard.controller.screen.toolbar?.buttons.contains { $0.id == PanelToolbar.formsButtonID } == false)
    }

    @Test func theFormsListReadsAndWritesItsNames() {
        #expect(EnabledForms(names: "wubi, english,wubi")?.forms == [.chinese("wubi86"), .english])
        #expect(EnabledForms(names: "")?.forms == EnabledForms.standard.forms)
        #expect(EnabledForms(names: "klingon") == nil)
        #expect(EnabledForms([.emoji]).including(.chinese("t9")).forms == [.chinese("t9"), .emoji])
        for form in InputForm.allCases { #expect(InputForm(name: form.name) == form) }
    }
}

/// The 中/英 key held opens the switcher (its release then switches no language); tapped it
/// still switches 中 and 英.
@Suite struct FormSwitcherLongPressTests {
    @Test func holdingTheLanguageKeyOpensTheSwitcher() throws {
        var configuration = KeyboardConfiguration()
        configuration.enabledForms = EnabledForms([.chinese(.pinyin), .chinese("cangjie5")])
        let keyboard = try TestKeyboard(configuration: configuration)
        let key = try keyboard.center(of: "zh-en")
        let id = keyboard.down(at: key)
        keyboard.controller.tick(now: keyboard.now + 0.5)
        #expect(keyboard.controller.state.overlay == .formSwitcher)
        keyboard.up(id, at: key, time: keyboard.now + 0.6)
        #expect(keyboard.controller.state.keyboard.mode == .chinese, "the release switched no language")
        #expect(keyboard.controller.state.overlay == .formSwitcher, "the switcher stays open for a pick")
        let entry = try #require(keyboard.controller.screen.formSwitcher?.items.first { $0.id == "form-cangjie5" })
        keyboard.now += 1
        keyboard.tapPoint(entry.frame.center)
        #expect(keyboard.controller.inputForm == .chinese("cangjie5"))
        try keyboard.tap("zh-en")
        #expect(keyboard.controller.state.keyboard.mode == .english, "a tap still switches 中/英")
    }
}
