import Dispatch

/// The segmentation lattice of a phrase: its nodes are the boundaries between strokes (0 before
/// the first, n after the last), its arcs the spans of strokes that may be one character, each
/// read by the one-character recognizer. Spans are read once and kept (`SpanReadings`), so a pad
/// that adds a stroke reads only the spans ending at it.
public struct SpanReadings: Sendable {
    /// The most strokes one character may span.
    public var spanStrokes: Int
    /// Candidates kept per span.
    public var spanCandidates: Int
    /// The candidates of each span read, at its `key` (absent: not read yet).
    private var readings: [Int: [HandwritingCandidate]] = [:]
    /// The language model's costs asked while decoding, by the text before (the same texts come
    /// back stroke after stroke; the model and its context are the same for one session).
    var languageCosts: [String: [Character: Double]] = [:]
    private static let stride = 1 << 20

    /// Where `span`'s candidates are kept: `start * stride + end`.
    private static func key(_ span: Range<Int>) -> Int { span.lowerBound * stride + span.upperBound }

    /// Empty readings, for characters of at most `spanStrokes` strokes.
    public init(spanStrokes: Int = 20, spanCandidates: Int = 8) {
        self.spanStrokes = spanStrokes
        self.spanCandidates = spanCandidates
    }

    /// The candidates of `strokes[span]` read as one character (read now unless kept).
    mutating func candidates(_ span: Range<Int>, of strokes: [[SIMD2<Double>]],
                             recognizer: HandwritingRecognizer) -> [HandwritingCandidate] {
        let key = Self.key(span)
        if let kept = readings[key] { return kept }
        let read = recognizer.readSpan(Array(strokes[span]), limit: spanCandidates)
        readings[key] = read
        return read
    }

    /// Reads every span of `spans` not kept yet, several at once on the machine's cores when
    /// `concurrently` and there are more than one: a span's reading is a pure function of its
    /// strokes over the read-only model, so the answers are those read one by one, and a phrase
    /// (or a pad's stroke end, 16 spans) waits about as long as its share of the cores takes.
    mutating func read(_ spans: [Range<Int>], of strokes: [[SIMD2<Double>]], recognizer: HandwritingRecognizer,
                       concurrently: Bool) {
        var unread: [Range<Int>] = []
        var seen = Set<Int>()
        for span in spans where readings[Self.key(span)] == nil && seen.insert(Self.key(span)).inserted {
            unread.append(span)
        }
        guard concurrently, unread.count > 1 else {
            for span in unread { _ = candidates(span, of: strokes, recognizer: recognizer) }
            return
        }
        let limit = spanCandidates, spans = unread
        var read = [[HandwritingCandidate]](repeating: [], count: spans.count)
        read.withUnsafeMutableBufferPointer { out in
            // Each iteration writes only its own element.
            nonisolated(unsafe) let out = out
            DispatchQueue.concurrentPerform(iterations: spans.count) { k in
                out[k] = recognizer.readSpan(Array(strokes[spans[k]]), limit: limit)
            }
        }
        for (span, candidates) in zip(spans, read) {
            readings[Self.key(span)] = candidates
        }
    }

    /// Forgets the spans that use a stroke from `stroke` on (it was removed or changed).
    public mutating func forget(from stroke: Int) {
        readings = readings.filter { $0.key % Self.stride <= stroke }
    }

    /// How many spans are kept.
    public var count: Int { readings.count }
}

/// The spans worth decoding (and of each the candidates): each admitted by the geometry, read, and on a segmentation whose
/// writing score (each character's best reading less its placement cost and the language
/// model's cost of it with no context) comes within `margin` of the best segmentation's.
/// Forward and backward best scores over the boundaries, as a pinyin lattice is pruned.
struct PrunedLattice {
    /// A span kept: its strokes, its box, its candidates and their placement cost.
    struct Arc {
        var strokes: Range<Int>
        var box: InkBox
        var candidates: [HandwritingCandidate]
        var placementCost: Double
    }

    /// The kept arcs by their end boundary.
    var arcsEnding: [[Arc]]

    init(strokes: [[SIMD2<Double>]], boxes: [InkBox], geometry: PhraseGeometry, readings: inout SpanReadings,
         recognizer: HandwritingRecognizer, characterCosts: ([Character], Int) -> [Double], writingWeight: (Int) -> Double, margin: Double,
         wholeStrokes: Int = 0, fitsLongSpan: (Character, Int) -> Bool = { _, _ in true }, concurrently: Bool = false) {
        let n = strokes.count
        var all: [[Arc]] = Array(repeating: [], count: n + 1)
        var arcScore: [[Double]] = Array(repeating: [], count: n + 1)
        var candidateScores: [[[Double]]] = Array(repeating: [], count: n + 1)
        var forward = [Double](repeating: -.infinity, count: n + 1)
        forward[0] = 0
        // The spans each end admits (its box grown stroke by stroke back from the end), then
        // all of them read at once (`SpanReadings.read`), then scored.
        var admitted: [[(strokes: Range<Int>, box: InkBox)]] = Array(repeating: [], count: n + 1)
        for end in stride(from: 1, through: n, by: 1) {
            var box = boxes[end - 1]
            // The whole writing is read as one character too when it has at most `wholeStrokes`
            // strokes, more than a span may have (癌 or 藐 written alone).
            let lowest = end == n && n <= wholeStrokes ? 0 : max(0, end - readings.spanStrokes)
            for start in stride(from: end - 1, through: lowest, by: -1) {
                if start < end - 1 { box = box.union(boxes[start]) }
                // Past a span's length, only the whole writing (from the first stroke) is read.
                if start > 0, end - start > readings.spanStrokes { continue }
                guard geometry.admits(box, strokes: end - start) else { break }
                admitted[end].append((start..<end, box))
            }
        }
        readings.read(admitted.flatMap { $0.map(\.strokes) }, of: strokes, recognizer: recognizer, concurrently: concurrently)
        for end in stride(from: 1, through: n, by: 1) {
            for (span, box) in admitted[end] {
                let start = span.lowerBound
                var candidates = readings.candidates(span, of: strokes, recognizer: recognizer)
                // Longer than any span, the whole writing is only a character written with about
                // that many strokes (else a phrase of 26 strokes could read as one of 10).
                if end - start > readings.spanStrokes { candidates = candidates.filter { fitsLongSpan($0.character, end - start) } }
                guard !candidates.isEmpty else { continue }
                let placement = geometry.spanCost(box)
                let weight = writingWeight(end - start)
                let scores = zip(candidates, characterCosts(candidates.map(\.character), end - start))
                    .map { weight * $0.score - $1 - placement }
                let best = scores.max()!
                all[end].append(Arc(strokes: span, box: box, candidates: candidates, placementCost: placement))
                arcScore[end].append(best)
                candidateScores[end].append(scores)
                forward[end] = max(forward[end], forward[start] + best)
            }
        }
        var backward = [Double](repeating: -.infinity, count: n + 1)
        backward[n] = 0
        for end in stride(from: n, through: 1, by: -1) where backward[end] > -.infinity {
            for (arc, score) in zip(all[end], arcScore[end]) {
                backward[arc.strokes.lowerBound] = max(backward[arc.strokes.lowerBound], score + backward[end])
            }
        }
        let floor = forward[n] - margin
        arcsEnding = Array(repeating: [], count: n + 1)
        for end in 1...max(1, n) where n > 0 {
            for ((arc, score), scores) in zip(zip(all[end], arcScore[end]), candidateScores[end])
            where forward[arc.strokes.lowerBound] + score + backward[end] >= floor {
                // Of a span kept, only the candidates on such a segmentation are decoded too (each
                // costs a language-model ask per hypothesis).
                var kept = arc
                kept.candidates = zip(arc.candidates, scores)
                    .filter { forward[arc.strokes.lowerBound] + $1 + backward[end] >= floor }.map(\.0)
                arcsEnding[end].append(kept)
            }
        }
    }
}
