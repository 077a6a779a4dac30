import Foundation
import VoiceNote

/// `shurufa voice`: voice notes — streaming WAV → MP3, and replaying a hold-to-record session.
enum VoiceCommand: CLICommand {
    static let name = "voice"
    static let summary = "Voice notes: voice encode IN.wav -o OUT.mp3 | voice record --from IN.wav [--hold S] [--slide-up-at S]."

    static let help = """
        usage: shurufa voice encode IN.wav -o OUT.mp3 [--bitrate KBPS | --vbr 0-9] [--quality 0-9] [--rate HZ] [--stereo] [--chunk FRAMES]
               shurufa voice record --from IN.wav [--hold SECONDS] [--slide-up-at SECONDS] [--slide-back-at SECONDS]
                                    [-o OUT.mp3] [--min S] [--max S] [--countdown S] [--levels] [--json]
          encode  converts chunk by chunk as it reads (never the whole file at once)
          record  replays a press-and-hold: releases at --hold (or when the file ends), slides up at --slide-up-at;
                  prints one event per line (levels only with --levels); the MP3 goes to -o (default voice-note.mp3)
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        guard let sub = arguments.first else { throw UsageError(help) }
        let rest = Array(arguments.dropFirst())
        switch sub {
        case "encode": return try encode(rest)
        case "record": return try record(rest)
        case "help", "-h", "--help":
            print(help)
            return 0
        default: throw UsageError("unknown voice subcommand '\(sub)'\n" + help)
        }
    }

    static func encode(_ arguments: [String]) throws -> Int32 {
        var reader = ArgumentReader(arguments)
        let output = try reader.option("-o", "--output")
        let settings = try readSettings(&reader)
        let chunk = try number(reader.option("--chunk"), "--chunk", default: 4_096, in: 1...1_000_000)
        let inputs = try reader.positionals()
        guard inputs.count == 1, let output else { throw UsageError("usage: shurufa voice encode IN.wav -o OUT.mp3") }
        let destination = URL(fileURLWithPath: output)
        try OutputDestination.check(destination, notSameAs: URL(fileURLWithPath: inputs[0]))
        var source = try WAVFileSource(url: URL(fileURLWithPath: inputs[0]))
        PartialOutputCleanup.install(removing: [destination.appendingPathExtension("partial")])
        let started = DispatchTime.now().uptimeNanoseconds
        let result = try MP3Encoding.encode(&source, to: destination, settings: settings, chunkFrames: Int(chunk))
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        print(String(format: "%@: %.3f s of %@ → %d bytes in %.3f s (%.0f× real time)",
                     output, source.duration, source.format.description, result.bytes, seconds, source.duration / max(seconds, 1e-9)))
        return 0
    }

    static func record(_ arguments: [String]) throws -> Int32 {
        var reader = ArgumentReader(arguments)
        guard let input = try reader.option("--from") else { throw UsageError("voice record needs --from IN.wav") }
        let output = try reader.option("-o", "--output") ?? "voice-note.mp3"
        let replay = RecorderReplay(
            holdFor: try seconds(reader.option("--hold"), "--hold"),
            slideUpAt: try seconds(reader.option("--slide-up-at"), "--slide-up-at"),
            slideBackAt: try seconds(reader.option("--slide-back-at"), "--slide-back-at"),
            chunkFrames: Int(try number(reader.option("--chunk"), "--chunk", default: 1_024, in: 1...1_000_000)))
        var configuration = RecorderConfiguration.standard
        configuration.minimumDuration = try seconds(reader.option("--min"), "--min") ?? configuration.minimumDuration
        configuration.maximumDuration = try seconds(reader.option("--max"), "--max") ?? configuration.maximumDuration
        configuration.countdownStart = try seconds(reader.option("--countdown"), "--countdown")
            ?? max(0, configuration.maximumDuration - 10)
        let settings = try readSettings(&reader)
        let showLevels = reader.flag("--levels")
        let json = reader.flag("--json")
        guard try reader.positionals().isEmpty else { throw UsageError("unexpected arguments: \(reader.remaining.joined(separator: " "))") }
        do { try configuration.validate() } catch { throw UsageError("\(error)") }

        let files = RecordingFiles(mp3: URL(fileURLWithPath: output))
        try OutputDestination.check(files.mp3, notSameAs: URL(fileURLWithPath: input))
        var source = try WAVFileSource(url: URL(fileURLWithPath: input))
        PartialOutputCleanup.install(removing: [files.partialMP3, files.pcm])
        let clock = ManualRecorderClock()
        let session = try RecorderSession(format: source.format, files: files,
                                          configuration: configuration, settings: settings, clock: clock)
        var levels: [LevelReading] = []
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        replay.run(&source, session: session, clock: clock) { event in
            if case .level(let reading) = event.kind {
                levels.append(reading)
                if !showLevels { return }
            }
            if json, let line = try? encoder.encode(event) {
                print(String(decoding: line, as: UTF8.self))
            } else {
                print(event.description)
            }
        }
        if !showLevels && !json, let loudest = levels.map(\.rms).max() {
            print("levels: \(levels.count) readings, loudest \(String(format: "%.1f", loudest)) dBFS (--levels prints each)")
        }
        switch session.state {
        case .finished, .maxReached, .cancelled, .tooShort: return 0
        default: return 1
        }
    }

    private static func readSettings(_ reader: inout ArgumentReader) throws -> MP3Settings {
        var settings = MP3Settings.voice
        if let kbps = try reader.option("--bitrate") {
            settings.bitrate = .constant(kbps: Int(try number(kbps, "--bitrate", default: 0, in: 8...320)))
        }
        if let vbr = try reader.option("--vbr") {
            settings.bitrate = .variable(quality: Int(try number(vbr, "--vbr", default: 0, in: 0...9)))
        }
        if let quality = try reader.option("--quality") {
            settings.quality = Int(try number(quality, "--quality", default: 0, in: 0...9))
        }
        if let rate = try reader.option("--rate") {
            settings.outputSampleRate = Int(try number(rate, "--rate", default: 0, in: 8_000...48_000))
        }
        if reader.flag("--stereo") { settings.mono = false }
        do { try settings.validate() } catch { throw UsageError("\(error)") }
        return settings
    }

    private static func number(_ text: String?, _ name: String, default value: Int, in range: ClosedRange<Int>) throws -> Int {
        guard let text else { return value }
        guard let number = Int(text), range.contains(number) else {
            throw UsageError("\(name) must be a whole number in \(range.lowerBound)…\(range.upperBound), not '\(text)'")
        }
        return number
    }

    private static func seconds(_ text: String?, _ name: String) throws -> Double? {
        guard let text else { return nil }
        guard let value = Double(text), value.isFinite, value >= 0 else {
            throw UsageError("\(name) must be a number of seconds ≥ 0, not '\(text)'")
        }
        return value
    }
}
