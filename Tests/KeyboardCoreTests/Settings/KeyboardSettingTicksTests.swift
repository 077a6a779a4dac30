import KeyboardCore
import Testing

/// A list setting ticked choice by choice, as the iOS host's list of toggles writes it: the ticked
/// choices in the choices' order, a value the setting reads back.
@Suite struct KeyboardSettingTicksTests {
    @Test func tickingWritesTheChoicesInTheirOrderAndTheSettingReadsThemBack() throws {
        let fuzzy = try #require(KeyboardConfiguration.setting("fuzzy"))
        let names = fuzzy.control.choices.map(\.value)
        #expect(names.contains("z-zh") && names.contains("an-ang"))
        // Ticked last-first, written first-first.
        var value = fuzzy.value("", ticking: "an-ang", true)
        value = fuzzy.value(value, ticking: "z-zh", true)
        #expect(value == "z-zh,an-ang")
        #expect(fuzzy.ticks("z-zh", in: value) && !fuzzy.ticks("z", in: value) && !fuzzy.ticks("c-ch", in: value))
        var configuration = KeyboardConfiguration()
        try configuration.set("fuzzy", to: value)
        #expect(fuzzy.value(in: configuration) == "z-zh,an-ang")
        // Unticking one keeps the other; a choice the list does not have is never written.
        #expect(fuzzy.value(value, ticking: "z-zh", false) == "an-ang")
        #expect(fuzzy.value(value, ticking: "q-x", true) == "z-zh,an-ang")
        #expect(fuzzy.value("an-ang", ticking: "an-ang", false) == "")
    }

    @Test func everyListSettingsChoicesAreTheMergersItsLanguageDeclares() throws {
        let lazy = try #require(KeyboardConfiguration.setting("lazy"))
        #expect(lazy.control.choices.map(\.value) == ["n-l", "ng-", "ng-n", "k-t", "gw-g"])
        #expect(lazy.control.choices.map(\.label) == ["n = l", "ng = ∅", "-ng = -n", "-k = -t", "gw = g, kw = k"])
    }
}
