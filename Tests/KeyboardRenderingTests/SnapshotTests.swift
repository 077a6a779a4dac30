import Foundation
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
        var testDescription: String { file }
    }

    static let cases: [Case] = {
        var cases: [Case] = []
        for name in LayoutLibrary.standardNames {
            for theme in KeyboardTheme.all {
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
        cases.append(Case(file: "qwerty-light-pad-landscape", layout: "qwerty", state: KeyboardRenderState(),
                          environment: KeyboardEnvironment(device: .pad, orientation: .landscape)))
        return cases
    }()

    @Test(arguments: cases) func svgMatchesSnapshot(_ testCase: Case) throws {
        let layout = try #require(try LayoutLibrary.standard().layout(named: testCase.layout))
        let size = StandardKeyboardSize.size(for: testCase.environment)
        let fitted = layout.fitted(in: size, environment: testCase.environment)
        var state = testCase.state
        state.mode = layout.language
        state.layOutCandidates(in: fitted)
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
