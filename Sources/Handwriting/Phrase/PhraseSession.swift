/// A phrase being written, stroke by stroke, as a pad runs it: each stroke added reads only the
/// spans that end at it (the others are kept) and decodes the lattice again. Besides the phrase's
/// readings it offers its first character's own candidates (so one character can be picked and
/// the rest written on), and a pick of a leading part drops that part's strokes.
public struct PhraseSession: Sendable {
    /// The phrase reader.
    public let reader: PhraseRecognizer
    /// The text before the caret the readings are ranked after.
    public var textBefore: String
    /// The context's model, if any (fixed: its costs are kept from stroke to stroke).
    public let context: (any CharacterContext)?
    /// How many readings (and first-character candidates) to keep.
    public var limit: Int
    /// The strokes of the phrase so far, as written.
    public var ink: Ink { writing.ink }
    /// The readings of the strokes so far, best first (empty before any ink).
    public private(set) var readings: [PhraseCandidate] = []
    /// The candidates for the best reading's first character on its own strokes, ranked after
    /// the text before the caret: with one character read, the one-character recognizer's answer
    /// for the whole writing.
    public private(set) var firstCharacterCandidates: [HandwritingCandidate] = []
    /// The whole writing read as one character (its best few, ranked after the text before the
    /// caret) when the best reading has more than one: a character whose parts read as two is
    /// still offered. Empty otherwise. Scored as the phrase reader scores a span (`readSpan`).
    public private(set) var wholeAsOneCandidates: [HandwritingCandidate] = []
    /// How many whole-as-one candidates are kept.
    public static let wholeAsOneLimit = 2
    private var writing: CleanedWriting
    /// The cleaned strokes read.
    private var cleaned: [[SIMD2<Double>]] { writing.cleaned }
    private var spans: SpanReadings
    /// What `firstCharacterCandidates` were read for: the first character's strokes, the text
    /// before and the limit. Writing on past the first character changes none of them, so its
    /// candidates are kept instead of read again at every stroke.
    private var firstCharacterRead: (strokes: Range<Int>, text: String, limit: Int)?

    /// A new, empty phrase on a `width` x `height` pad; throws for a pad without area.
    public init(reader: PhraseRecognizer, width: Double = 300, height: Double = 300, after text: String = "",
                context: (any CharacterContext)? = nil, limit: Int = 10) throws(HandwritingError) {
        self.reader = reader
        writing = try CleanedWriting(width: width, height: height)
        textBefore = text
        self.context = context
        self.limit = limit
        spans = SpanReadings(spanStrokes: reader.spanStrokes, spanCandidates: reader.spanCandidates)
    }

    /// Whether another stroke would be more than the reader takes (the host should commit first).
    public var isFull: Bool { ink.strokes.count >= reader.maximumStrokes }

    /// Adds a stroke (ignored when the phrase is full) and reads the phrase again. A stroke with
    /// no point that is a number is kept in the ink but read as nothing.
    public mutating func add(_ stroke: InkStroke) {
        guard !isFull else { return }
        let first = cleaned.count
        writing.append(stroke)
        refresh(changedFrom: first)
    }

    /// Removes the last stroke (none: nothing happens) and reads the phrase again.
    public mutating func removeLastStroke() {
        guard !ink.strokes.isEmpty else { return }
        let count = cleaned.count
        let hadPoints = writing.removeLast()
        refresh(changedFrom: count - (hadPoints ? 1 : 0))
    }

    /// Drops the first `count` strokes (a leading part picked and committed as `committed`, which
    /// joins the text before the caret) and reads the rest again.
    public mutating func dropFirst(_ count: Int, committed: String) {
        writing.removeFirst(count)
        textBefore += committed
        refresh(changedFrom: 0)
    }

    /// After a change of the writing: the spans using cleaned strokes from `first` on forgotten
    /// (all of them when the writing was or is thinned as a whole), then the readings.
    private mutating func refresh(changedFrom first: Int) {
        let rethinned = writing.rethinned
        spans.forget(from: rethinned ? 0 : max(0, first))
        if rethinned || first < firstCharacterRead?.strokes.upperBound ?? 0 { firstCharacterRead = nil }
        update()
    }

    private mutating func update() {
        guard !cleaned.isEmpty else {
            readings = []
            firstCharacterCandidates = []
            firstCharacterRead = nil
            wholeAsOneCandidates = []
            return
        }
        readings = (try? reader.recognize(cleaned: cleaned, after: textBefore, context: context, limit: limit, readings: &spans)) ?? []
        let firstSpan = readings.first?.characters.first?.strokes ?? 0..<cleaned.count
        // The same strokes after the same text and limit: the same candidates, kept.
        let kept = firstCharacterRead.map { $0.strokes == firstSpan && $0.limit == limit && $0.text.utf8.elementsEqual(textBefore.utf8) }
        if kept != true {
            firstCharacterCandidates = reader.recognizer.recognize(cleaned: Array(cleaned[firstSpan]), after: textBefore,
                                                                   context: context, limit: limit)
            // With no text before, the recognizer ranks by the writing alone; the pad's first
            // character, as the phrase reader does, puts a component form after the rest (口, 囗).
            if textBefore.isEmpty, let context {
                firstCharacterCandidates = ContextRanking(context: context).componentFormsDemoted(firstCharacterCandidates)
            }
            firstCharacterRead = (firstSpan, textBefore, limit)
        }
        wholeAsOneCandidates = firstSpan.count == cleaned.count ? [] : wholeAsOne()
    }

    /// The whole writing read as one character, ranked after the text before: the lattice's own
    /// reading of all the strokes as one span (read already whenever they may be one character),
    /// else the recognizer's.
    private mutating func wholeAsOne() -> [HandwritingCandidate] {
        let read = cleaned.count <= reader.wholeStrokes
            ? spans.candidates(0..<cleaned.count, of: cleaned, recognizer: reader.recognizer) : []
        guard !read.isEmpty else {
            return reader.recognizer.recognize(cleaned: cleaned, after: textBefore, context: context, limit: Self.wholeAsOneLimit)
        }
        return reader.recognizer.ranked(read, after: textBefore, context: context, limit: Self.wholeAsOneLimit)
    }

    /// How many of the ink's strokes (as written, counting any read as nothing) the first
    /// `characters` characters of `reading` were read from.
    public func inkStrokes(coveredBy characters: Int, of reading: PhraseCandidate) -> Int {
        guard characters > 0, let last = reading.characters.prefix(characters).last else { return 0 }
        if characters >= reading.characters.count { return ink.strokes.count }
        // The ink stroke that became cleaned stroke `last.strokes.upperBound` starts the rest.
        var seen = 0
        for (index, stroke) in writing.perStroke.enumerated() where stroke != nil {
            if seen == last.strokes.upperBound { return index }
            seen += 1
        }
        return ink.strokes.count
    }
}
