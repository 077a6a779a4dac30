import Testing
@testable import Playground

/// The host's side of the panels on the wire: the page's copies and the phrase editor. Working the
/// panels themselves (open, insert, pin, clear) is touches on the SVG, so the wire refuses them.
@Suite struct PanelMessageTests {
    @Test func theHostsPanelActionsRoundTrip() throws {
        let actions: [PanelAction] = [
            .copy(text: "复制的", secure: true), .addPhrase(text: "北京", code: "dz", group: "地址"),
            .editPhrase(id: 4, text: "上海", code: "", group: "常用"), .movePhrase(id: 4, index: 0), .removePhrase(4), .closeEditor,
        ]
        for action in actions { #expect(try ClientMessage.decode(ClientMessage.panel(action).json()) == .panel(action)) }
    }

    @Test(arguments: ["open", "insert", "pin", "clear", "insert-phrase"])
    func whatTouchesDoIsNotOnTheWire(_ action: String) {
        #expect(throws: PlaygroundError.self) {
            try ClientMessage.decode("{\"type\":\"panel\",\"action\":\"\(action)\",\"id\":1,\"panel\":\"clipboard\"}")
        }
    }
}
