/// Replays a source through a session as fast as it can be read, with a manual clock that follows the
/// audio: how the CLI, the tests and the playground's bundled sample play a hold-to-record gesture.
public struct RecorderReplay: Sendable, Hashable {
    /// Release the button at this many seconds (nil: hold until the source ends).
    public var holdFor: Double?
    /// Slide up past the cancel threshold at this many seconds.
    public var slideUpAt: Double?
    /// Slide back down at this many seconds.
    public var slideBackAt: Double?
    /// Frames per chunk read from the source (a live tap delivers about this many).
    public var chunkFrames: Int

    /// A gesture script.
    public init(holdFor: Double? = nil, slideUpAt: Double? = nil, slideBackAt: Double? = nil, chunkFrames: Int = 1_024) {
        self.holdFor = holdFor
        self.slideUpAt = slideUpAt
        self.slideBackAt = slideBackAt
        self.chunkFrames = chunkFrames
    }

    /// Presses, feeds the source chunk by chunk (advancing `clock` by each chunk's duration and
    /// splitting chunks at gesture times), performs the gestures, and releases at `holdFor` or at the
    /// end of the source. Every event goes to `onEvent` as it happens; all are returned.
    @discardableResult
    public func run(
        _ source: inout some AudioSource, session: RecorderSession, clock: ManualRecorderClock,
        onEvent: (RecorderEvent) -> Void = { _ in }
    ) -> [RecorderEvent] {
        var events: [RecorderEvent] = []
        func emit(_ batch: [RecorderEvent]) {
            for event in batch { onEvent(event) }
            events += batch
        }
        let format = session.format
        let start = clock.now()
        var position = 0
        var gestures: [(frame: Int, action: (RecorderSession) -> [RecorderEvent])] = []
        if let at = slideUpAt { gestures.append((format.frames(in: max(0, at)), { $0.slide(upBy: .infinity) })) }
        if let at = slideBackAt { gestures.append((format.frames(in: max(0, at)), { $0.slide(upBy: 0) })) }
        if let at = holdFor { gestures.append((format.frames(in: max(0, at)), { $0.release() })) }
        gestures.sort { $0.frame < $1.frame }
        let maximumFrame = format.frames(in: session.configuration.maximumDuration)

        emit(session.press())
        while !session.state.isTerminal {
            while let next = gestures.first, next.frame <= position, !session.state.isTerminal {
                gestures.removeFirst()
                emit(next.action(session))
            }
            if session.state.isTerminal { break }
            // Chunks also end exactly at the maximum, so the automatic stop lands on its second.
            let untilMaximum = maximumFrame > position ? maximumFrame - position : Int.max
            let untilGesture = min(gestures.first.map { $0.frame - position } ?? Int.max, untilMaximum)
            let chunk: PCMChunk?
            do {
                chunk = try source.read(maxFrames: max(1, min(chunkFrames, untilGesture)))
            } catch {
                emit(session.fail(error))
                break
            }
            guard let chunk, chunk.frameCount > 0 else {  // a file-like source: nothing more means the end
                emit(session.release())
                break
            }
            guard chunk.format == format else {
                emit(session.fail(VoiceNoteError.invalidAudio("source is \(chunk.format), session records \(format)")))
                break
            }
            position += chunk.frameCount
            clock.set(to: start + format.duration(ofFrames: position))
            emit(session.append(chunk))
        }
        return events
    }
}
