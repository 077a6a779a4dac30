import Foundation
import KeyboardLayout
import KeyboardRendering
import TextInputModel
import Testing
@testable import Playground

/// The playground's frame lists the active input form's candidates (not only pinyin's), and 联想 after a commit.
@Suite struct ActiveSourceFrameTests {
    /// Taps the key `id` of what `keyboard` draws now.
    func tap(_ id: String, on keyboard: CoreKeyboard, at time: Double) throws {
        let tree = keyboard.render(with: KeyboardRenderer())
        let key = try #require(tree.keys.first { $0.id == id }, "no key \(id)")
        let center = key.frame.center
        keyboard.touch(TouchMessage(id: Int(time), phase: .began, x: center.x, y: center.y, t: time), at: time)
        keyboard.touch(TouchMessage(id: Int(time), phase: .ended, x: center.x, y: center.y, t: time + 0.05), at: time + 0.05)
    }

    @Test func strokeCandidatesAndThen联想ReachTheFrame() throws {
        var settings = PlaygroundSettings()
        settings.layout = .chinese("strokes")
        let document = InMemoryTextDocument()
        let keyboard = try #require(try realKeyboardFactory.get()(document, settings) as? CoreKeyboard)
        #expect(keyboard.candidates.isEmpty)
        try tap("stroke-p", on: keyboard, at: 1)
        try tap("stroke-d", on: keyboard, at: 2)
        #expect(keyboard.candidates.prefix(9).contains("人"), "\(keyboard.candidates.prefix(9))")
        let index = try #require(keyboard.candidates.firstIndex(of: "人"))
        keyboard.selectCandidate(index, at: 3)
        #expect(document.text == "人")
        #expect(!keyboard.candidates.isEmpty, "联想 after the commit")
    }

    @Test func zhuyinCandidatesReachTheFrame() throws {
        var settings = PlaygroundSettings()
        settings.layout = .chinese("zhuyin")
        let keyboard = try #require(try realKeyboardFactory.get()(InMemoryTextDocument(), settings) as? CoreKeyboard)
        for (offset, symbol) in "ㄋㄧˇ".enumerated() {
            let tree = keyboard.render(with: KeyboardRenderer())
            let key = try #require(tree.keys.first { if case .character(String(symbol)) = $0.action { true } else { false } })
            try tap(key.id, on: keyboard, at: Double(offset + 1))
        }
        #expect(keyboard.candidates.first == "你", "\(keyboard.candidates.prefix(5))")
    }
}
