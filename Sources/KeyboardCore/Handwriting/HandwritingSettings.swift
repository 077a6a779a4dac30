import KeyboardLayout

/// Settings of the 手写 pad, as plain data (part of `KeyboardConfiguration`).
public struct HandwritingSettings: Hashable, Sendable, Codable {
    /// Seconds between the end of the last stroke and the start of the next past which the next
    /// stroke begins a new character: the first candidate of the one written is committed first
    /// (as Sogou's and WeChat's pads do when the writer pauses; their 书写速度 setting is this).
    /// Shorter gaps add to the same writing, which may hold several characters (written over
    /// each other or side by side, read as a phrase). Nil: a pause never ends the writing (only a
    /// candidate picked or a key does).
    public var newCharacterPause: Double? = 0.8
    /// How many candidates the bar offers after each stroke.
    public var candidateLimit = 10
    /// The most points the writing's ink keeps (more are not drawn nor read), so a runaway
    /// scribble costs bounded work per stroke.
    public var maximumPoints = 4096

    /// The defaults.
    public init() {}
}

/// The ink on the pad, for drawing: the pad's frame and the strokes of the character being
/// written, in keyboard points inside the pad, the one the finger is drawing last. Part of
/// `KeyboardRenderState`, so every host draws the same polylines.
public struct PadInk: Hashable, Sendable {
    /// Where the pad is (the layout's `pad` key).
    public var frame: LayoutRect
    /// The strokes in the order written, each the points the finger passed.
    public var strokes: [[LayoutPoint]]
    /// How many of the first strokes belong to characters already finished (read as a phrase
    /// whose last character is being written): drawn faded, so the next is written over them.
    public var finishedStrokes: Int

    /// Ink of `strokes` on a pad at `frame`, the first `finishedStrokes` of finished characters.
    public init(frame: LayoutRect, strokes: [[LayoutPoint]], finishedStrokes: Int = 0) {
        self.frame = frame
        self.strokes = strokes
        self.finishedStrokes = finishedStrokes
    }
}
