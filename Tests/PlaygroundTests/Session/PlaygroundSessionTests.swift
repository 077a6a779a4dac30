import Testing
import TextInputModel
@testable import Playground

@Suite struct PlaygroundSessionTests {
    /// A session over a `RecordingKeyboard`, and a way to reach that keyboard.
    func makeSession(limits: SessionLimits = .standard) throws -> (PlaygroundSession, () -> RecordingKeyboard) {
        nonisolated(unsafe) var made: RecordingKeyboard?
        let session = try PlaygroundSession(limits: limits, now: 100) { document, settings throws(PlaygroundError) in
            let keyboard = try RecordingKeyboard(document: document, settings: settings)
            made = keyboard
            return keyboard
        }
        return (session, { made! })
    }

    @Test func routesMessagesToTheKeyboardAndDrawsAFrame() throws {
        let (session, keyboard) = try makeSession()
        #expect(session.isDirty)
        #expect(session.receive(#"{"type":"key","key":"a","t":10}"#, now: 100.5).isEmpty)
        #expect(session.receive(#"{"type":"key","key":"b","t":20}"#, now: 100.6).isEmpty)
        #expect(keyboard().keys == ["a", "b"])
        let frame = session.takeFrame()
        #expect(frame.ack == 2)
        #expect(frame.document.text == "ab")
        #expect(frame.document.caret == 2)
        #expect(frame.candidates == ["候选"])
        #expect(frame.svg.contains("data-key=\"q\""))
        #expect(frame.width == 375)
        #expect(!session.isDirty)
    }

    @Test func pageTimestampsMapOntoTheServerClockKeepingTheirSpacing() throws {
        let (session, keyboard) = try makeSession()
        _ = session.receive(#"{"type":"touch","id":1,"phase":"began","x":20,"y":100,"t":5000}"#, now: 200)
        _ = session.receive(#"{"type":"touch","id":1,"phase":"ended","x":20,"y":100,"t":5080}"#, now: 200.3)
        let times = keyboard().touches.map(\.1)
        #expect(times[0] == 200)
        #expect(abs(times[1] - 200.08) < 1e-9)
    }

    @Test func errorsAreAnsweredAndTheSessionGoesOn() throws {
        let (session, keyboard) = try makeSession()
        #expect(session.receive("not json", now: 101) == [.error(PlaygroundError(.malformed, "not a JSON object: not json"))])
        let unknown = session.receive(#"{"type":"key","key":"F13","t":1}"#, now: 101)
        #expect(unknown.map(\.errorCode) == [.unknownKey])
        // The page taps candidates as touches; the old `candidate` message is gone.
        let candidate = session.receive(#"{"type":"candidate","index":9}"#, now: 101)
        #expect(candidate.map(\.errorCode) == [.malformed])
        #expect(session.receive(#"{"type":"key","key":"x","t":2}"#, now: 101).isEmpty)
        #expect(keyboard().keys == ["x"])
        #expect(session.document.text == "x")
    }

    @Test func oversizedMessagesAreRefused() throws {
        let (session, keyboard) = try makeSession(limits: SessionLimits(maxMessageBytes: 100))
        let big = #"{"type":"key","key":"a","t":1,"pad":""# + String(repeating: "x", count: 200) + #""}"#
        #expect(session.receive(big, now: 101).map(\.errorCode) == [.tooLarge])
        #expect(keyboard().keys.isEmpty)
    }

    @Test func floodsAreRateLimitedWithOneErrorASecond() throws {
        let (session, keyboard) = try makeSession(limits: SessionLimits(eventsPerSecond: 100, eventBurst: 10))
        var errors: [PlaygroundError.Code] = []
        for index in 0..<50 {
            errors += session.receive(#"{"type":"key","key":"a","t":\#(index)}"#, now: 101 + Double(index) * 0.0001).compactMap(\.errorCode)
        }
        #expect(keyboard().keys.count == 10)
        #expect(errors == [.rateLimited])
        // A second later the bucket has refilled.
        #expect(session.receive(#"{"type":"key","key":"b","t":2000}"#, now: 102.5).isEmpty)
        #expect(keyboard().keys.last == "b")
    }

    @Test func theDocumentStaysWithinItsLimit() throws {
        let (session, _) = try makeSession(limits: SessionLimits(maxDocumentLength: 5))
        var codes: [PlaygroundError.Code] = []
        for (index, letter) in "abcdefg".enumerated() {
            codes += session.receive(#"{"type":"key","key":"\#(letter)","t":\#(index)}"#, now: 101 + Double(index)).compactMap(\.errorCode)
        }
        #expect(session.document.text == "cdefg")
        #expect(codes == [.documentFull, .documentFull])
    }

    @Test func theHostMovesTheCaretSelectsAndClears() throws {
        let (session, _) = try makeSession()
        for (index, letter) in "hello".enumerated() { _ = session.receive(#"{"type":"key","key":"\#(letter)","t":\#(index)}"#, now: 101) }
        _ = session.receive(#"{"type":"host","action":"caret","offset":2}"#, now: 101)
        #expect(session.document.selectedTextRange == .caret(at: 2))
        _ = session.receive(#"{"type":"host","action":"caret","offset":99}"#, now: 101)
        #expect(session.document.selectedTextRange == .caret(at: 5))
        _ = session.receive(#"{"type":"host","action":"select","start":4,"end":1}"#, now: 101)
        #expect(session.takeFrame().document.selectionStart == 1)
        _ = session.receive(#"{"type":"host","action":"clear"}"#, now: 101)
        #expect(session.document.text.isEmpty)
    }

    @Test func settingsChangeTheTraitsAndReachTheKeyboard() throws {
        let (session, keyboard) = try makeSession()
        let settings = PlaygroundSettings(layout: .qwerty, theme: .dark, keyboardType: .emailAddress, returnKeyType: .send, secureEntry: true)
        #expect(session.receive(ClientMessage.configure(settings).json(), now: 101).isEmpty)
        #expect(keyboard().configured == [settings])
        #expect(session.document.textInputTraits.keyboardType == .emailAddress)
        #expect(session.document.textInputTraits.returnKeyType == .send)
        #expect(session.document.textInputTraits.isSecureTextEntry)
        let frame = session.takeFrame()
        #expect(frame.settings == settings)
        #expect(frame.document.secure)
        #expect(frame.svg.contains("#2B2B2D"), "the dark theme's background")
    }

    @Test func ticksRunOnlyWhileTheKeyboardAsks() throws {
        let (session, keyboard) = try makeSession()
        session.tick(now: 101)
        #expect(keyboard().ticks.isEmpty)
        _ = session.receive(#"{"type":"touch","id":1,"phase":"began","x":20,"y":100,"t":0}"#, now: 101)
        #expect(session.needsTicks)
        _ = session.takeFrame()
        session.tick(now: 101.02)
        #expect(keyboard().ticks == [101.02])
        #expect(session.isDirty)
    }

    @Test func idleSessionsExpire() throws {
        let (session, _) = try makeSession(limits: SessionLimits(idleTimeout: 30))
        _ = session.receive(#"{"type":"ping","n":1}"#, now: 101)
        #expect(!session.isExpired(at: 130))
        #expect(session.isExpired(at: 132))
        _ = session.receive(#"{"type":"ping","n":2}"#, now: 132)
        #expect(!session.isExpired(at: 161))
    }

    @Test func aSessionWithoutAFirstMessageExpiresSooner() throws {
        // Issue 32: silent sockets held sessions for the whole idle timeout.
        let (session, _) = try makeSession(limits: SessionLimits(idleTimeout: 30))
        #expect(SessionLimits.standard.firstMessageTimeout == 5)
        #expect(!session.isExpired(at: 104.9))
        #expect(session.isExpired(at: 105.1))
        let (patient, _) = try makeSession(limits: SessionLimits(idleTimeout: 2))
        #expect(patient.isExpired(at: 102.1), "the shorter of the two limits applies before the first message")
    }
}

extension ServerMessage {
    /// The error's code, if this is an error.
    var errorCode: PlaygroundError.Code? {
        if case .error(let error) = self { return error.code }
        return nil
    }
}
