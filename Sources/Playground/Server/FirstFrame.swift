import Foundation

/// The frame every new session shows before its first message (the default settings over an empty
/// document), drawn once per server by a session made for it and dropped: a pending connection is
/// shown this instead of getting a keyboard of its own (`SessionConnection`), so a connection that
/// never speaks costs the server no keyboard, no user dictionary and no drawing.
final class FirstFrame: @unchecked Sendable {
    /// Guards `frame`; held while the first one is drawn, so it is drawn once.
    private let lock = NSLock()
    private var frame: PlaygroundFrame?

    /// The frame, drawn now by a session `makeSession` makes (at `now`) if it has not been yet.
    func frame(makingSessionWith makeSession: SessionConnection.SessionMaker, at now: Double) throws(PlaygroundError) -> PlaygroundFrame {
        lock.lock()
        defer { lock.unlock() }
        if let frame { return frame }
        let drawn = try makeSession(now).takeFrame()
        frame = drawn
        return drawn
    }
}
