import Foundation

/// A hold-to-record session with its files: the state machine's decisions applied to a PCM file and a
/// streaming MP3 encoder. Feed it gestures and PCM chunks (from a file, AVAudioEngine, or a browser via
/// a server); each call returns the events to show. Errors end the session with a `.failed` event and
/// remove its files. Not thread-safe: keep one session inside one task or actor.
public final class RecorderSession {
    /// The note's identity.
    public let id: UUID
    /// Where the recording goes.
    public let files: RecordingFiles
    /// The encoder's settings.
    public let settings: MP3Settings
    private var machine: RecorderStateMachine
    private let clock: any RecorderClock
    private var pcm: WAVFileWriter?
    private var mp3: MP3FileWriter?
    /// The finished note once the state is `.finished` or `.maxReached`.
    public private(set) var note: RecordedNote?

    /// A session in `.idle`; throws `VoiceNoteError` for an unsupported format or invalid limits/settings.
    public init(
        id: UUID = UUID(), format: PCMFormat, files: RecordingFiles,
        configuration: RecorderConfiguration = .standard, settings: MP3Settings = .voice,
        clock: any RecorderClock = SystemRecorderClock()
    ) throws {
        try format.validate()
        try configuration.validate()
        try settings.validate()
        self.id = id
        self.files = files
        self.settings = settings
        self.clock = clock
        machine = RecorderStateMachine(configuration: configuration, format: format)
    }

    deinit { if !machine.state.isTerminal { removeFiles() } }

    /// Where the session is.
    public var state: RecorderState { machine.state }
    /// The PCM format chunks must have.
    public var format: PCMFormat { machine.format }
    /// The limits.
    public var configuration: RecorderConfiguration { machine.configuration }
    /// Seconds of audio recorded so far.
    public var recordedDuration: Double { machine.recordedDuration }
    /// Seconds since the press.
    public var elapsed: Double { machine.elapsed(at: clock.now()) }

    /// Finger down: creates the PCM and MP3 files and starts recording.
    public func press() -> [RecorderEvent] {
        guard machine.state == .idle else { return [] }
        let step = machine.press(at: clock.now())
        do {
            pcm = try WAVFileWriter(url: files.pcm, format: format)
            mp3 = try MP3FileWriter(url: files.partialMP3, format: format, settings: settings)
        } catch {
            return step.events + fail(error)
        }
        return step.events
    }

    /// Audio captured: written to the PCM file and encoded at once (only what fits under the maximum).
    public func append(_ chunk: PCMChunk) -> [RecorderEvent] {
        guard machine.state.isRecording else { return [] }
        guard chunk.format == format else {
            return fail(VoiceNoteError.invalidAudio("chunk is \(chunk.format), session records \(format)"))
        }
        let step = machine.audio(frames: chunk, at: clock.now())
        if step.framesToKeep > 0 {
            let kept = step.framesToKeep == chunk.frameCount ? chunk : chunk.prefix(frames: step.framesToKeep)
            do {
                try pcm?.append(kept)
                try mp3?.append(kept)
            } catch {
                return step.events + fail(error)
            }
        }
        return step.events + conclude(step)
    }

    /// A UI timer fired: drives the countdown and the automatic stop when audio is late.
    public func tick() -> [RecorderEvent] {
        let step = machine.tick(at: clock.now())
        return step.events + conclude(step)
    }

    /// The finger is `distance` points above where it went down.
    public func slide(upBy distance: Double) -> [RecorderEvent] {
        machine.slide(upBy: distance, at: clock.now()).events
    }

    /// Finger up: finished, too short or cancelled.
    public func release() -> [RecorderEvent] {
        let step = machine.release(at: clock.now())
        return step.events + conclude(step)
    }

    /// The host cancels (interruption, view dismissed): files removed.
    public func cancel() -> [RecorderEvent] {
        let step = machine.cancel()
        return step.events + conclude(step)
    }

    /// The host hit an error (e.g. the audio source failed): the session fails and removes its files.
    public func fail(_ error: any Error) -> [RecorderEvent] {
        let time = machine.elapsed(at: clock.now())
        guard !machine.state.isTerminal else { return [] }
        _ = machine.fail()
        removeFiles()
        return [RecorderEvent(time: time, kind: .failed(message: "\(error)"))]
    }

    private func conclude(_ step: RecorderStateMachine.Step) -> [RecorderEvent] {
        guard let stop = step.stop else { return [] }
        let time = machine.elapsed(at: clock.now())
        switch stop {
        case .finished, .maxReached:
            do {
                let note = try finishFiles()
                self.note = note
                return [RecorderEvent(time: time, kind: stop == .finished ? .finished(note) : .maxReached(note))]
            } catch {
                _ = machine.fail()
                removeFiles()
                return [RecorderEvent(time: time, kind: .failed(message: "\(error)"))]
            }
        case .tooShort:
            removeFiles()
            return [RecorderEvent(time: time, kind: .tooShort(duration: time))]
        default:
            removeFiles()
            return [RecorderEvent(time: time, kind: .cancelled)]
        }
    }

    private func finishFiles() throws -> RecordedNote {
        guard let pcm, let mp3 else { throw VoiceNoteError.invalidState("no files to finish") }
        try pcm.finish()
        let bytes = try mp3.finish()
        try FileLifecycle.replace(files.mp3, with: files.partialMP3)
        FileLifecycle.remove(files.pcm)
        self.pcm = nil
        self.mp3 = nil
        return RecordedNote(id: id, file: files.mp3, duration: machine.recordedDuration, byteCount: bytes, format: format)
    }

    private func removeFiles() {
        pcm?.abandon()
        mp3?.abandon()
        pcm = nil
        mp3 = nil
        // The finished MP3 only ever appears by the final rename, so it is never ours to remove here.
        for url in [files.partialMP3, files.pcm] { FileLifecycle.remove(url) }
    }
}
