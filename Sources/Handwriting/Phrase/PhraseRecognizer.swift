import Foundation

/// Several characters written without a pause — overlapped on the pad (叠写) or side by side
/// (行写) — read as a phrase: the layout told from the strokes, a lattice over the boundaries
/// between strokes whose spans the one-character recognizer reads (`PrunedLattice`), and a beam
/// search over it with the language model (`PhraseDecoder`), as pinyin's lattice is decoded. The
/// weights measured once are constants; the bounds a test or a benchmark varies are settable.
public struct PhraseRecognizer: Sendable {
    /// The one-character recognizer that reads each span.
    public let recognizer: HandwritingRecognizer
    /// A phrase of more strokes is refused (`HandwritingError.phraseTooLong`): reading costs grow
    /// with the strokes, and no one writes 200 strokes without lifting to pick.
    public let maximumStrokes = 200
    /// The most strokes one character may span.
    public var spanStrokes = 16
    /// The most strokes the whole writing may have to be read as one character too: a character
    /// of more strokes than `spanStrokes` (癌, 藐) written alone is not split in two. Read so, it
    /// is only a character whose stroke count is within the stroke-count prior's cap of it.
    public var wholeStrokes = 32
    /// Whether the spans of a phrase (or of a pad's new stroke) are read several at once, on the
    /// machine's cores (`SpanReadings.read`): the same answers, sooner on an idle core; the same
    /// work in all (false: one by one on the calling thread).
    public var concurrentReads = true
    /// Candidates read per span.
    public var spanCandidates = 8
    /// Hypotheses kept at each boundary.
    public var beamWidth = 12
    /// Spans on no segmentation within this many nats of the best (by writing and placement) are
    /// not decoded.
    public let pruningMargin = 15.0
    /// How much the language model counts against the writing (1: Bayes' rule).
    public let languageWeight = 1.0
    /// The language model's cost of a character it does not know.
    public let unknownCost = 16.0
    /// Added to each character's score (nats): how much likelier a segmentation of one more
    /// character is, all else equal (0: the writing's log-likelihood ratios alone). Ink of two
    /// characters read as one often finds a close enough prototype, while the language model
    /// charges every character; 8 nats (about the model's cost of a common character) evens it.
    public let characterBonus = 8.0
    /// How much the writing's score counts against the other cues (1: its log-likelihood ratio).
    public let writingWeight = 1.0
    /// How much a span's writing score counts by the ink it explains: its weight is
    /// (strokes / `referenceStrokes`) raised to this power (0: every span alike). At 1 the
    /// weights of any segmentation add up to the same, so a hand that writes every character
    /// less like its prototype costs every segmentation alike instead of the ones of more
    /// characters more (which reads two characters as one complex one).
    public var inkWeighting = 1.0
    /// The strokes of a span whose writing score counts once (`inkWeighting`).
    public let referenceStrokes = 7.0
    /// Each character's standard stroke count (nil: no stroke-count prior).
    public var strokeCounts: StrokeCounts?
    /// The stroke-count prior's cost (nats) per stroke a span has more or fewer than the
    /// character read from it is written with: soft, as a slip of the pen or another author's
    /// count (KanjiVG's differs from ours for some characters) may change it by one.
    public let strokeWeight = 2.0
    /// The most the stroke-count prior charges one character.
    public var strokeCap = 8.0
    /// Ink detected as a line but narrower than this many times its height is read overlapped
    /// too (one wide character), and the better reading kept.
    public let doubtfulAspect = 2.0
    /// Ink in doubt (`doubtfulAspect`) is offered as one character only when the writing reads
    /// well as one: its best character's writing score (a log-likelihood ratio against a typical
    /// writing of it, less the stroke-count prior) at least this. Two characters side by side read
    /// as one find some wide character, but far from any writing of it (十口 as 纽).
    public let wellReadScore = -20.0

    /// What a reading of several characters pays when a short writing (`overlappedSplitStrokes`)
    /// lies on one square (overlapped) and reads well as one character (`wellReadScore`): the
    /// same ink is one character or a phrase written over itself (大 or 一人, 天 or 二人), and a
    /// writer who stops after so few strokes has far more often written the one character.
    public var overlappedSplitCost = 6.0
    /// The most strokes a writing may have for `overlappedSplitCost` to apply. Measured on
    /// phrase-dev and phrase-dev-hard: every phrase the cost misread had 6 strokes or more
    /// (月二 read 再, 边一 read 边), none of 5 or fewer.
    public var overlappedSplitStrokes = 5

    /// A phrase reader over `recognizer`, with the bundled stroke counts (`StrokeCounts.bundled`,
    /// opened once per process) when they can be read.
    public init(recognizer: HandwritingRecognizer, strokeCounts: StrokeCounts? = StrokeCounts.bundled) {
        self.recognizer = recognizer
        self.strokeCounts = strokeCounts
    }

    /// The weight of the writing score of a span of `strokes` strokes.
    func writingWeight(strokes: Int) -> Double {
        inkWeighting == 0 ? writingWeight : writingWeight * pow(Double(strokes) / referenceStrokes, inkWeighting)
    }

    /// The stroke-count prior's cost of reading `character` from a span of `strokes` strokes.
    func strokeCost(_ character: Character, strokes: Int) -> Double {
        guard let standard = strokeCounts?.strokes(of: character) else { return 0 }
        return min(strokeCap, strokeWeight * Double(abs(strokes - standard)))
    }

    /// Whether all of `strokes` read well as one character (`wellReadScore`).
    func readsWell(_ strokes: [[SIMD2<Double>]], readings: inout SpanReadings) -> Bool {
        readings.candidates(0..<strokes.count, of: strokes, recognizer: recognizer).contains {
            $0.score - strokeCost($0.character, strokes: strokes.count) >= wellReadScore
        }
    }

    /// The best `limit` readings of `ink`, after `text` (the text before the caret) ranked with
    /// `context`'s model (nil: by the writing alone), best first, distinct texts. Empty when
    /// there is no ink; throws for a canvas without area or a phrase of more than
    /// `maximumStrokes` strokes.
    public func recognize(_ ink: Ink, after text: String = "", context: (any CharacterContext)?,
                          limit: Int = 10) throws(HandwritingError) -> [PhraseCandidate] {
        let strokes = try ink.cleanedStrokes()
        var readings = SpanReadings(spanStrokes: spanStrokes, spanCandidates: spanCandidates)
        return try recognize(cleaned: strokes, after: text, context: context, limit: limit, readings: &readings)
    }

    /// The same for cleaned strokes, reusing and adding to `readings` (spans read before).
    public func recognize(cleaned strokes: [[SIMD2<Double>]], after text: String, context: (any CharacterContext)?,
                          limit: Int, readings: inout SpanReadings) throws(HandwritingError) -> [PhraseCandidate] {
        guard strokes.count <= maximumStrokes else { throw .phraseTooLong(strokes: strokes.count, limit: maximumStrokes) }
        guard limit > 0, !strokes.isEmpty else { return [] }
        let boxes = strokes.map { InkBox($0)! }
        let whole = InkBox.union(boxes[...])!
        let detected = PhraseLayout.detect(boxes: boxes)
        // One wide character (啊 or 份 written flat, its parts moving right) looks like a short
        // line: such ink is read both ways and the better reading kept.
        let layouts = detected == .sideBySide && whole.width < doubtfulAspect * whole.height ? [detected, .overlapped] : [detected]
        var language = LanguageCosts(context: context, unknownCost: unknownCost, known: readings.languageCosts)
        defer { readings.languageCosts = language.known }
        var best: [String: PhraseCandidate] = [:]
        for layout in layouts {
            // In doubt, the overlapped reading offers only the whole writing as one character,
            // and only when it reads well as one.
            let inDoubt = layouts.count > 1 && layout == .overlapped
            if inDoubt, strokes.count > wholeStrokes || !readsWell(strokes, readings: &readings) { continue }
            let geometry = PhraseGeometry(layout: layout, whole: whole, widestStroke: boxes.map(\.width).max() ?? 0)
            let lattice = PrunedLattice(strokes: strokes, boxes: boxes, geometry: geometry, readings: &readings,
                                        recognizer: recognizer, characterCosts: { characters, span in
                                            zip(characters, language.costs(characters, after: "")).map {
                                                languageWeight * $1 - characterBonus + strokeCost($0, strokes: span)
                                            }
                                        }, writingWeight: writingWeight(strokes:), margin: pruningMargin,
                                        wholeStrokes: wholeStrokes, fitsLongSpan: { strokeCost($0, strokes: $1) < strokeCap },
                                        concurrently: concurrentReads)
            var decoder = PhraseDecoder(lattice: lattice, geometry: geometry, reader: self, beamWidth: max(beamWidth, limit))
            for reading in decoder.decode(after: text, language: &language, limit: limit)
            where (!inDoubt || reading.characters.count == 1) && best[reading.text].map({ $0.score < reading.score }) ?? true {
                best[reading.text] = reading
            }
        }
        if detected == .overlapped, overlappedSplitCost > 0, strokes.count <= overlappedSplitStrokes,
           best.values.contains(where: { $0.characters.count > 1 }), readsWell(strokes, readings: &readings) {
            for (text, reading) in best where reading.characters.count > 1 { best[text]?.score = reading.score - overlappedSplitCost }
        }
        let found = Array(best.values.sorted { $0.score != $1.score ? $0.score > $1.score : $0.text < $1.text }.prefix(limit))
        guard found.isEmpty else { return found }
        // No segmentation at all (a stroke no span could read): the whole writing as one character.
        return recognizer.recognize(cleaned: strokes, after: text, context: context, limit: limit).map {
            PhraseCandidate(characters: [PhraseCharacter(character: $0.character, strokes: 0..<strokes.count)], score: $0.score)
        }
    }
}

/// The language model's costs of next characters, asked once per text and kept: hypotheses
/// that reach the same text by different segmentations ask for the same costs.
struct LanguageCosts {
    let context: (any CharacterContext)?
    let unknownCost: Double
    /// The costs asked so far, by the text before (a pad keeps them from stroke to stroke).
    private(set) var known: [String: [Character: Double]]

    init(context: (any CharacterContext)?, unknownCost: Double, known: [String: [Character: Double]] = [:]) {
        self.context = context
        self.unknownCost = unknownCost
        self.known = known
    }

    /// The cost of each of `characters` after `text` (0 for all without a context).
    mutating func costs(_ characters: [Character], after text: String) -> [Double] {
        guard let context else { return characters.map { _ in 0 } }
        // The text's table is looked up once (hashing the text for each character cost as much
        // as the model), and most calls find every character in it.
        let missing: [Character]
        if let table = known[text] {
            let costs = characters.compactMap { table[$0] }
            if costs.count == characters.count { return costs }
            missing = Array(Set(characters.filter { table[$0] == nil }))
        } else {
            missing = Array(Set(characters))
        }
        if !missing.isEmpty {
            let found = context.costs(of: missing, after: text)
            // Added in place: a copy of the table for each new character grew with the table.
            for (character, cost) in zip(missing, found) {
                known[text, default: [:]][character] = cost.map { $0.isFinite ? $0 : unknownCost } ?? unknownCost
            }
        }
        let table = known[text] ?? [:]
        return characters.map { table[$0] ?? unknownCost }
    }
}
