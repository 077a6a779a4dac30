import ArgumentParser
import FileOutput
import Foundation
import VoiceNote

/// `shurufa voice`: voice notes — streaming WAV → MP3, and replaying a hold-to-record session.
struct VoiceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "voice",
        abstract: "Voice notes: voice encode IN.wav -o OUT.mp3 | voice record --from IN.wav [--hold S] [--slide-up-at S].",
        subcommands: [Encode.self, Record.self]
    )

    /// The MP3 settings both subcommands take.
    struct MP3Options: ParsableArguments {
        @Option(help: "Constant bit rate, 8…320 kbps (default: variable, --vbr).") var bitrate: String?
        @Option(help: "Variable bit rate quality, 0 (best)…9 (default: \(Self.defaultVBR)).") var vbr: String?
        @Option(help: "Encoder quality, 0 (best)…9 (default: \(MP3Settings.voice.quality)).") var quality: String?
        @Option(help: "Output sample rate, 8000…48000 Hz (default: LAME's choice for the input and bit rate).") var rate: String?
        @Flag(help: "Keep two channels.") var stereo = false

        /// The voice-note preset's variable bit rate quality.
        static var defaultVBR: String {
            if case .variable(let quality) = MP3Settings.voice.bitrate { return "\(quality)" }
            return "none"
        }
    }

    /// `shurufa voice encode IN.wav -o OUT.mp3`.
    struct Encode: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Converts a WAV file to MP3 chunk by chunk as it reads (never the whole file at once).")
        @Argument(help: "The WAV file.") var input: String
        @Option(name: [.customShort("o"), .long], help: "The MP3 file to write.") var output: String
        @Option(help: "Frames per chunk (default: 4096).") var chunk: String?
        @Flag(help: "Replace an existing output file.") var force = false
        @OptionGroup var mp3: MP3Options
        func run() throws { try finish(VoiceCommand.encode(self)) }
    }

    /// `shurufa voice record --from IN.wav …`.
    struct Record: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Replays a press-and-hold over a WAV file, one event per line.",
            discussion: """
                Releases at --hold (or when the file ends), slides up at --slide-up-at; prints one event per line \
                (levels only with --levels); the MP3 goes to -o (default voice-note.mp3).
                """)
        @Option(help: "The WAV file to replay.") var from: String
        @Option(name: [.customShort("o"), .long], help: "The MP3 file to write.") var output: String = "voice-note.mp3"
        @Option(help: "Release after SECONDS (default: when the file ends).") var hold: String?
        @Option(name: .customLong("slide-up-at"), help: "Slide up (arm cancel) at SECONDS (default: never).") var slideUpAt: String?
        @Option(name: .customLong("slide-back-at"), help: "Slide back down at SECONDS (default: never).") var slideBackAt: String?
        @Option(help: "Frames per chunk (default: 1024).") var chunk: String?
        @Option(help: "Shortest note, seconds (default: \(Self.shown(Self.defaults.minimumDuration))).") var min: String?
        @Option(help: "Longest note, seconds (default: \(Self.shown(Self.defaults.maximumDuration))).") var max: String?
        @Option(help: "Countdown start, seconds (default: 10 before --max).") var countdown: String?
        @Flag(help: "Print every level reading.") var levels = false
        @Flag(help: "One JSON object per event.") var json = false
        @Flag(help: "Replace an existing output file.") var force = false
        @OptionGroup var mp3: MP3Options
        func run() throws { try finish(VoiceCommand.record(self)) }

        /// The recorder's defaults, for the help.
        static let defaults = RecorderConfiguration.standard
        /// Seconds without a needless `.0`.
        static func shown(_ seconds: Double) -> String { seconds == seconds.rounded() ? "\(Int(seconds))" : "\(seconds)" }
    }

    static func encode(_ options: Encode) throws -> Int32 {
        let output = options.output
        let settings = try readSettings(options.mp3)
        let chunk = try number(options.chunk, "--chunk", default: 4_096, in: 1...1_000_000)
        let destination = URL(fileURLWithPath: output)
        try OutputPath(output, force: options.force, notSameAs: [options.input]).check()
        var source = try WAVFileSource(url: URL(fileURLWithPath: options.input))
        PartialOutputCleanup.install(removing: [destination.appendingPathExtension("partial")])
        let started = DispatchTime.now().uptimeNanoseconds
        let result = try MP3Encoding.encode(&source, to: destination, settings: settings, chunkFrames: Int(chunk))
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        print(String(format: "%@: %.3f s of %@ → %d bytes in %.3f s (%.0f× real time)",
                     output, source.duration, source.format.description, result.bytes, seconds, source.duration / max(seconds, 1e-9)))
        return 0
    }

    static func record(_ options: Record) throws -> Int32 {
        let input = options.from
        let output = options.output
        let replay = RecorderReplay(
            holdFor: try seconds(options.hold, "--hold"),
            slideUpAt: try seconds(options.slideUpAt, "--slide-up-at"),
            slideBackAt: try seconds(options.slideBackAt, "--slide-back-at"),
            chunkFrames: Int(try number(options.chunk, "--chunk", default: 1_024, in: 1...1_000_000)))
        var configuration = RecorderConfiguration.standard
        configuration.minimumDuration = try seconds(options.min, "--min") ?? configuration.minimumDuration
        configuration.maximumDuration = try seconds(options.max, "--max") ?? configuration.maximumDuration
        configuration.countdownStart = try seconds(options.countdown, "--countdown")
            ?? Swift.max(0, configuration.maximumDuration - 10)
        let settings = try readSettings(options.mp3)
        let showLevels = options.levels
        let json = options.json
        do { try configuration.validate() } catch { throw UsageError("\(error)") }

        let files = RecordingFiles(mp3: URL(fileURLWithPath: output))
        try OutputPath(output, force: options.force, notSameAs: [input]).check()
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

    private static func readSettings(_ options: MP3Options) throws -> MP3Settings {
        var settings = MP3Settings.voice
        if let kbps = options.bitrate {
            settings.bitrate = .constant(kbps: Int(try number(kbps, "--bitrate", default: 0, in: 8...320)))
        }
        if let vbr = options.vbr {
            settings.bitrate = .variable(quality: Int(try number(vbr, "--vbr", default: 0, in: 0...9)))
        }
        if let quality = options.quality {
            settings.quality = Int(try number(quality, "--quality", default: 0, in: 0...9))
        }
        if let rate = options.rate {
            settings.outputSampleRate = Int(try number(rate, "--rate", default: 0, in: 8_000...48_000))
        }
        if options.stereo { settings.mono = false }
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
