import Foundation
import Testing
@testable import Playground

/// The 手写 pad in a real browser: a character of the handwriting dev set (read at test time from
/// the shared folder beside the repository, never copied into it) written with pointer events on
/// the page's pad, its ink drawn from the render tree, and committed from the bar.
@Suite(.serialized, .timeLimit(.minutes(2))) struct HandwritingBrowserTests {
    /// `../shared/eval/handwriting/dev.jsonl.gz` beside the repository.
    static let devSet = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../../shared/eval/handwriting/dev.jsonl.gz").standardized

    /// One sample of the set: the character and its strokes on a 300 x 300 canvas.
    struct Sample: Decodable {
        var char: String
        var strokes: [[[Double]]]
    }

    /// The first sample of the dev set (its first line, through `gzip -dc | head -n 1`).
    static func firstSample() throws -> Sample {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "gzip -dc \"$0\" | head -n 1", devSet.path]
        let pipe = Pipe()
        shell.standardOutput = pipe
        try shell.run()
        let line = pipe.fileHandleForReading.readDataToEndOfFile()
        shell.waitUntilExit()
        return try JSONDecoder().decode(Sample.self, from: line)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: devSet.path), "the shared handwriting dev set is beside the repository"))
    func aDevSetCharacterWrittenOnThePadIsCommittedFromTheBar() async throws {
        let sample = try Self.firstSample()
        try await BrowserSession.run { page in
            try await page.choose("layout", "handwriting")
            try await page.driver.wait(until: "!!document.querySelector('g[data-key=\"pad\"]')", "the pad")
            try await page.writeOnPad(sample.strokes)
            try await page.driver.wait(
                until: "document.querySelectorAll('g[data-role=\"ink\"] polyline').length === \(sample.strokes.count)", "the ink of every stroke")
            let offered = try await page.candidates()
            #expect(offered.count >= 5, "candidates after the strokes: \(offered)")
            #expect(offered.contains(sample.char), "\(sample.char) among \(offered)")
            #expect(try await page.documentText() == "", "nothing typed before a candidate is picked")
            try await page.screenshotKeyboard("handwriting-pad")
            try await page.pickCandidate(sample.char)
            #expect(try await page.documentText() == sample.char)
            #expect(try await page.count("g[data-role=\"ink\"]") == 0, "the pad is clear after the commit")
        }
    }
}

extension BrowserSession {
    /// Writes `strokes` (points on a 300 x 300 canvas) on the page's pad as one mouse's pointer
    /// actions: each stroke down, moved through its points (thinned to about 12) and up, 40 ms
    /// between strokes (well inside the pause that starts a new character), in one action sequence
    /// so the browser's own clock times them.
    func writeOnPad(_ strokes: [[[Double]]]) async throws {
        // Keyboard points → viewport pixels through the SVG's screen matrix, for the pad's middle square.
        let frame = try await driver.script(
            "const svg = document.querySelector('#keyboard svg'); const box = svg.querySelector('g[data-key=\"pad\"]').getBBox();"
                + "const m = svg.getScreenCTM(); return [box.x, box.y, box.width, box.height, m.a, m.d, m.e, m.f];") as? [Double] ?? []
        try #require(frame.count == 8, "the pad's frame and the SVG's matrix")
        let side = min(frame[2], frame[3]) * 0.9
        func viewport(_ point: [Double]) -> [String: Any] {
            let x = frame[0] + frame[2] / 2 + (point[0] / 300 - 0.5) * side
            let y = frame[1] + frame[3] / 2 + (point[1] / 300 - 0.5) * side
            return ["type": "pointerMove", "origin": "viewport", "x": Int((x * frame[4] + frame[6]).rounded()),
                    "y": Int((y * frame[5] + frame[7]).rounded()), "duration": 0]
        }
        var actions: [[String: Any]] = []
        for stroke in strokes where !stroke.isEmpty {
            let step = max(1, stroke.count / 12)
            let points = stride(from: 0, to: stroke.count, by: step).map { stroke[$0] } + [stroke[stroke.count - 1]]
            actions.append(viewport(points[0]))
            actions.append(["type": "pointerDown", "button": 0])
            for point in points.dropFirst() { actions.append(viewport(point)) }
            actions.append(["type": "pointerUp", "button": 0])
            actions.append(["type": "pause", "duration": 40])
        }
        try await driver.pointerActions(actions)
        // Every event redraws the keyboard, and a session's share of the server is bounded
        // (`SessionLimits.workPerSecond`): on a loaded machine the last frame takes a while.
        try await waitUntilSettled(timeout: 40)
    }

    /// A screenshot of the keyboard alone as `NAME.png` (in docs/ when updating screenshots).
    func screenshotKeyboard(_ name: String) async throws {
        try await Task.sleep(for: .milliseconds(200))
        let png = try await driver.screenshot(of: try await driver.element("#keyboard"))
        #expect(png.count > 5_000, "a blank keyboard compresses to little; this one is \(png.count) bytes")
        let directory = ProcessInfo.processInfo.environment["SHURUFA_UPDATE_SCREENSHOTS"] == "1"
            ? URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../docs").standardized
            : BrowserTests.screenshotDirectory()
        try png.write(to: directory.appendingPathComponent(name + ".png"))
    }
}
