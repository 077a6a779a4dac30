import Foundation
import VoiceNote

/// One page's voice recorder: hold-to-record notes over the voice WebSocket (`/voice`). Each press
/// starts a fresh `RecorderSession` in the session's own folder; audio comes from the page's
/// microphone (`pcm` messages, base64 16-bit little-endian) or, with `source: "sample"`, from a
/// synthesized sample fed on every tick as time passes. Not thread-safe: `VoiceConnection` keeps it in an actor.
public final class VoiceSession {
    /// Where this session's notes are written; removed by `close()`.
    public let directory: URL
    /// The recorder's limits (minimum and maximum length, countdown), the same for every press.
    public let configuration: RecorderConfiguration
    private let clock: any RecorderClock
    private var recorder: RecorderSession?
    private var sample: VoiceSample?
    private var sampleFramesFed = 0
    /// Finished notes by id, for the HTTP route.
    public private(set) var notes: [UUID: URL] = [:]

    /// A session writing under `directory` (created here).
    public init(
        directory: URL, configuration: RecorderConfiguration = .standard, clock: any RecorderClock = SystemRecorderClock()
    ) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        self.directory = directory
        self.configuration = configuration
        self.clock = clock
    }

    /// Whether a recording is under way (the connection ticks while it is).
    public var isRecording: Bool { recorder?.state.isRecording ?? false }

    /// Handles one text message from the page; returns the replies.
    public func receive(_ text: String) -> [VoiceReply] {
        let message: VoiceCommand
        do {
            message = try VoiceCommand.decode(text)
        } catch {
            return [.error(error.message)]
        }
        switch message {
        case .press(let source, let sampleRate):
            return press(source: source, sampleRate: sampleRate)
        case .pcm(let bytes):
            guard let recorder, recorder.state.isRecording else { return [] }
            guard sample == nil else { return [.error("this recording uses the sample; pcm ignored")] }
            do {
                return replies(recorder.append(try PCMChunk(littleEndianBytes: bytes, format: recorder.format)))
            } catch {
                return [.error("pcm: \(error)")]
            }
        case .slide(let distance):
            return replies(recorder?.slide(upBy: distance) ?? [])
        case .release:
            var out = tick()
            out += replies(recorder?.release() ?? [])
            return out
        case .cancel:
            return replies(recorder?.cancel() ?? [])
        }
    }

    /// Feeds the sample up to now and drives the recorder's timers.
    public func tick() -> [VoiceReply] {
        guard let recorder, recorder.state.isRecording else { return [] }
        var events: [RecorderEvent] = []
        if let sample {
            let due = min(recorder.format.frames(in: recorder.elapsed), recorder.format.frames(in: configuration.maximumDuration))
            if due > sampleFramesFed, let chunk = try? sample.chunk(from: sampleFramesFed, count: due - sampleFramesFed) {
                sampleFramesFed = due
                events += recorder.append(chunk)
            }
        }
        if recorder.state.isRecording { events += recorder.tick() }
        return replies(events)
    }

    /// Ends a recording in progress and removes the folder with every note.
    public func close() {
        if let recorder, !recorder.state.isTerminal { _ = recorder.cancel() }
        recorder = nil
        notes = [:]
        try? FileManager.default.removeItem(at: directory)
    }

    private func press(source: VoiceCommand.Source, sampleRate: Int) -> [VoiceReply] {
        if let recorder, recorder.state.isRecording { return [.error("already recording")] }
        let format = PCMFormat(sampleRate: sampleRate, channels: 1)
        let id = UUID()
        do {
            let recorder = try RecorderSession(
                id: id, format: format, files: RecordingFiles(directory: directory, id: id), configuration: configuration,
                clock: clock)
            self.recorder = recorder
            sample = source == .sample ? VoiceSample(format: format) : nil
            sampleFramesFed = 0
            return replies(recorder.press())
        } catch {
            return [.error("cannot record: \(error)")]
        }
    }

    private func replies(_ events: [RecorderEvent]) -> [VoiceReply] {
        events.compactMap { event in
            switch event.kind {
            case .started: return .started
            case .level(let reading): return .level(rms: reading.rms, peak: reading.peak)
            case .countdown(let left): return .countdown(left)
            case .cancelArmed: return .cancelArmed
            case .cancelDisarmed: return .cancelDisarmed
            case .finished(let note), .maxReached(let note):
                notes[note.id] = note.file
                return .finished(id: note.id, duration: note.duration, bytes: note.byteCount)
            case .cancelled: return .cancelled
            case .tooShort(let duration): return .tooShort(duration: duration)
            case .failed(let message): return .failed(message)
            }
        }
    }
}
