import Foundation
import Testing
@testable import VoiceNote

@Suite struct WAVFileSourceTests {
    @Test func readsEspeakSpeechChunkByChunk() throws {
        let url = try SpeechFixtures.speech()
        let source = try WAVFileSource(url: url)
        #expect(source.format == PCMFormat(sampleRate: 22_050, channels: 1))
        #expect(source.duration > 2 && source.duration < 20)
        var frames = 0, chunks = 0, nonSilent = 0
        while let chunk = try source.read(maxFrames: 1_000) {
            #expect(chunk.frameCount <= 1_000)
            frames += chunk.frameCount
            chunks += 1
            nonSilent += chunk.samples.filter { abs(Int($0)) > 500 }.count
        }
        #expect(frames == source.frameCount)
        #expect(chunks == (source.frameCount + 999) / 1_000)
        #expect(nonSilent > frames / 20, "speech, not silence")
        #expect(try source.read(maxFrames: 1_000) == nil)
    }

    @Test func writerAndReaderRoundTripStereo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let format = PCMFormat(sampleRate: 44_100, channels: 2)
        let chunk = sineChunk(seconds: 0.25, format: format)
        let writer = try WAVFileWriter(url: folder.file("a.wav"), format: format)
        try writer.append(chunk)
        try writer.append(chunk)
        try writer.finish()
        let source = try WAVFileSource(url: folder.file("a.wav"))
        #expect(source.format == format)
        #expect(source.frameCount == 2 * chunk.frameCount)
        let first = try #require(try source.read(maxFrames: chunk.frameCount))
        #expect(first == chunk)
        #expect(folder.contents == ["a.wav"])
    }

    @Test func readsFloatAndEightBitFilesMadeBySox() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let speech = try SpeechFixtures.speech()
        let reference = try WAVFileSource(url: speech)
        for (name, options) in [("f32.wav", ["-e", "floating-point", "-b", "32"]), ("u8.wav", ["-e", "unsigned-integer", "-b", "8"]), ("s24.wav", ["-b", "24"])] {
            try runTool("sox", [speech.path] + options + [folder.file(name).path])
            let source = try WAVFileSource(url: folder.file(name))
            #expect(source.format == reference.format, "\(name)")
            #expect(source.frameCount == reference.frameCount, "\(name)")
            let level = try rmsLevel(of: folder.file(name))
            #expect(abs(level - (try rmsLevel(of: speech))) < 0.5, "\(name) keeps the level")
        }
    }

    @Test func rejectsFilesThatAreNotPCMWAV() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data("hello, not a wav".utf8).write(to: folder.file("text.wav"))
        #expect(throws: VoiceNoteError.invalidWAV(path: folder.file("text.wav").path, reason: "missing RIFF/WAVE signature")) {
            try WAVFileSource(url: folder.file("text.wav"))
        }
        #expect(throws: VoiceNoteError.self) { try WAVFileSource(url: folder.file("absent.wav")) }
        var header = WAVFileWriter.header(format: .speech, dataBytes: 0)
        header[20] = 2  // format tag 2: ADPCM
        try Data(header).write(to: folder.file("adpcm.wav"))
        do {
            _ = try WAVFileSource(url: folder.file("adpcm.wav"))
            Issue.record("ADPCM accepted")
        } catch let error as VoiceNoteError {
            #expect(error.description.contains("not linear PCM"))
        }
        try Data(Array(header.prefix(30))).write(to: folder.file("short.wav"))
        #expect(throws: VoiceNoteError.self) { try WAVFileSource(url: folder.file("short.wav")) }
    }

    @Test func streamedHeaderWithUnknownSizeReadsToTheEnd() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var bytes = WAVFileWriter.header(format: .speech, dataBytes: 0xFFFF_FFFF)
        bytes += [UInt8](repeating: 1, count: 3_201)  // 1 600 frames and a stray byte
        try Data(bytes).write(to: folder.file("pipe.wav"))
        let source = try WAVFileSource(url: folder.file("pipe.wav"))
        #expect(source.frameCount == 1_600)
    }
}

@Suite struct PCMChunkTests {
    @Test func rejectsPartialFramesAndConvertsFloatsAndBytes() throws {
        #expect(throws: VoiceNoteError.self) { try PCMChunk(samples: [1, 2, 3], format: PCMFormat(sampleRate: 16_000, channels: 2)) }
        let floats = try PCMChunk(floatSamples: [0, 1, -1, 2, .nan], format: .speech)
        #expect(floats.samples == [0, 32_767, -32_767, 32_767, 0])
        let bytes = try PCMChunk(littleEndianBytes: [0x01, 0x00, 0xFF, 0xFF], format: .speech)
        #expect(bytes.samples == [1, -1])
        #expect(throws: VoiceNoteError.self) { try PCMChunk(littleEndianBytes: [1, 2, 3], format: .speech) }
    }

    @Test func formatValidationNamesTheProblem() {
        #expect(throws: VoiceNoteError.unsupportedFormat("sample rate 12345 Hz is not an MP3 rate (8000…48000)")) {
            try PCMFormat(sampleRate: 12_345, channels: 1).validate()
        }
        #expect(throws: VoiceNoteError.self) { try PCMFormat(sampleRate: 16_000, channels: 6).validate() }
    }
}

@Suite struct CapturedAudioBufferTests {
    @Test func pushedChunksComeOutInOrderFromManyThreads() async throws {
        let buffer = CapturedAudioBuffer(format: .speech)
        let chunk = try PCMChunk(samples: [Int16](repeating: 7, count: 160), format: .speech)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<50 { group.addTask { try? buffer.push(chunk) } }
        }
        #expect(buffer.bufferedFrames == 50 * 160)
        let partial = try #require(try buffer.read(maxFrames: 1_000))
        #expect(partial.frameCount == 1_000)
        buffer.finish()
        #expect(throws: VoiceNoteError.self) { try buffer.push(chunk) }
        let rest = try #require(try buffer.read(maxFrames: 100_000))
        #expect(rest.frameCount == 7_000)
        #expect(try buffer.read(maxFrames: 10) == nil)
    }

    @Test func emptyReadBeforeFinishIsNotTheEnd() throws {
        let buffer = CapturedAudioBuffer(format: .speech)
        #expect(try buffer.read(maxFrames: 10)?.frameCount == 0)
        #expect(throws: VoiceNoteError.self) {
            try buffer.push(sineChunk(seconds: 0.1, format: PCMFormat(sampleRate: 48_000, channels: 1)))
        }
    }
}
