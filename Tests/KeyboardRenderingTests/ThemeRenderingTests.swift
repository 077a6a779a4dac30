import Foundation
import KeyboardThemes
import Testing
import KeyboardCore
import KeyboardLayout
@testable import KeyboardRendering

/// Themes as the renderer draws them: the high-contrast theme's every label at WCAG AA (4.5:1)
/// over what it is drawn on, per-key overrides, and the first candidate's highlight. (The themes
/// as data and files: KeyboardThemesTests.)
@Suite struct ThemeRenderingTests {
    let library: LayoutLibrary
    let renderer = KeyboardRenderer()

    init() throws { library = try LayoutLibrary.standard() }

    func tree(_ name: String, _ state: KeyboardRenderState) throws -> RenderTree {
        let layout = try #require(library.layout(LayoutID(name)))
        let environment = KeyboardEnvironment()
        let fitted = layout.fitted(in: StandardKeyboardSize.size(for: environment), environment: environment)
        var state = state
        state.mode = layout.language
        state.layOut(in: fitted)
        return renderer.render(fitted, state: state)
    }

    /// Every label of every standard layout, candidate and pop-up, against the fill under it
    /// (composited over the keyboard's background), in both high-contrast variants, with keys up
    /// and pressed, shift off and on.
    @Test(arguments: ["high-contrast", "high-contrast-dark"])
    func highContrastLabelsMeetWCAGAA(name: String) throws {
        let theme = try #require(KeyboardTheme.named(name))
        var checked = 0
        var failures: [String] = []
        for id in LayoutLibrary.standardIDs where id.device == .phone {
            let candidates = ["你好", "你", "拟", "尼"]
            let states = [
                KeyboardRenderState(candidates: candidates, highlightedCandidate: 0, theme: theme),
                KeyboardRenderState(shift: .locked, pressedKeys: ["q", "a", "1", "delete", "shift", "return", "space"], theme: theme),
            ]
            for state in states {
                let tree = try tree(id.name, state)
                let background = tree.backgroundColor.withAlpha(1)
                func check(_ text: TextNode, on fill: KeyboardColor, _ what: String) {
                    guard !text.text.trimmingCharacters(in: .whitespaces).isEmpty, !SVGWriter.isEmoji(text.text) else { return }
                    let under = fill.composited(over: background)
                    let ratio = text.color.composited(over: under).contrastRatio(with: under)
                    checked += 1
                    if ratio < 4.5 { failures.append("\(id.name) \(what) '\(text.text)' \(text.color.hex) on \(fill.hex): \(ratio)") }
                }
                for key in tree.keys where key.isEnabled && key.emoji == nil {
                    for text in key.texts { check(text, on: key.fill, "key \(key.id)") }
                    for text in key.column?.texts ?? [] { check(text, on: key.fill, "column") }
                }
                for cell in tree.candidateBar?.cells ?? [] {
                    check(cell.text, on: cell.highlight?.fill ?? tree.candidateBar!.background, "candidate")
                }
                for popup in tree.popups { check(popup.label, on: popup.fill, "pop-up") }
            }
        }
        #expect(checked > 500)
        #expect(failures.isEmpty, "\(failures.prefix(20))")
    }

    @Test func aKeysOwnOverrideColoursOnlyThatKey() throws {
        var theme = KeyboardTheme.light
        theme.keyOverrides = ["q": KeyStyle(backgroundColor: KeyboardColor(rgb: 0xD50000), textColor: .white)]
        let tree = try tree("pinyin-26", KeyboardRenderState(theme: theme))
        #expect(tree.key(id: "q")?.fill == KeyboardColor(rgb: 0xD50000))
        #expect(tree.key(id: "q")?.texts.first?.color == .white)
        #expect(tree.key(id: "w")?.fill == KeyboardTheme.light.keyStyles[.character]?.backgroundColor)
    }

    @Test func aKeyGapNarrowsTheCapsNotTheLayout() throws {
        var theme = KeyboardTheme.light
        theme.keyGap = 4
        let plain = try tree("pinyin-26", KeyboardRenderState())
        let spaced = try tree("pinyin-26", KeyboardRenderState(theme: theme))
        let before = try #require(plain.key(id: "q")?.frame), after = try #require(spaced.key(id: "q")?.frame)
        #expect(after.width == before.width - 4 && after.height == before.height - 4 && after.midX == before.midX)
    }

    @Test func theFirstCandidatesHighlightIsDrawnWhenTheThemeGivesOne() throws {
        var theme = KeyboardTheme.light
        let state = KeyboardRenderState(candidates: ["你好", "你"], highlightedCandidate: 0, theme: theme)
        #expect(try tree("pinyin-26", state).candidateBar?.cells.allSatisfy { $0.highlight == nil } == true)
        theme.candidateHighlightBackgroundColor = KeyboardColor(rgb: 0x314259)
        var highlighted = state
        highlighted.theme = theme
        let bar = try #require(try tree("pinyin-26", highlighted).candidateBar)
        #expect(bar.cells.first?.highlight?.fill == KeyboardColor(rgb: 0x314259))
        #expect(bar.cells.dropFirst().allSatisfy { $0.highlight == nil })
        let svg = SVGWriter().svg(for: try tree("pinyin-26", highlighted))
        #expect(svg.contains("fill=\"#314259\""))
    }
}
