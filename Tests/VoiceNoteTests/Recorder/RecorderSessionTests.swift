import Foundation
import Testing
@testable import VoiceNote

@Suite struct RecorderSessionTests {
    func session(_ folder: TemporaryFolder, format: PCMFormat, configuration: RecorderConfiguration = .standard, clock: ManualRecorderClock) throws -> RecorderSession {
        try RecorderSession(id: UUID(), format: format, files: RecordingFiles(mp3: folder.file("note.mp3")), configuration: configuration, clock: clock)
    }

    @Test func holdingForTheWholeSpeechKeepsOnlyTheMP3() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var source = try WAVFileSource(url: try SpeechFixtures.speech())
        let clock = ManualRecorderClock(start: 500)
        let recorder = try session(folder, format: source.format, clock: clock)
        var sawWorkingFiles = false
        let events = RecorderReplay(chunkFrames: 512).run(&source, session: recorder, clock: clock) { event in
            if case .level = event.kind, !sawWorkingFiles {
                sawWorkingFiles = folder.contents == ["note.mp3.partial", "note.mp3.pcm.wav"]
            }
        }
        #expect(sawWorkingFiles, "PCM and MP3 are written while recording")
        #expect(recorder.state == .finished)
        #expect(events.first?.kind == .started)
        guard case .finished(let note) = events.last?.kind else { Issue.record("no finished event: \(String(describing: events.last))"); return }
        #expect(note.file == folder.file("note.mp3"))
        #expect(note.duration == source.duration)
        #expect(folder.contents == ["note.mp3"], "the PCM file is removed on success")
        #expect(try Data(contentsOf: note.file).count == note.byteCount)
        let levels = events.filter { if case .level = $0.kind { true } else { false } }.count
        #expect(abs(levels - Int(source.duration / 0.05)) <= 1)
        let decoded = try decodedDuration(of: note.file, in: folder)
        #expect(abs(decoded.seconds - source.duration) < 0.1)
    }

    @Test func holdOfPointEightSecondsIsTooShortAndLeavesNoFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var source = try WAVFileSource(url: try SpeechFixtures.speech())
        let clock = ManualRecorderClock()
        let recorder = try session(folder, format: source.format, clock: clock)
        let events = RecorderReplay(holdFor: 0.8).run(&source, session: recorder, clock: clock)
        #expect(recorder.state == .tooShort)
        #expect(events.last?.kind == .tooShort(duration: 0.8))
        #expect(events.last?.description.contains("录音时间太短") == true)
        #expect(folder.contents == [])
        #expect(recorder.note == nil)
    }

    @Test func sixtyOneSecondSourceStopsAtSixtySeconds() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var source = try WAVFileSource(url: try SpeechFixtures.long61())
        #expect(abs(source.duration - 61) < 0.001)
        let clock = ManualRecorderClock()
        let recorder = try session(folder, format: source.format, clock: clock)
        let events = RecorderReplay(chunkFrames: 2_048).run(&source, session: recorder, clock: clock)
        #expect(recorder.state == .maxReached)
        guard case .maxReached(let note) = events.last?.kind else { Issue.record("no max-reached event"); return }
        #expect(note.duration == 60)
        #expect(events.last?.time == 60)
        let countdown = events.compactMap { if case .countdown(let left) = $0.kind { left } else { nil } }
        #expect(countdown == Array((1...10).reversed()))
        #expect(folder.contents == ["note.mp3"])
        let decoded = try decodedDuration(of: note.file, in: folder)
        #expect(abs(decoded.seconds - 60) < 0.1, "decoded \(decoded.seconds) s")
    }

    @Test func slidingUpThenReleasingCancelsAndLeavesNoFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var source = try WAVFileSource(url: try SpeechFixtures.speech())
        let clock = ManualRecorderClock()
        let recorder = try session(folder, format: source.format, clock: clock)
        let events = RecorderReplay(holdFor: 3, slideUpAt: 2).run(&source, session: recorder, clock: clock)
        #expect(events.map(\.kind).contains(.cancelArmed))
        #expect(events.last?.kind == .cancelled)
        #expect(events.last?.time == 3)
        #expect(folder.contents == [])
    }

    @Test func slidingBackDownStillSends() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var source = try WAVFileSource(url: try SpeechFixtures.speech())
        let clock = ManualRecorderClock()
        let recorder = try session(folder, format: source.format, clock: clock)
        let events = RecorderReplay(holdFor: 2.5, slideUpAt: 1, slideBackAt: 2).run(&source, session: recorder, clock: clock)
        #expect(events.map(\.kind).contains(.cancelDisarmed))
        #expect(recorder.state == .finished)
        #expect(recorder.note?.duration == 2.5)
        #expect(folder.contents == ["note.mp3"])
    }

    @Test func aFailingSourceFailsTheSessionAndLeavesNoFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var source = ScriptedSource(format: .speech, chunks: [sineChunk(seconds: 2)], failure: VoiceNoteError.invalidAudio("capture stopped"))
        let clock = ManualRecorderClock()
        let recorder = try session(folder, format: .speech, clock: clock)
        let events = RecorderReplay().run(&source, session: recorder, clock: clock)
        #expect(recorder.state == .failed)
        #expect(events.last?.kind == .failed(message: "invalid audio: capture stopped"))
        #expect(folder.contents == [])
    }

    @Test func aWrongFormatChunkFailsTheSessionAndLeavesNoFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let clock = ManualRecorderClock()
        let recorder = try session(folder, format: .speech, clock: clock)
        _ = recorder.press()
        #expect(folder.contents.count == 2)
        let events = recorder.append(sineChunk(seconds: 0.1, format: PCMFormat(sampleRate: 48_000, channels: 1)))
        #expect(recorder.state == .failed)
        #expect(events.count == 1)
        #expect(folder.contents == [])
    }

    @Test func anUnwritableFolderFailsAtPressWithNoFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let missing = folder.url.appendingPathComponent("no-such-dir")
        let recorder = try RecorderSession(format: .speech, files: RecordingFiles(directory: missing, id: UUID()), clock: ManualRecorderClock())
        let events = recorder.press()
        #expect(recorder.state == .failed)
        guard case .failed(let message) = events.last?.kind else { Issue.record("no failure"); return }
        #expect(message.contains("no-such-dir"))
        #expect(folder.contents == [])
    }

    @Test func hostCancelAndAbandonedSessionsRemoveTheirFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let clock = ManualRecorderClock()
        let recorder = try session(folder, format: .speech, clock: clock)
        _ = recorder.press()
        _ = recorder.append(sineChunk(seconds: 1.5))
        #expect(recorder.cancel().last?.kind == .cancelled)
        #expect(folder.contents == [])
        do {
            let abandoned = try session(folder, format: .speech, clock: clock)
            _ = abandoned.press()
            _ = abandoned.append(sineChunk(seconds: 0.5))
            #expect(folder.contents.count == 2)
        }
        #expect(folder.contents == [], "deinit of an unfinished session removes its files")
    }

    @Test func pushedChunksFromABrowserProduceANote() throws {
        // What the playground's server does: push little-endian PCM from a socket, tick a timer, release.
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let format = PCMFormat(sampleRate: 48_000, channels: 1)
        let clock = ManualRecorderClock()
        let recorder = try session(folder, format: format, clock: clock)
        let buffer = CapturedAudioBuffer(format: format)
        _ = recorder.press()
        for index in 0..<30 {  // 30 × 50 ms
            let chunk = sineChunk(seconds: 0.05, format: format, startFrame: index * 2_400)
            let bytes = chunk.samples.flatMap { withUnsafeBytes(of: $0.littleEndian, Array.init) }
            try buffer.push(try PCMChunk(littleEndianBytes: bytes, format: format))
            clock.advance(by: 0.05)
            while let available = try buffer.read(maxFrames: 1_024), available.frameCount > 0 { _ = recorder.append(available) }
            _ = recorder.tick()
        }
        let events = recorder.release()
        guard case .finished(let note) = events.last?.kind else { Issue.record("not finished: \(events)"); return }
        #expect(abs(note.duration - 1.5) < 1e-9)
        #expect(folder.contents == ["note.mp3"])
        #expect(abs(try decodedDuration(of: note.file, in: folder).seconds - 1.5) < 0.1)
    }
}
