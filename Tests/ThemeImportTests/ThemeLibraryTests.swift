import Foundation
import KeyboardLayout
import KeyboardThemes
import Testing
import ThemeImport

/// The folder the host app and the keyboard share: an imported skin kept and chosen, the chosen
/// theme read back, the system pair when nothing (or something gone) was chosen.
@Suite struct ThemeLibraryTests {
    @Test func anImportedSkinIsKeptChosenAndReadBack() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("themes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = ThemeLibrary(folder: folder)
        #expect(library.chosen() == KeyboardThemePair.builtIns[0])
        #expect(library.themes() == KeyboardThemePair.builtIns)
        let imported = try ThemeImporter.importTheme(at: ThemeFixtures.url("hamster/26_Rainbow_Functions.hskin"))
        let name = try library.add(imported.theme)
        try library.choose(name)
        #expect(library.themes().count == KeyboardThemePair.builtIns.count + 1)
        #expect(library.chosen().light.baseStyle(for: .character, keyID: "q").backgroundColor?.hex == "#D50000")
        try library.choose("ink")
        #expect(library.chosen().name == "ink")
        try library.choose(name)
        try library.remove(name)
        #expect(library.chosen() == KeyboardThemePair.builtIns[0], "a removed theme gives way to the system's")
        // A skin named like a built-in does not replace it.
        var impostor = imported.theme
        impostor.name = "ink"
        #expect(try library.add(impostor) == "imported-ink")
    }
}
