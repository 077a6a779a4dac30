import Foundation
import Testing
@testable import Playground

/// The 手写 pad in a real browser: a character of the handwriting dev set (read at test time from
/// the shared folder beside the repository, never copied into it) written with pointer events on
/// the page's pad, its ink drawn from the render tree, its reading marked in the field while
/// writing, and committed from the bar.
/// (Three minutes: under a full parallel `swift test` every event waits for the session's share of
/// the server, and a character is a hundred of them.)
@Suite(.serialized, .timeLimit(.minutes(3))) struct HandwritingBrowserTests {
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
            try await page.choose("schema", "handwriting")
            // Strokes join one character however long the loaded server takes to see them (the
            // page clock is re-anchored when the server lags, which could pass the 0.8 s pause).
            try await page.choose("handwritingPause", "off")
            try await page.driver.wait(until: "!!document.querySelector('g[data-key=\"pad\"]')", "the pad")
            try await page.writeOnPad(sample.strokes)
            try await page.driver.wait(
                until: "document.querySelectorAll('g[data-role=\"ink\"] polyline').length === \(sample.strokes.count)", "the ink of every stroke")
            let offered = try await page.candidates()
            #expect(offered.count >= 5, "candidates after the strokes: \(offered)")
            #expect(offered.contains(sample.char), "\(sample.char) among \(offered)")
            // The README's screenshot caption: the character written, read first at once.
            #expect(offered.first == sample.char, "the screenshot shows \(sample.char) first: \(offered)")
            // The ink's current reading (the first candidate) shows in the field as marked text.
            let marked = try await page.driver.script("return (document.getElementById('marked') || {}).textContent || null;") as? String
            #expect(marked == offered.first, "the reading marked while writing: \(marked ?? "none")")
            #expect(try await page.documentText() == offered.first, "only the marked reading is in the field")
            try await page.screenshotKeyboard("handwriting-pad")
            try await page.pickCandidate(sample.char)
            #expect(try await page.documentText() == sample.char)
            #expect(try await page.count("#marked") == 0, "the pick replaced the marked reading")
            #expect(try await page.count("g[data-role=\"ink\"]") == 0, "the pad is clear after the commit")
        }
    }
}

extension BrowserSession {
    /// Writes `strokes` (points on a 300 x 300 canvas) on the page's pad as pointer events the page
    /// handles as a finger's (`pointerdown`, `pointermove` a point, `pointerup`, each stroke thinned
    /// to about 12 points), all dispatched in one script: the strokes are then milliseconds apart
    /// on the page's clock, well inside the pause that starts a new character, however loaded the
    /// machine is (W3C actions from chromedriver could take longer than that between two strokes).
    /// A `canvas` of another size (a line of characters side by side) is fitted into the pad whole.
    func writeOnPad(_ strokes: [[[Double]]], canvas: [Double] = [300, 300]) async throws {
        let thinned = strokes.filter { !$0.isEmpty }.map { stroke in
            stride(from: 0, to: stroke.count, by: max(1, stroke.count / 12)).map { stroke[$0] } + [stroke[stroke.count - 1]]
        }
        let written = try await driver.script(
            """
            const strokes = arguments[0], [W, H] = arguments[1];
            const keyboard = document.getElementById('keyboard'), svg = keyboard.querySelector('svg');
            const box = svg.querySelector('g[data-key="pad"]').getBBox(), m = svg.getScreenCTM();
            const scale = Math.min(box.width / W, box.height / H) * 0.9;
            // A point of the W x H canvas, fitted into the pad's middle, in viewport pixels.
            const client = ([x, y]) => new DOMPoint(box.x + box.width / 2 + (x - W / 2) * scale,
                                                    box.y + box.height / 2 + (y - H / 2) * scale).matrixTransform(m);
            const send = (type, point, id) => keyboard.dispatchEvent(new PointerEvent(type, {
                pointerId: id, pointerType: 'touch', isPrimary: true, button: type === 'pointermove' ? -1 : 0,
                buttons: type === 'pointerup' ? 0 : 1, clientX: point.x, clientY: point.y, bubbles: true, cancelable: true }));
            strokes.forEach((stroke, index) => {
              const id = 100 + index;
              send('pointerdown', client(stroke[0]), id);
              for (const point of stroke.slice(1)) send('pointermove', client(point), id);
              send('pointerup', client(stroke[stroke.length - 1]), id);
            });
            return window.shurufa.sent;
            """, [thinned, canvas])
        try #require(written is Int, "the script ran")
        // Every event redraws the keyboard, and a session's share of the server is bounded
        // (`SessionLimits.workPerSecond`): on a loaded machine the last frame takes a while.
        try await waitUntilSettled()
    }

    /// A screenshot of the keyboard alone as `NAME.png` (in docs/ when updating screenshots).
    func screenshotKeyboard(_ name: String) async throws {
        try await waitForPaint()
        let png = try await driver.screenshot(of: try await driver.element("#keyboard"))
        #expect(png.count > 5_000, "a blank keyboard compresses to little; this one is \(png.count) bytes")
        let directory = ProcessInfo.processInfo.environment["SHURUFA_UPDATE_SCREENSHOTS"] == "1"
            ? URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../docs").standardized
            : BrowserTests.screenshotDirectory()
        try png.write(to: directory.appendingPathComponent(name + ".png"))
    }
}
