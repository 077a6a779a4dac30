import Foundation
import KeyboardLayout
import KeyboardThemes
import Testing

/// The folder a host app and its keyboard share: a theme kept and chosen, read back from its
/// file, removed; the system pair when nothing (or something gone) was chosen; a theme named like a
/// built-in kept beside it, never over it.
@Suite struct ThemeLibraryTests {
    @Test func aThemeIsKeptChosenReadBackAndRemoved() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("theme-library-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = ThemeLibrary(folder: folder)
        #expect(library.themes() == KeyboardThemePair.builtIns && library.chosen() == KeyboardThemePair.builtIns[0])

        var light = KeyboardTheme.mint
        light.name = "rainbow"
        light.keyOverrides = ["q": KeyStyle(backgroundColor: KeyboardColor(rgb: 0xD50000))]
        let name = try library.add(KeyboardThemePair(name: "彩虹 rainbow!", title: "彩虹", light: light))
        #expect(name == "彩虹-rainbow-")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name + ".json").path))
        try library.choose(name)
        #expect(ThemeLibrary(folder: folder).chosen().light.baseStyle(for: .character, keyID: "q").backgroundColor?.hex == "#D50000")
        #expect(library.themes().count == KeyboardThemePair.builtIns.count + 1)

        try library.remove(name)
        #expect(library.chosen() == KeyboardThemePair.builtIns[0], "a removed theme gives way to the system's")
        try library.remove("ink")
        #expect(library.themes() == KeyboardThemePair.builtIns, "a built-in cannot be removed")
        #expect(try library.add(KeyboardThemePair(name: "ink", title: "假", light: .mint)) == "imported-ink")
    }
}
