import Testing
@testable import Playground

@Suite struct ClientMessageTests {
    @Test func decodesEveryMessageType() throws {
        #expect(try ClientMessage.decode(#"{"type":"touch","id":3,"phase":"began","x":12.5,"y":80,"t":1000.25}"#)
            == .touch(TouchMessage(id: 3, phase: .began, x: 12.5, y: 80, t: 1000.25)))
        #expect(try ClientMessage.decode(#"{"type":"key","key":"Backspace","t":5}"#) == .key(KeyMessage(key: "Backspace", t: 5)))
        #expect(try ClientMessage.decode(#"{"type":"host","action":"caret","offset":4}"#) == .host(.caret(4)))
        #expect(try ClientMessage.decode(#"{"type":"host","action":"select","start":1,"end":3}"#) == .host(.select(start: 1, end: 3)))
        #expect(try ClientMessage.decode(#"{"type":"host","action":"clear"}"#) == .host(.clear))
        #expect(try ClientMessage.decode(#"{"type":"ping","n":7}"#) == .ping(7))
        let settings = PlaygroundSettings(layout: .qwerty, theme: .dark, device: .pad, orientation: .landscape,
                                          keyboardType: .emailAddress, returnKeyType: .send, secureEntry: true)
        #expect(try ClientMessage.decode(ClientMessage.configure(settings).json()) == .configure(settings))
    }

    @Test func encodingRoundTrips() throws {
        let messages: [ClientMessage] = [
            .touch(TouchMessage(id: 1, phase: .cancelled, x: -3, y: 4.5, t: 9)), .key(KeyMessage(key: " ", t: 0)),
            .host(.clear), .host(.caret(2)), .host(.select(start: 0, end: 5)), .ping(1),
        ]
        for message in messages { #expect(try ClientMessage.decode(message.json()) == message) }
    }

    @Test(arguments: [
        ("", PlaygroundError.Code.malformed),
        ("[1,2]", .malformed),
        ("{\"type\":\"dance\"}", .malformed),
        ("{\"id\":1}", .malformed),
        ("{\"type\":\"touch\",\"id\":1,\"phase\":\"began\",\"x\":\"left\",\"y\":0,\"t\":0}", .malformed),
        ("{\"type\":\"touch\",\"id\":1,\"phase\":\"hover\",\"x\":0,\"y\":0,\"t\":0}", .invalidValue),
        ("{\"type\":\"touch\",\"id\":1,\"phase\":\"began\",\"x\":1e300,\"y\":0,\"t\":0}", .invalidValue),
        ("{\"type\":\"touch\",\"id\":1.5,\"phase\":\"began\",\"x\":0,\"y\":0,\"t\":0}", .invalidValue),
        ("{\"type\":\"touch\",\"id\":1,\"phase\":\"began\",\"x\":0,\"y\":0,\"t\":-4}", .invalidValue),
        ("{\"type\":\"touch\",\"id\":1,\"phase\":\"began\",\"x\":0,\"y\":0}", .malformed),
        ("{\"type\":\"key\",\"key\":\"\",\"t\":0}", .invalidValue),
        ("{\"type\":\"host\",\"action\":\"format-disk\"}", .invalidValue),
        ("{\"type\":\"configure\",\"settings\":{\"layout\":\"dvorak\",\"theme\":\"light\",\"device\":\"phone\",\"orientation\":\"portrait\",\"keyboardType\":\"default\",\"returnKeyType\":\"default\",\"secureEntry\":false}}", .invalidSettings),
        ("{\"type\":\"configure\",\"settings\":{\"layout\":\"qwerty\",\"theme\":\"light\",\"device\":\"watch\",\"orientation\":\"portrait\",\"keyboardType\":\"default\",\"returnKeyType\":\"default\",\"secureEntry\":false}}", .invalidSettings),
        ("{\"type\":\"configure\",\"settings\":{\"layout\":\"qwerty\"}}", .invalidSettings),
    ])
    func rejectsBadMessagesWithAClearCode(text: String, code: PlaygroundError.Code) {
        #expect {
            _ = try ClientMessage.decode(text)
        } throws: { error in
            (error as? PlaygroundError)?.code == code && !((error as? PlaygroundError)?.message.isEmpty ?? true)
        }
    }

    @Test func serverMessagesRoundTrip() throws {
        let frame = PlaygroundFrame(
            ack: 4, svg: "<svg/>", width: 375, height: 260,
            document: DocumentState(text: "你好ni", selectionStart: 4, selectionEnd: 4, markedStart: 2, markedEnd: 4),
            candidates: ["你", "尼"], settings: PlaygroundSettings(), status: "中")
        for message in [ServerMessage.state(frame), .error(PlaygroundError(.rateLimited, "slow down")), .pong(3)] {
            #expect(try ServerMessage.decode(message.json()) == message)
        }
        #expect(frame.document.markedText == "ni")
        #expect(frame.document.caret == 4)
    }
}
