import Foundation
import Testing
@testable import Playground

/// 滑行 in a real browser (part of the serialized `BrowserTests`): a path drawn across the letter
/// keys types a word in English and composes one in pinyin, while a tap, a flick up and the space
/// bar's caret drag do what they did.
extension BrowserTests {
    @Test func anEnglishDragAcrossHELOCommitsHelloAndBackspaceRemovesIt() async throws {
        try await BrowserSession.run { page in
            try await page.tap("zh-en")
            try await page.tapLetters("say")
            try await page.tap("space")
            try await page.draw([("h", 0, 0), ("e", 0, 0), ("l", 0, 0), ("o", 0, 0)])
            #expect(try await page.documentText() == "Say hello")
            #expect(try await page.candidates().first == "hello", "the gesture's words in the bar")
            try await page.tap("delete")
            #expect(try await page.documentText() == "Say ", "backspace right after removes the word")
        }
    }

    @Test func aPinyinDragAcrossNIHAOOffersNihaoFirstWhileTapsFlicksAndTheSpaceBarStillWork() async throws {
        try await BrowserSession.run { page in
            try await page.tap("w")
            #expect(try await page.markedText() == "w", "a tap types its letter")
            try await page.tap("delete")
            try await page.draw([("n", 0, 0), ("i", 0, 0), ("h", 0, 0), ("a", 0, 0), ("o", 0, 0)])
            let marked = try await page.markedText()
            #expect(marked?.replacingOccurrences(of: "'", with: "") == "nihao", "the composition is the pinyin: \(marked ?? "none")")
            #expect(try await page.candidates().first == "你好")
            try await page.pickCandidate(0)
            #expect(try await page.documentText() == "你好")
            try await page.draw([("w", 0, 0), ("w", 0, -25)])
            #expect(try await page.documentText() == "你好2", "a flick up types the key's digit")
            // 34 points left: 12 to start the drag, then a character every 9.
            try await page.draw([("space", 0, 0), ("space", -17, 0), ("space", -34, 0)])
            #expect(try await page.caret() == 1, "the space-bar drag moves the caret")
            #expect(try await page.documentText() == "你好2")
        }
    }
}

extension BrowserSession {
    /// The marked text shown in the field (`#marked`), read in one script (the page redraws it with every frame); nil when none.
    func markedText() async throws -> String? {
        try await driver.script("return (document.getElementById('marked') || {}).textContent || null;") as? String
    }

    /// Draws one finger's path through `points` (a key's centre moved `dx`, `dy` keyboard points),
    /// `steps` pointer moves between each two, as touch pointer events dispatched in one script (so
    /// they are milliseconds apart however loaded the machine), then waits for the last frame.
    func draw(_ points: [(key: String, dx: Double, dy: Double)], steps: Int = 5) async throws {
        let written = try await driver.script(
            """
            const [points, steps] = arguments;
            const keyboard = document.getElementById('keyboard'), svg = keyboard.querySelector('svg'), m = svg.getScreenCTM();
            const at = ([key, dx, dy]) => {
              const box = svg.querySelector('g[data-key="' + key + '"] rect').getBBox();
              return [box.x + box.width / 2 + dx, box.y + box.height / 2 + dy];
            };
            const send = (type, [x, y]) => {
              const client = new DOMPoint(x, y).matrixTransform(m);
              keyboard.dispatchEvent(new PointerEvent(type, {
                pointerId: 300, pointerType: 'touch', isPrimary: true, button: type === 'pointermove' ? -1 : 0,
                buttons: type === 'pointerup' ? 0 : 1, clientX: client.x, clientY: client.y, bubbles: true, cancelable: true }));
            };
            const path = points.map(at);
            send('pointerdown', path[0]);
            for (let i = 1; i < path.length; i++) {
              for (let s = 1; s <= steps; s++) {
                const f = s / steps;
                send('pointermove', [path[i - 1][0] + (path[i][0] - path[i - 1][0]) * f, path[i - 1][1] + (path[i][1] - path[i - 1][1]) * f]);
              }
            }
            send('pointerup', path[path.length - 1]);
            return window.shurufa.sent;
            """, [points.map { [$0.key, $0.dx, $0.dy] as [Any] }, steps])
        try #require(written is Int, "the script ran")
        try await waitUntilSettled()
    }
}
