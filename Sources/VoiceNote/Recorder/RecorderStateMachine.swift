/// The decisions of a hold-to-record session, with no I/O: which audio to keep, what to show, when
/// to stop and whether the result is kept. `RecorderSession` acts on its steps.
public struct RecorderStateMachine: Sendable, Hashable {
    /// What one input decided.
    public struct Step: Sendable, Hashable {
        /// Non-terminal events for the UI (levels, countdown, cancel armed/disarmed, started).
        public var events: [RecorderEvent] = []
        /// How many frames of the chunk just given to `audio` to record (the rest is past the maximum).
        public var framesToKeep = 0
        /// The terminal state reached, if any: `.finished` and `.maxReached` keep the audio, the rest discard it.
        public var stop: RecorderState?
    }

    /// The limits.
    public let configuration: RecorderConfiguration
    /// The recorded audio's format.
    public let format: PCMFormat
    /// Where the session is.
    public private(set) var state: RecorderState = .idle
    /// Frames accepted for recording so far.
    public private(set) var recordedFrames = 0
    private var pressedAt = 0.0
    private var lastCountdown: Int?
    private var meter: LevelMeter
    private let maximumFrames: Int

    /// A machine in `.idle`.
    public init(configuration: RecorderConfiguration = .standard, format: PCMFormat) {
        self.configuration = configuration
        self.format = format
        meter = LevelMeter(format: format, interval: configuration.levelInterval, floor: configuration.levelFloor)
        maximumFrames = format.frames(in: configuration.maximumDuration)
    }

    /// Seconds of audio accepted so far.
    public var recordedDuration: Double { format.duration(ofFrames: recordedFrames) }

    /// Seconds since the press at clock time `now` (0 before the press).
    public func elapsed(at now: Double) -> Double { state == .idle ? 0 : max(0, now - pressedAt) }

    /// Finger down: starts recording. Ignored unless idle.
    public mutating func press(at now: Double) -> Step {
        guard state == .idle else { return Step() }
        state = .recording
        pressedAt = now
        return Step(events: [RecorderEvent(time: 0, kind: .started)])
    }

    /// Audio arrived at `now`: keeps what fits under the maximum, meters it, and stops at the maximum.
    public mutating func audio(frames: PCMChunk, at now: Double) -> Step {
        guard state.isRecording else { return Step() }
        var step = Step()
        let keep = min(frames.frameCount, max(0, maximumFrames - recordedFrames))
        step.framesToKeep = keep
        recordedFrames += keep
        let time = elapsed(at: now)
        let kept = keep == frames.frameCount ? frames : frames.prefix(frames: keep)
        for reading in meter.measure(kept) {
            step.events.append(RecorderEvent(time: time, kind: .level(reading)))
        }
        advanceTime(to: now, into: &step)
        return step
    }

    /// Time passed with or without audio (a UI timer): drives the countdown and the maximum.
    public mutating func tick(at now: Double) -> Step {
        guard state.isRecording else { return Step() }
        var step = Step()
        advanceTime(to: now, into: &step)
        return step
    }

    /// The finger is `distance` points above where it went down: arms or disarms cancel.
    public mutating func slide(upBy distance: Double, at now: Double) -> Step {
        let armed = distance >= configuration.cancelSlideDistance
        switch (state, armed) {
        case (.recording, true):
            state = .cancelArmed
            return Step(events: [RecorderEvent(time: elapsed(at: now), kind: .cancelArmed)])
        case (.cancelArmed, false):
            state = .recording
            return Step(events: [RecorderEvent(time: elapsed(at: now), kind: .cancelDisarmed)])
        default:
            return Step()
        }
    }

    /// Finger up: cancelled if armed, too short under the minimum, otherwise finished.
    public mutating func release(at now: Double) -> Step {
        guard state.isRecording else { return Step() }
        let held = elapsed(at: now)
        if state == .cancelArmed { return stop(.cancelled) }
        if held < configuration.minimumDuration { return stop(.tooShort) }
        return stop(.finished)
    }

    /// The host cancels (an interruption, the view going away). Ignored when already over.
    public mutating func cancel() -> Step {
        guard !state.isTerminal else { return Step() }
        return stop(.cancelled)
    }

    /// An error ended the session, even one that was being finished (its files could not be completed).
    public mutating func fail() -> Step {
        guard state != .failed else { return Step() }
        return stop(.failed)
    }

    private mutating func advanceTime(to now: Double, into step: inout Step) {
        let time = elapsed(at: now)
        if time >= configuration.countdownStart && time < configuration.maximumDuration {
            let left = Int((configuration.maximumDuration - time).rounded(.up))
            if left != lastCountdown {
                lastCountdown = left
                step.events.append(RecorderEvent(time: time, kind: .countdown(secondsLeft: left)))
            }
        }
        if time >= configuration.maximumDuration || recordedFrames >= maximumFrames {
            // Hitting the limit while cancel is armed honours the finger: nothing is sent.
            step.stop = stop(state == .cancelArmed ? .cancelled : .maxReached).stop
        }
    }

    private mutating func stop(_ terminal: RecorderState) -> Step {
        state = terminal
        return Step(stop: terminal)
    }
}
