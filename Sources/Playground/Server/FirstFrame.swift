import Foundation

/// The frame every new session shows before its first message (the default settings over an empty
/// document), drawn once when the server is made, by a session made for it and dropped: a pending
/// connection is shown this instead of getting a keyboard of its own (`SessionConnection`), so a
/// connection that never speaks costs the server no keyboard, no user dictionary and no drawing.
/// Drawn up front, so no connection waits for another to draw it.
struct FirstFrame: Sendable {
    /// The frame, or why no keyboard could be made for it (each connection is then told so).
    let frame: Result<PlaygroundFrame, PlaygroundError>

    init(makingSessionWith makeSession: SessionConnection.SessionMaker, at now: Double) {
        do throws(PlaygroundError) {
            var drawn = try makeSession(now).takeFrame()
            drawn.wordListToken = nil  // the dropped session's: each session's own frame brings its token
            frame = .success(drawn)
        } catch {
            frame = .failure(error)
        }
    }
}
