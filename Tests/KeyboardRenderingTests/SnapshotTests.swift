import Foundation
import KeyboardThemes
import Testing
import KeyboardCore
import KeyboardLayout
import KeyboardRendering

/// Each standard layout in light and dark, plus key states, compared with the SVGs in `Snapshots/`.
/// Re-record with `SHURUFA_RECORD_SNAPSHOTS=1 swift test --filter SnapshotTests`, render the SVGs to PNG
/// (`rsvg-convert`) and look at them before committing.
@Suite struct SnapshotTests {
    static let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    struct Case: CustomTestStringConvertible, Sendable {
        var file: String
        var layout: String
        var state: KeyboardRenderState
        var environment = KeyboardEnvironment()
        var panelView = PanelView()
        var testDescription: String { file }
    }

    static let cases: [Case] = {
        var cases: [Case] = []
        for name in LayoutLibrary.standardIDs.map(\.name) {
            for theme in [KeyboardTheme.light, .dark] {
                let candidates = name.hasPrefix("pinyin") ? ["你好", "你", "拟", "尼", "泥", "倪", "妮", "腻", "逆"] : []
                cases.append(Case(file: "\(name)-\(theme.name)", layout: name,
                                  state: KeyboardRenderState(candidates: candidates, highlightedCandidate: candidates.isEmpty ? nil : 0, theme: theme)))
            }
        }
        cases.append(Case(file: "qwerty-light-pressed-shift", layout: "qwerty", state: KeyboardRenderState(shift: .once, pressedKeys: ["g", "delete"])))
        cases.append(Case(file: "qwerty-dark-callout-send", layout: "qwerty",
                          state: KeyboardRenderState(shift: .locked, callout: KeyboardRenderState.Callout(keyID: "e", highlightedIndex: 2), returnKeyType: .send, theme: .dark),
                          environment: KeyboardEnvironment(needsGlobe: false)))
        cases.append(Case(file: "pinyin-9-light-choices", layout: "pinyin-9",
                          state: KeyboardRenderState(pressedKeys: ["5"], candidates: ["你", "拟", "尼"], columnItems: ["ni", "mi", "li"], returnKeyType: .send)))
        var writing = KeyboardRenderState(candidates: ["十", "千", "士", "干"], highlightedCandidate: 0)
        writing.ink = PadInk(
            frame: LayoutRect(x: 3, y: 50, width: 305, height: 155),
            strokes: [[LayoutPoint(x: 80, y: 120), LayoutPoint(x: 160, y: 118), LayoutPoint(x: 240, y: 121)],
                      [LayoutPoint(x: 160, y: 70), LayoutPoint(x: 161, y: 140), LayoutPoint(x: 159, y: 190)], [LayoutPoint(x: 200, y: 80)]])
        cases.append(Case(file: "handwriting-light-ink", layout: "handwriting", state: writing))
        cases += panelCases
        cases.append(Case(file: "qwerty-light-pad-landscape", layout: "qwerty", state: KeyboardRenderState(),
                          environment: KeyboardEnvironment(device: .pad, orientation: .landscape)))
        // Keyboard height and one-handed mode (KeyboardFit): the keys at 80 % and 125 %, and pushed left with the strip on the right.
        for (file, fit) in [("pinyin-26-light-height-80", KeyboardFit(heightScale: 0.8)), ("pinyin-26-light-height-125", KeyboardFit(heightScale: 1.25)),
                            ("pinyin-26-light-one-handed-left", KeyboardFit(oneHanded: .left))] {
            cases.append(Case(file: file, layout: "pinyin-26", state: KeyboardRenderState(candidates: ["你好", "你", "拟"], highlightedCandidate: 0),
                              environment: KeyboardEnvironment(fit: fit)))
        }
        return cases
    }()

    /// The toolbar on the empty bar, the clipboard panel (a pinned item, a long one cut, an item's
    /// menu open) and the phrases panel (its second group's tab selected).
    static let panelCases: [Case] = {
        let copied = Date(timeIntervalSince1970: 1_800_000_000)
        var toolbar = KeyboardRenderState()
        toolbar.screenContent.showsToolbar = true
        var clipboard = KeyboardRenderState()
        clipboard.screenContent.panel = .clipboard([
            ClipboardItem(id: 3, text: "明天下午三点在五道口地铁站见。", copied: copied),
            ClipboardItem(id: 2, text: "https://example.org/a/very/long/address/that/does/not/fit/in/one/row?q=1", copied: copied),
            ClipboardItem(id: 1, text: "北京市海淀区中关村大街1号", copied: copied, pinned: true),
        ])
        var menu = PanelView()
        menu.menu = 2
        var phrases = KeyboardRenderState(theme: .dark)
        phrases.screenContent.panel = .phrases([
            QuickPhraseBook.Group(name: "常用", phrases: [QuickPhrase(id: 1, text: "在开会，稍后回复", code: "zkh")]),
            QuickPhraseBook.Group(name: "地址", phrases: [
                QuickPhrase(id: 2, text: "北京市海淀区中关村大街1号", code: "dz", group: "地址"),
                QuickPhrase(id: 3, text: "上海市徐汇区漕溪北路88号", group: "地址"),
            ]),
        ])
        return [
            Case(file: "pinyin-26-light-toolbar", layout: "pinyin-26", state: toolbar),
            Case(file: "pinyin-26-light-clipboard-panel", layout: "pinyin-26", state: clipboard, panelView: menu),
            Case(file: "pinyin-26-dark-phrases-panel", layout: "pinyin-26", state: phrases, panelView: PanelView(group: 1)),
        ]
    }()

    @Test(arguments: cases) func svgMatchesSnapshot(_ testCase: Case) throws {
        let layout = try #require(try LayoutLibrary.standard().layout(LayoutID(testCase.layout)))
        let size = StandardKeyboardSize.size(for: testCase.environment)
        let fitted = layout.fitted(in: size, environment: testCase.environment)
        var state = testCase.state
        state.mode = layout.language
        if let panel = state.screenContent.panel { state.screenContent.overlay = .panel(panel.panel, testCase.panelView) }
        state.layOut(in: fitted)
        let tree = KeyboardRenderer().render(fitted, state: state)
        let svg = SVGWriter().svg(for: tree)
        let url = Self.snapshotDirectory.appendingPathComponent(testCase.file + ".svg")
        if ProcessInfo.processInfo.environment["SHURUFA_RECORD_SNAPSHOTS"] == "1" {
            try FileManager.default.createDirectory(at: Self.snapshotDirectory, withIntermediateDirectories: true)
            try Data(svg.utf8).write(to: url)
            return
        }
        let expected = try #require(
            try? String(contentsOf: url, encoding: .utf8),
            "missing snapshot \(url.lastPathComponent); record with SHURUFA_RECORD_SNAPSHOTS=1")
        #expect(svg == expected, "\(testCase.file).svg differs from the snapshot")
    }
}
