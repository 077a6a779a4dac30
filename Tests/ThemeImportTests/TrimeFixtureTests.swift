import Foundation
import Testing
@testable import ThemeImport

/// Every trime fixture shows the colours trime draws, each read by hand from the theme: the
/// scheme (`style.color_scheme`, else `default`), its `dark_scheme`, `fallback_colors` then trime's
/// built-in fallbacks, and the default keyboard's own colour names for q and Shift_L.
@Suite struct TrimeFixtureTests {
    /// trime's default theme: scheme `default` (`keyboard_back_color: 0xffffff`, `key_back_color:
    /// 0xeceff1`, `key_text_color: 0x37474f`); Shift_L is not `functional` (trime ≥ 3.3.3), so it
    /// draws `key_back_color`; candidates 0x5a676e, highlighted 0x000000 on 0xd3d7da. No dark scheme.
    @Test func defaultTheme() throws {
        #expect(try ThemeFixtures.shown("trime/osfans-trime/trime.yaml") == ThemeFixtures.json(
            light: ["#FFFFFF", "#ECEFF1", "#37474F", "#ECEFF1", "#5A676E", "#000000", "#D3D7DA"], dark: nil))
        let theme = try ThemeImporter.importTheme(at: ThemeFixtures.url("trime/osfans-trime/trime.yaml")).theme.light
        #expect(theme.popupColor.hex == "#BFBFBF55" && theme.popupTextColor.hex == "#23948E", "preview_back_color 0x55bfbfbf, alpha first")
        #expect(theme.baseStyle(for: .character).cornerRadius == 8, "style.round_corner")
    }

    /// A named scheme of the default theme: `luna` (text_color 0x000000 on back_color 0xffffff; the
    /// keyboard falls back keyboard_back_color → border_color 0xcccccc; keys → back_color).
    @Test func namedScheme() throws {
        #expect(try ThemeFixtures.shown("trime/osfans-trime/trime.yaml", scheme: "luna") == ThemeFixtures.json(
            light: ["#CCCCCC", "#FFFFFF", "#000000", "#FFFFFF", "#000000", "#FFFFFF", "#000000"], dark: nil))
    }

    /// tongwenfeng: colours through the top-level `colors:` anchors (`0xff…`, alpha first); q draws
    /// `bh1`/`th1` (*color2 white / *color1 black), Shift_L `bbs` (*color4 0xffacb2c2). Its dark scheme
    /// `steam` defines none of those names: current trime draws q and shift transparent, labels fall
    /// back key_text_color → candidate_text_color 0xffffffff; the board keyboard_back_color →
    /// border_color 0xff383635.
    @Test func tongwenfeng() throws {
        #expect(try ThemeFixtures.shown("trime/osfans-trime/tongwenfeng.trime.yaml") == ThemeFixtures.json(
            light: ["#E1E3E7", "#FFFFFF", "#000000", "#ACB2C2", "#000000", "#3266A0", "#FFFFFF"],
            dark: ["#383635", "#00000000", "#FFFFFF", "#00000000", "#FFFFFF", "#FFFFFF", "#314259"]))
    }

    /// 认真的派: `style.color_scheme: default`, `dark_scheme: dark`; q `bh1`/`th1`, Shift_L `bbs`.
    @Test func renzhendepai() throws {
        #expect(try ThemeFixtures.shown("trime/RzdPai-Trime_Theme/认真的派.trime.yaml") == ThemeFixtures.json(
            light: ["#F0F3F8", "#FFFFFF", "#1F1F1F", "#E1E3E0", "#1F1F1F", "#1F1F1F", "#D8DBE0"],
            dark: ["#1B2026", "#2E353B", "#E2E3E5", "#40474D", "#E2E3E5", "#E2E3E5", "#333A40"]))
    }

    /// 单静·cherry (trime 3.0–3.1): `style` and `fallback_colors` come through `__include` from
    /// 单静.trime.yaml, the keyboard from its default with `vars_map/styl_key` included inside each
    /// key; colours are anchors in a list. q draws `main_back_color` (an image: null) with
    /// `key_text_color` 0xDDDDDD; Shift_L is functional in that trime, `off_key_back_color` an image;
    /// the board keyboard_back_color → back_color `black`; the highlighted candidate's fill
    /// hilited_candidate_back_color → hilited_back_color → back_color.
    @Test func cherryThroughIncludes() throws {
        let shown = try ThemeFixtures.shown("trime/xkinput-Rime_JD/单静·cherry.trime.yaml")
        #expect(shown == ThemeFixtures.json(
            light: ["#000000", nil, "#DDDDDD", nil, "#DDDDDD", "#FF7C4D", "#000000"], dark: nil))
        let imported = try ThemeImporter.importTheme(at: ThemeFixtures.url("trime/xkinput-Rime_JD/单静·cherry.trime.yaml"))
        #expect(imported.notCarried.contains { $0.contains("xingaqr.cherry/key.png") }, "\(imported.notCarried)")
        // Light labels on image keys: the keys are drawn in the dark system colours, readable.
        #expect(imported.warnings.filter { $0.contains("letter keys") }.isEmpty, "\(imported.warnings)")
    }

    /// An include that leaves the theme's folder, or a missing one, is a clear error.
    @Test func includesStayInTheFolder() throws {
        let text = "style:\n  __include: ../secret:/style\npreset_color_schemes: {default: {back_color: 0xffffff}}\n"
        #expect(throws: ThemeImportError.self) {
            try ThemeImporter.importTheme(data: Data(text.utf8), fileName: "evil.trime.yaml") { _ in Data("style: {}".utf8) }
        }
        let missing = "style:\n  __include: other:/style\npreset_color_schemes: {default: {back_color: 0xffffff}}\n"
        #expect(throws: ThemeImportError.notATheme(file: "x.trime.yaml", reason: "it includes other.yaml, which is not beside it")) {
            try ThemeImporter.importTheme(data: Data(missing.utf8), fileName: "x.trime.yaml")
        }
    }

    /// trime's colour forms: alpha first, a short `0x00` transparent (not black), Android names,
    /// image names; Hamster's alpha last; Hamster 2.x's BGR.
    @Test func colourForms() {
        #expect(SkinColor.trime("0x80112233")?.color?.hex == "#11223380")
        #expect(SkinColor.trime("#80112233")?.color?.hex == "#11223380")
        #expect(SkinColor.trime("0x112233")?.color?.hex == "#112233")
        #expect(SkinColor.trime("0x00")?.color?.hex == "#00000000")
        #expect(SkinColor.trime("gray")?.color?.hex == "#888888")
        #expect(SkinColor.trime("bg/key.png") == .image("bg/key.png"))
        #expect(SkinColor.trime("bh1") == nil)
        #expect(SkinColor.hamster("11223380")?.color?.hex == "#11223380")
        #expect(SkinColor.hamster("#abcdef")?.color?.hex == "#ABCDEF")
        #expect(SkinColor.hamster("0") == nil)
        #expect(SkinColor.bgr("0x80332211")?.color?.hex == "#11223380")
    }
}
