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
    public private(set) var ink: Ink
    /// The candidates for the writing so far, best first (empty before any ink).
    public private(set) var candidates: [HandwritingCandidate] = []
    private var cleaned: [[SIMD2<Double>]] = []

    /// A new, empty writing on a `width` x `height` pad; throws for a pad without area.
    public init(recognizer: HandwritingRecognizer, width: Double = 300, height: Double = 300, after text: String = "",
                context: (any CharacterContext)? = nil, limit: Int = 10) throws(HandwritingError) {
        self.recognizer = recognizer
        ink = Ink(width: width, height: height)
        _ = try ink.cleanedStrokes()
        textBefore = text
        self.context = context
        self.limit = limit
    }

    /// Adds a stroke and returns the updated candidates.
    @discardableResult
    public mutating func add(_ stroke: InkStroke) -> [HandwritingCandidate] {
        ink.strokes.append(stroke)
        // The canvas was checked at the start; a stroke alone cannot make the cleaning fail.
        let one = Ink(strokes: [stroke], width: ink.width, height: ink.height)
        if let points = try? one.cleanedStrokes().first, !isOverPointLimit {
            cleaned.append(points)
        } else {
            cleaned = (try? ink.cleanedStrokes()) ?? []
        }
        return update()
    }

    /// Removes the last stroke (none: nothing happens) and returns the updated candidates.
    @discardableResult
    public mutating func removeLastStroke() -> [HandwritingCandidate] {
        guard !ink.strokes.isEmpty else { return candidates }
        ink.strokes.removeLast()
        cleaned = (try? ink.cleanedStrokes()) ?? []
        return update()
    }

    /// Starts a new character.
    public mutating func clear() {
        ink.strokes = []
        cleaned = []
        candidates = []
    }

    /// Whether the writing has more points than the recognizer reads: then the whole writing is
    /// thinned together, as recognizing it at once would.
    private var isOverPointLimit: Bool {
        ink.strokes.reduce(0) { $0 + $1.points.count } > Ink.pointLimit
    }

    private mutating func update() -> [HandwritingCandidate] {
        candidates = recognizer.recognize(cleaned: cleaned, after: textBefore, context: context, limit: limit)
        return candidates
    }
}
