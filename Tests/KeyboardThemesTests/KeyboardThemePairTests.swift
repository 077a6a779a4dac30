import Foundation
import KeyboardLayout
import KeyboardThemes
import Testing

/// The built-in themes are data: each pair has a dark variant, every variant's name is its own,
/// and each pair round-trips through our theme file; a file of another format is refused.
@Suite struct KeyboardThemePairTests {
    @Test func builtInThemesAreDataAndRoundTripAsOurFiles() throws {
        #expect(KeyboardThemePair.builtIns.count >= 6)
        #expect(Set(KeyboardTheme.all.map(\.name)).count == KeyboardTheme.all.count)
        for pair in KeyboardThemePair.builtIns {
            #expect(try KeyboardThemePair(jsonData: pair.jsonData()) == pair)
            #expect(pair.dark != nil, "\(pair.name) follows the system's dark mode")
        }
        #expect(throws: DecodingError.self) { try KeyboardThemePair(jsonData: Data(#"{"format": "other", "version": 1}"#.utf8)) }
    }

    @Test func aVariantIsFoundByNameAndByAppearance() throws {
        #expect(KeyboardTheme.named("ink-dark") == .inkDark)
        #expect(KeyboardTheme.named("nowhere") == nil)
        let ink = try #require(KeyboardThemePair.builtIn(named: "ink"))
        #expect(ink.variant(dark: false) == .ink && ink.variant(dark: true) == .inkDark)
        let oneLook = KeyboardThemePair(name: "one", title: "一", light: .mint)
        #expect(oneLook.variant(dark: true) == .mint, "a theme of one look is drawn in dark mode too")
    }

    @Test func contrastIsWCAGs() {
        #expect(KeyboardColor.black.contrastRatio(with: .white) == 21)
        #expect(KeyboardColor(rgb: 0x777777).contrastRatio(with: KeyboardColor(rgb: 0x777777)) == 1)
        let half = KeyboardColor(rgb: 0x000000, alpha: 0.5).composited(over: .white)
        #expect(abs(half.red - 0.5) < 1e-9 && half.alpha == 1)
    }
}
