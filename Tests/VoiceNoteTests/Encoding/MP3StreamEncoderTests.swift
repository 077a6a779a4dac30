import Foundation
import Testing
@testable import VoiceNote

@Suite struct MP3StreamEncoderTests {
    @Test func speechEncodesToAnMP3WithinHundredMillisecondsOfItsLength() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let speech = try SpeechFixtures.speech()
        var source = try WAVFileSource(url: speech)
        let result = try MP3Encoding.encode(&source, to: folder.file("speech.mp3"), chunkFrames: 1_024)
        #expect(result.frames == source.frameCount)
        #expect(folder.contents == ["speech.mp3"])
        let mp3 = try Data(contentsOf: folder.file("speech.mp3"))
        #expect(mp3.count == result.bytes)
        #expect(mp3[0] == 0xFF && mp3[1] & 0xE0 == 0xE0, "starts with an MPEG frame sync")
        #expect(mp3.range(of: Data("Xing".utf8)) != nil || mp3.range(of: Data("Info".utf8)) != nil, "LAME tag written")
        let decoded = try decodedDuration(of: folder.file("speech.mp3"), in: folder)
        #expect(abs(decoded.seconds - source.duration) < 0.1, "decoded \(decoded.seconds) s, input \(source.duration) s")
        let inputLevel = try rmsLevel(of: speech), outputLevel = try rmsLevel(of: decoded.wav)
        #expect(abs(inputLevel - outputLevel) < 2, "speech survives: \(inputLevel) vs \(outputLevel) dBFS")
    }

    @Test func stereoAtConstantBitrateAndChosenRate() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var source = try WAVFileSource(url: try SpeechFixtures.stereo44k())
        let settings = MP3Settings(bitrate: .constant(kbps: 64), quality: 2, outputSampleRate: 22_050, mono: true)
        try MP3Encoding.encode(&source, to: folder.file("s.mp3"), settings: settings, chunkFrames: 777)
        let decoded = try decodedDuration(of: folder.file("s.mp3"), in: folder)
        let decodedSource = try WAVFileSource(url: decoded.wav)
        #expect(decodedSource.format == PCMFormat(sampleRate: 22_050, channels: 1))
        #expect(abs(decoded.seconds - source.duration) < 0.1, "decoded \(decoded.seconds) s, input \(source.duration) s")
    }

    @Test func chunkedEncodingMatchesOneShotEncoding() throws {
        let chunk = sineChunk(seconds: 2)
        let whole = try MP3StreamEncoder(input: .speech)
        var oneShot = try whole.encode(chunk)
        try whole.finish { oneShot += $0 }
        let pieces = try MP3StreamEncoder(input: .speech)
        var streamed: [UInt8] = []
        var offset = 0
        for size in [1, 100, 999, 4_096, 10_000] + [Int](repeating: 3_000, count: 10) where offset < chunk.frameCount {
            let part = try PCMChunk(samples: Array(chunk.samples[offset..<min(chunk.samples.count, offset + size)]), format: .speech)
            streamed += try pieces.encode(part)
            offset += part.frameCount
        }
        try pieces.finish { streamed += $0 }
        #expect(offset == chunk.frameCount)
        #expect(streamed == oneShot, "chunking does not change the stream")
    }

    @Test func badSettingsAndMismatchedChunksAreClearErrors() throws {
        #expect(throws: VoiceNoteError.encoderFailed("quality 12 is not in 0…9")) {
            try MP3StreamEncoder(input: .speech, settings: MP3Settings(bitrate: .variable(quality: 4), quality: 12))
        }
        #expect(throws: VoiceNoteError.self) { try MP3StreamEncoder(input: .speech, settings: MP3Settings(bitrate: .constant(kbps: 1_000))) }
        #expect(throws: VoiceNoteError.self) { try MP3StreamEncoder(input: PCMFormat(sampleRate: 96_000, channels: 1)) }
        let encoder = try MP3StreamEncoder(input: .speech)
        #expect(throws: VoiceNoteError.self) { try encoder.encode(sineChunk(seconds: 0.1, format: PCMFormat(sampleRate: 16_000, channels: 2))) }
        try encoder.finish { _ in }
        #expect(throws: VoiceNoteError.invalidState("encode after finish")) { try encoder.encode(sineChunk(seconds: 0.1)) }
    }

    @Test func aFailingSourceLeavesNoFileBehind() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var source = ScriptedSource(format: .speech, chunks: [sineChunk(seconds: 1)], failure: VoiceNoteError.invalidAudio("microphone unplugged"))
        #expect(throws: VoiceNoteError.invalidAudio("microphone unplugged")) {
            try MP3Encoding.encode(&source, to: folder.file("x.mp3"))
        }
        #expect(folder.contents == [])
        var unsupported = ScriptedSource(format: PCMFormat(sampleRate: 7_000, channels: 1), chunks: [])
        #expect(throws: VoiceNoteError.self) { try MP3Encoding.encode(&unsupported, to: folder.file("y.mp3")) }
        #expect(folder.contents == [])
    }
}
