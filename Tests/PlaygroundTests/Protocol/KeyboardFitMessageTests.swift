import KeyboardLayout
import KeyboardRendering
import TextInputModel
import Testing
@testable import Playground

/// The side panel's keyboard height and one-handed side on the wire, and the keyboard drawn at them.
@Suite struct KeyboardFitMessageTests {
    private let base = #""layout":"pinyin-26","theme":"light","device":"phone","orientation":"portrait","keyboardType":"default","returnKeyType":"default","secureEntry":false"#

    func settings(_ extra: String) throws -> PlaygroundSettings {
        let message = try ClientMessage.decode(#"{"type":"configure","settings":{"# + base + extra + "}}")
        guard case .configure(let settings) = message else {
            Issue.record("not a configure message: \(message)")
            return PlaygroundSettings()
        }
        return settings
    }

    @Test func heightAndSideDecodeRoundTripAndReachTheEnvironment() throws {
        let settings = try settings(#","keyboardHeight":"85","oneHanded":"left""#)
        #expect(settings.fit == KeyboardFit(heightScale: 0.85, oneHanded: .left))
        #expect(settings.environment.fit == settings.fit)
        #expect(try ClientMessage.decode(ClientMessage.configure(settings).json()) == .configure(settings))
        #expect(try self.settings("").fit == .standard, "absent: the standard keyboard")
    }

    @Test(arguments: [#","keyboardHeight":"82""#, #","keyboardHeight":"300""#, #","keyboardHeight":"tall""#, #","oneHanded":"middle""#])
    func aHeightOffTheStepsOrAnUnknownSideIsInvalid(_ extra: String) {
        #expect(throws: PlaygroundError.self) { try settings(extra) }
    }

    @Test func theSettingsResizeTheKeyboardAndTheStripKeepsItsChoice() throws {
        let keyboard = try #require(try realKeyboardFactory.get()(InMemoryTextDocument(), PlaygroundSettings()) as? CoreKeyboard)
        var tall = PlaygroundSettings()
        tall.fit = KeyboardFit(heightScale: 1.25, oneHanded: .right)
        try keyboard.configure(tall)
        let tree = keyboard.render(with: KeyboardRenderer())
        #expect(tree.size == StandardKeyboardSize.size(for: tall.environment))
        #expect(tree.size.height > StandardKeyboardSize.size(for: PlaygroundSettings().environment).height)
        let back = try #require(tree.keys.first { $0.id == OneHandedStrip.fullWidthID }, "the strip's full-width key")
        let center = back.frame.center
        keyboard.touch(TouchMessage(id: 1, phase: .began, x: center.x, y: center.y, t: 1), at: 1)
        keyboard.touch(TouchMessage(id: 1, phase: .ended, x: center.x, y: center.y, t: 1.05), at: 1.05)
        #expect(keyboard.settings.fit == KeyboardFit(heightScale: 1.25), "the page's settings follow the strip")
        #expect(keyboard.render(with: KeyboardRenderer()).keys.allSatisfy { $0.id != OneHandedStrip.fullWidthID })
    }
}
