/// One character being written, stroke by stroke: each stroke added updates the candidates. The
/// candidates after the last stroke are the same as recognizing the whole writing at once (the
/// features never depend on when a stroke arrived); only the cleaning of each stroke is kept.
public struct HandwritingSession: Sendable {
    /// The recognizer.
    public let recognizer: HandwritingRecognizer
    /// The text before the caret the candidates are ranked after.
    public var textBefore: String
    /// The context's model, if any.
    public var context: (any CharacterContext)?
    /// How many candidates to keep.
    public var limit: Int
    /// The writing so far.
    public var ink: Ink { writing.ink }
    /// The candidates for the writing so far, best first (empty before any ink).
    public private(set) var candidates: [HandwritingCandidate] = []
    private var writing: CleanedWriting

    /// A new, empty writing on a `width` x `height` pad; throws for a pad without area.
    public init(recognizer: HandwritingRecognizer, width: Double = 300, height: Double = 300, after text: String = "",
                context: (any CharacterContext)? = nil, limit: Int = 10) throws(HandwritingError) {
        self.recognizer = recognizer
        writing = try CleanedWriting(width: width, height: height)
        textBefore = text
        self.context = context
        self.limit = limit
    }

    /// Adds a stroke and returns the updated candidates.
    @discardableResult
    public mutating func add(_ stroke: InkStroke) -> [HandwritingCandidate] {
        writing.append(stroke)
        return update()
    }

    /// Removes the last stroke (none: nothing happens) and returns the updated candidates.
    @discardableResult
    public mutating func removeLastStroke() -> [HandwritingCandidate] {
        guard !ink.strokes.isEmpty else { return candidates }
        writing.removeLast()
        return update()
    }

    /// Starts a new character.
    public mutating func clear() {
        writing.removeAll()
        candidates = []
    }

    private mutating func update() -> [HandwritingCandidate] {
        candidates = recognizer.recognize(cleaned: writing.cleaned, after: textBefore, context: context, limit: limit)
        return candidates
    }
}
