import Foundation
import KeyboardLayout
import KeyboardThemes
import Testing
@testable import Playground

/// The theme on the wire: built-in variants by name, an imported theme as `imported:ID[:dark]`
/// resolved by the session from the server's store, and the page's menu offering every built-in.
@Suite struct ThemeSettingsTests {
    private func settings(theme: String) -> String {
        #"{"type":"configure","settings":{"layout":"pinyin-26","theme":""# + theme
            + #"","device":"phone","orientation":"portrait","keyboardType":"default","returnKeyType":"default","secureEntry":false}}"#
    }

    @Test func builtInVariantsAndImportedChoicesDecodeAndRoundTrip() throws {
        guard case .configure(let ink) = try ClientMessage.decode(settings(theme: "ink-dark")) else { Issue.record("not configure"); return }
        #expect(ink.theme == .inkDark && ink.importedTheme == nil)
        #expect(ink.traits.keyboardAppearance == .dark)
        guard case .configure(let imported) = try ClientMessage.decode(settings(theme: "imported:t1f2e:dark")) else {
            Issue.record("not configure"); return
        }
        #expect(imported.importedTheme == ImportedThemeChoice(name: "imported:t1f2e:dark"))
        #expect(imported.importedTheme?.isDark == true && imported.themeName == "imported:t1f2e:dark")
        #expect(try ClientMessage.decode(ClientMessage.configure(imported).json()) == .configure(imported))
        #expect(throws: (any Error).self) { try ClientMessage.decode(settings(theme: "imported:../x")) }
        #expect(throws: (any Error).self) { try ClientMessage.decode(settings(theme: "sepia")) }
    }

    @Test func theSessionDrawsTheImportedThemeItsServerKeeps() throws {
        let session = try PlaygroundSession(now: 100) { document, settings throws(PlaygroundError) in
            try RecordingKeyboard(document: document, settings: settings)
        }
        let store = ImportedThemes(capacity: 2)
        session.importedThemes = store
        var light = KeyboardTheme.light
        light.name = "rainbow"
        light.keyOverrides = ["q": KeyStyle(backgroundColor: KeyboardColor(rgb: 0xD50000))]
        let id = try store.add(KeyboardThemePair(name: "rainbow", title: "彩虹", light: light, dark: nil))
        #expect(try store.add(KeyboardThemePair(name: "rainbow", title: "彩虹", light: light, dark: nil)) == id, "the same theme, the same id")
        #expect(session.receive(settings(theme: "imported:\(id)"), now: 101).isEmpty)
        #expect(session.settings.theme == light)
        #expect(session.receive(settings(theme: "imported:\(id):dark"), now: 102).isEmpty)
        #expect(session.settings.theme == light, "a theme of one look draws it in dark mode too")
        let missing = session.receive(settings(theme: "imported:tnothere"), now: 103)
        #expect(missing.count == 1 && "\(missing)".contains("import it again"), "\(missing)")
        // Bounded: the least recently used theme goes.
        var other = light
        other.name = "other"
        _ = try store.add(KeyboardThemePair(name: "a", title: "a", light: other))
        other.name = "third"
        _ = try store.add(KeyboardThemePair(name: "b", title: "b", light: other))
        #expect(store.theme(id: id) == nil)
    }

    @Test func thePageOffersEveryBuiltInTheme() throws {
        let page = try #require(PlaygroundAssets.load().files.first { $0.name == "index.html" })
        let html = String(decoding: page.data, as: UTF8.self)
        for pair in KeyboardThemePair.builtIns {
            #expect(html.contains("<option value=\"\(pair.name)\""), "the menu offers \(pair.name)")
        }
        #expect(html.contains("<input type=\"file\" name=\"theme\""))
    }
}
