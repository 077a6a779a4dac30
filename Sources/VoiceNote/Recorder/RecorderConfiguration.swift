/// Every limit of a hold-to-record session, as plain values (seconds, points, dBFS).
public struct RecorderConfiguration: Codable, Sendable, Hashable {
    /// A hold shorter than this is "录音时间太短": both files are deleted.
    public var minimumDuration: Double
    /// At this length the recording stops by itself and is sent.
    public var maximumDuration: Double
    /// From this moment a countdown of the seconds left is shown.
    public var countdownStart: Double
    /// Sliding the finger up at least this far (points) arms cancel; sliding back below disarms it.
    public var cancelSlideDistance: Double
    /// Seconds of audio per level reading.
    public var levelInterval: Double
    /// The quietest level reported; silence reads as this.
    public var levelFloor: Double

    /// A configuration; the defaults are the chat-keyboard article's (1 s, 60 s, countdown from 50 s).
    public init(
        minimumDuration: Double = 1, maximumDuration: Double = 60, countdownStart: Double = 50,
        cancelSlideDistance: Double = 50, levelInterval: Double = 0.05, levelFloor: Double = -80
    ) {
        self.minimumDuration = minimumDuration
        self.maximumDuration = maximumDuration
        self.countdownStart = countdownStart
        self.cancelSlideDistance = cancelSlideDistance
        self.levelInterval = levelInterval
        self.levelFloor = levelFloor
    }

    /// The article's limits.
    public static let standard = RecorderConfiguration()

    /// Throws `VoiceNoteError.invalidState` for limits that contradict each other.
    public func validate() throws {
        func check(_ ok: Bool, _ message: String) throws {
            if !ok { throw VoiceNoteError.invalidState("configuration: \(message)") }
        }
        try check(minimumDuration >= 0 && minimumDuration.isFinite, "minimum duration must be ≥ 0")
        try check(maximumDuration > minimumDuration && maximumDuration.isFinite, "maximum duration must exceed the minimum")
        try check(countdownStart >= 0 && countdownStart <= maximumDuration, "countdown must start within the maximum")
        try check(cancelSlideDistance > 0, "cancel slide distance must be > 0")
        try check(levelInterval > 0 && levelInterval <= 1, "level interval must be in (0, 1] s")
        try check(levelFloor < 0, "level floor must be below 0 dBFS")
    }
}
