import Foundation
import Testing
import VoiceNote
@testable import Playground

@Suite struct VoiceSessionTests {
    private func makeSession(_ clock: ManualRecorderClock) throws -> VoiceSession {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("voice-test-\(UUID().uuidString)")
        return try VoiceSession(directory: directory, clock: clock)
    }

    private func hold(_ session: VoiceSession, _ clock: ManualRecorderClock, seconds: Double) -> [VoiceReply] {
        var replies = session.receive(#"{"type":"press","source":"sample","sampleRate":16000}"#)
        var held = 0.0
        while held < seconds - 1e-9 {
            clock.advance(by: 0.05)
            held += 0.05
            replies += session.tick()
        }
        return replies + session.receive(#"{"type":"release"}"#)
    }

    @Test func sampleHeldPastTheMinimumFinishesAnMP3() throws {
        let clock = ManualRecorderClock()
        let session = try makeSession(clock)
        defer { session.close() }
        let replies = hold(session, clock, seconds: 1.5)
        #expect(replies.first == .started)
        #expect(replies.contains { if case .level = $0 { return true } else { return false } })
        guard case .finished(let id, let duration, let bytes) = replies.last else {
            Issue.record("no finished note: \(replies.suffix(3))")
            return
        }
        #expect(abs(duration - 1.5) < 0.1)
        let file = try #require(session.notes[id])
        let data = [UInt8](try Data(contentsOf: file))
        #expect(data.count == bytes)
        let id3 = data.starts(with: Array("ID3".utf8))
        let sync = data.count > 1 && data[0] == 0xFF && data[1] & 0xE0 == 0xE0
        #expect(id3 || sync)
        #expect(replies.last?.json().contains(VoiceReply.path(of: id)) == true)
    }

    @Test func aShortHoldIsTooShortAndKeepsNothing() throws {
        let clock = ManualRecorderClock()
        let session = try makeSession(clock)
        defer { session.close() }
        let replies = hold(session, clock, seconds: 0.5)
        guard case .tooShort = replies.last else {
            Issue.record("expected tooShort, got \(replies.suffix(3))")
            return
        }
        #expect(replies.last?.json().contains("录音时间太短") == true)
        #expect(session.notes.isEmpty)
    }

    @Test func slidingUpArmsCancelAndReleasingCancels() throws {
        let clock = ManualRecorderClock()
        let session = try makeSession(clock)
        defer { session.close() }
        _ = session.receive(#"{"type":"press","source":"sample"}"#)
        clock.advance(by: 0.5)
        _ = session.tick()
        #expect(session.receive(#"{"type":"slide","distance":80}"#).contains(.cancelArmed))
        clock.advance(by: 1)
        _ = session.tick()
        #expect(session.receive(#"{"type":"release"}"#).last == .cancelled)
        #expect(session.notes.isEmpty)
    }

    @Test func closeRemovesTheFolder() throws {
        let clock = ManualRecorderClock()
        let session = try makeSession(clock)
        _ = hold(session, clock, seconds: 1.2)
        #expect(session.notes.count == 1)
        session.close()
        #expect(!FileManager.default.fileExists(atPath: session.directory.path))
    }

    @Test func badMessagesAreRefusedWithAReason() throws {
        let session = try makeSession(ManualRecorderClock())
        defer { session.close() }
        let hostileRates = ["1e19", "-1e19", "1e308", "9223372036854775808", "16000.5", "-16000"].map { #"{"type":"press","sampleRate":"# + $0 + "}" }
        for text in ["nope", #"{"type":"press","sampleRate":12345}"#, #"{"type":"pcm","data":"@@"}"#, #"{"type":"fly"}"#, "{}"] + hostileRates {
            let replies = session.receive(text)
            guard case .error(let message) = replies.first else {
                Issue.record("\(text) was not refused: \(replies)")
                continue
            }
            #expect(!message.isEmpty)
        }
        #expect(session.receive(#"{"type":"release"}"#).isEmpty)
    }

    @Test func microphonePCMIsRecorded() throws {
        let clock = ManualRecorderClock()
        let session = try makeSession(clock)
        defer { session.close() }
        _ = session.receive(#"{"type":"press","source":"mic","sampleRate":16000}"#)
        let chunk = try VoiceSample(format: .speech).chunk(from: 0, count: 1_600)
        let bytes = chunk.samples.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8(truncatingIfNeeded: $0 >> 8)] }
        let message = #"{"type":"pcm","data":""# + Data(bytes).base64EncodedString() + #""}"#
        for _ in 0..<12 {
            clock.advance(by: 0.1)
            _ = session.receive(message)
        }
        guard case .finished(_, let duration, _) = session.receive(#"{"type":"release"}"#).last else {
            Issue.record("no note")
            return
        }
        #expect(abs(duration - 1.2) < 0.05)
    }
}
