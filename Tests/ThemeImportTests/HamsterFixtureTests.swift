import Foundation
import Testing
@testable import ThemeImport
import Zip

/// Every Hamster and 元书 fixture shows the colours its own app draws. Each expected value was
/// read by hand from the skin's files (named in the comments), following config.yaml to the
/// iPhone portrait pinyin keyboard, the q cell's `backgroundStyle` / first `foregroundStyle`, the
/// shift cell's `backgroundStyle`, `keyboardStyle.backgroundStyle`, and the candidates' style.
@Suite struct HamsterFixtureTests {
    /// 26_Rainbow_Functions (仓 legacy): q is `alphabetqButtonBackgroundStyle` D50000 (dark B71C1C); the
    /// keyboard `backgroundOriginalStyle` D1D2D9FC (dark 2C2C2C03, alpha last); `systemButtonBackgroundStyle`
    /// ABB0BA (dark 474747, the commented 4C4C4C ignored); `horizontalCandidateStyle` text 000000,
    /// preferred text 000000 on ffffff (dark ffffff on 00000033).
    @Test func rainbowFunctions() throws {
        #expect(try ThemeFixtures.shown("hamster/26_Rainbow_Functions.hskin") == ThemeFixtures.json(
            light: ["#D1D2D9FC", "#D50000", "#000000", "#ABB0BA", "#000000", "#000000", "#FFFFFF"],
            dark: ["#2C2C2C03", "#B71C1C", "#FFFFFF", "#474747", "#FFFFFF", "#FFFFFF", "#00000033"]))
    }

    /// 26_Normal_Default: a fully transparent keyboard (D1D2D900, dark 2C2C2C00; the commented-out FC ignored),
    /// letter keys FFFFFFE6 / 707070E6, function keys ABB0BAD9 / 4B4B4BB3.
    @Test func normalDefault() throws {
        #expect(try ThemeFixtures.shown("hamster/26_Normal_Default.hskin") == ThemeFixtures.json(
            light: ["#D1D2D900", "#FFFFFFE6", "#000000", "#ABB0BAD9", "#000000", "#000000", "#FFFFFF"],
            dark: ["#2C2C2C00", "#707070E6", "#FFFFFF", "#4B4B4BB3", "#FFFFFF", "#FFFFFF", "#00000033"]))
    }

    /// 26键-万象 (the hybrid: root `keyboardLayout:`): D1D2D903 near-transparent board, the quoted
    /// "55555580" read as text.
    @Test func wanxiangHybrid() throws {
        #expect(try ThemeFixtures.shown("hamster/26键-万象.hskin") == ThemeFixtures.json(
            light: ["#D1D2D903", "#FFFFFFE6", "#000000", "#ABB0BAD9", "#000000", "#000000", "#FFFFFF"],
            dark: ["#2C2C2C03", "#BBBBBB66", "#FFFFFF", "#55555580", "#FFFFFF", "#FFFFFF", "#00000033"]))
    }

    /// hamster-skin-skill-template (元书): colours from the `_palette` anchors through flow-style
    /// merges (`qFg: { <<: *letterFg, text: q }`); its candidate style has no preferred background
    /// (`highlightBackgroundColor` is the pressed one), so null.
    @Test func skillTemplate() throws {
        #expect(try ThemeFixtures.shown("hamster/hamster-skin-skill-template.cskin") == ThemeFixtures.json(
            light: ["#D1D4DA", "#FFFFFF", "#000000", "#ADB3BE", "#000000", "#000000", nil],
            dark: ["#2C2C2E", "#6C6C70", "#FFFFFF", "#48484A", "#FFFFFF", "#FFFFFF", nil]))
    }

    /// 仿ios-新 (元书, one line of JSON per file): `#D0D3DA01` boards, `#979faf80` function keys in
    /// lower case, `highlightBackgroundColor: 0` ignored.
    @Test func imitationIOS() throws {
        #expect(try ThemeFixtures.shown("hamster/仿ios-新.cskin") == ThemeFixtures.json(
            light: ["#D0D3DA01", "#FFFFFF", "#000000", "#979FAF80", "#000000", "#000000", "#FFFFFF"],
            dark: ["#47474701", "#D1D1D165", "#FFFFFF", "#D1D1D624", "#FFFFFF", "#FFFFFF", "#D1D1D165"]))
    }

    /// Hamster 2.x: no scheme applied as shipped (all null); `--scheme` picks one, BGR read as RGB
    /// (0xF0352A0A → #0A2A35F0, 0x7389FF → #FF8973); an unknown scheme lists the ones there are.
    @Test func hamsterV2Schemes() throws {
        let file = "hamster/hamster-v2-colorSchemas.yaml"
        #expect(try ThemeFixtures.shown(file) == ThemeFixtures.json(light: Array(repeating: nil, count: 7), dark: nil))
        #expect(try ThemeFixtures.shown(file, scheme: "solarized_dark") == ThemeFixtures.json(
            light: ["#0A2A35F0", "#0A2A35F0", "#FF8973", "#0A2A35F0", "#FF8973", "#529F98", "#163540"], dark: nil))
        #expect(try ThemeFixtures.shown(file, scheme: "solarized_light") == ThemeFixtures.json(
            light: ["#FBF6E5F0", "#FBF6E5F0", "#005E59", "#FBF6E5F0", "#005E59", "#CB4239", "#EDE8D7"], dark: nil))
        #expect(throws: ThemeImportError.unknownScheme(file: "hamster-v2-colorSchemas.yaml", scheme: "nope",
                                                        available: ["solarized_dark", "solarized_light"])) {
            try ThemeFixtures.shown(file, scheme: "nope")
        }
    }

    /// The import carries every letter's own colour (q red, a another) into per-key overrides and
    /// reports the images and the return key's JavaScript it could not carry.
    @Test func rainbowImportCarriesEachLetter() throws {
        let imported = try ThemeImporter.importTheme(at: ThemeFixtures.url("hamster/26_Rainbow_Functions.hskin"))
        let light = imported.theme.light
        #expect(light.baseStyle(for: .character, keyID: "q").backgroundColor?.hex == "#D50000")
        #expect(light.baseStyle(for: .character, keyID: "a").backgroundColor?.hex != "#D50000")
        #expect(imported.theme.dark?.baseStyle(for: .character, keyID: "q").backgroundColor?.hex == "#B71C1C")
        #expect(light.popupColor.hex == "#D50000", "q's hint bubble (alphabetqHintBackgroundStyle)")
        #expect(imported.notCarried.contains { $0.hasPrefix("images: 1 (demo.png)") }, "\(imported.notCarried)")
        #expect(imported.notCarried.contains { $0.contains("JavaScript") })
        // Our file round-trips to the same colours.
        let again = try ThemeImporter.importTheme(data: imported.theme.jsonData(), fileName: "rainbow.json")
        #expect(again.summary.light.letterKeyBackground == imported.summary.light.letterKeyBackground)
        #expect(again.theme == imported.theme)
    }
}

/// An unzipped skin (its folder) reads as its zip does.
@Suite struct HamsterFolderTests {
    @Test func aSkinsFolderShowsWhatItsZipShows() throws {
        let zip = ThemeFixtures.url("hamster/hamster-skin-skill-template.cskin")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("skin-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, bytes) in try ZipFiles.contents(in: Data(contentsOf: zip), totalLimit: 1 << 20, where: { _ in true }) {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        let fromFolder = try ThemeImporter.importTheme(at: folder.appendingPathComponent("hamster-skin-skill-template"))
        #expect(fromFolder.summary == (try ThemeImporter.importTheme(at: zip).summary))
    }
}
