import Foundation
import KeyGeometry

/// Decodes gestures into the words of a `GestureVocabulary` (English): every word is matched
/// by `GestureAligner`, walking the sorted list so a shared beginning is matched once and a
/// beginning that cannot beat the current `limit`-th best (its cost so far plus the commonest
/// word's prior) skips every word that shares it.
public struct WordGestureDecoder: Sendable {
    /// The words.
    public let vocabulary: any GestureVocabulary
    /// The keys the gestures are drawn over.
    public var keyboard: KeyGeometry
    /// The match's weights.
    public var scoring: GestureScoring
    /// The path's resampled resolution.
    public var resolution = GesturePath.defaultResolution
    /// The width of the search's beam in nats (`GestureBeam`).
    public var beamWidth: Float = 8
    /// What the text before the caret says of the next word (English word pairs); nil: frequency alone.
    public var wordContext: (any GestureWordContext)?
    /// How many of the likeliest words by gesture and frequency are ranked again by shape and context.
    public var contextDepth = 16
    /// The least prior cost of any word: what a beginning is bounded with.
    private let leastPrior: Float

    /// A decoder over `vocabulary` and `keyboard`.
    public init(vocabulary: any GestureVocabulary, keyboard: KeyGeometry, scoring: GestureScoring = .english) {
        self.vocabulary = vocabulary
        self.keyboard = keyboard
        self.scoring = scoring
        let least = vocabulary.leastPriorCost
        leastPrior = least.isFinite ? least : 0
    }

    /// The `limit` likeliest words for the path through `samples` (keyboard points) after the
    /// text `context` before the caret, best first: the likeliest `contextDepth` by gesture and
    /// frequency ranked again with the shape channel (`GestureScoring.shape`, `GestureShape`)
    /// and `wordContext`'s word pairs mixed into the prior (`GestureScoring.pairMix`).
    public func decode(_ samples: [SIMD2<Float>], context: String, limit: Int) -> [GestureCandidate] {
        let pairs = scoring.pairMix > 0 && scoring.prior > 0 ? wordContext : nil
        let shape = scoring.shape > 0 ? GestureShape(samples: samples) : nil
        guard limit > 0, pairs != nil || shape != nil else { return decode(samples, limit: limit) }
        let mix = scoring.pairMix
        var ranked = decode(samples, limit: max(limit, contextDepth)).map { candidate -> GestureCandidate in
            var ranked = candidate
            if let shape, let distance = shape.distance(to: candidate.letters, on: keyboard) {
                let cost = scoring.shape * distance * distance
                ranked.gestureCost += cost
                ranked.cost += cost
            }
            guard let pair = pairs?.probability(of: candidate.letters, after: context) else { return ranked }
            let own = exp(-(candidate.cost - candidate.gestureCost) / scoring.prior)
            let p = mix * pair + (1 - mix) * own
            ranked.cost = ranked.gestureCost + scoring.prior * (p > 0 ? -log(p) : 0)
            return ranked
        }
        ranked.sort { $0.cost < $1.cost }
        return Array(ranked.prefix(limit))
    }

    /// The `limit` likeliest words for the path through `samples` (keyboard points), best first.
    public func decode(_ samples: [SIMD2<Float>], limit: Int) -> [GestureCandidate] {
        guard limit > 0, let path = GesturePath(samples: samples, resolution: resolution) else { return [] }
        var aligner = GestureAligner(path: path, keyboard: keyboard, scoring: scoring)
        let n = aligner.resolution
        let priorFloor = scoring.prior * leastPrior
        var best = CheapestList<Int>(limit: limit)
        var beam = GestureBeam(resolution: n, width: beamWidth)
        var rows: [[Float]] = []
        var bytes: [UInt8] = [], letters: [Int] = [], previous: [Int] = []
        var valid = 0  // rows[0..<valid] hold the beginnings of `previous`
        var pruned = Int.max  // words sharing previous's first `pruned` letters cannot win
        var next = 0
        while next < vocabulary.count {
            let index = next
            next += 1
            vocabulary.spelling(of: index, into: &bytes)
            letters.removeAll(keepingCapacity: true)
            var usable = true
            for byte in bytes {
                if let letter = KeyGeometry.index(of: byte) {
                    letters.append(letter)
                } else if byte != 39 && byte != 45 {  // an apostrophe or hyphen is not drawn
                    usable = false
                    break
                }
            }
            guard usable, !letters.isEmpty else { continue }
            var common = 0
            while common < letters.count, common < previous.count, letters[common] == previous[common] { common += 1 }
            swap(&previous, &letters)
            if common >= pruned { valid = min(valid, common); continue }
            pruned = Int.max
            valid = min(valid, common)
            while rows.count < previous.count { rows.append([Float](repeating: 0, count: n)) }
            var hopeless = false
            for depth in valid..<previous.count {
                let bound: Float
                if depth == 0 {
                    bound = aligner.start(previous[0], into: &rows[0])
                } else if previous[depth] == previous[depth - 1] {
                    rows[depth] = rows[depth - 1]
                    bound = rows[depth].min() ?? .infinity
                } else {
                    bound = aligner.extend(rows[depth - 1], from: previous[depth - 1], to: previous[depth], into: &rows[depth])
                }
                valid = depth + 1
                if bound + priorFloor >= best.threshold || !beam.admits(rows[depth]) {
                    pruned = depth + 1
                    hopeless = true
                    // Every word spelt with these bytes first (a–z, sorted alike) is hopeless too: jump past them.
                    if bytes.count == previous.count, bytes.allSatisfy({ (97...122).contains($0) }) { next = vocabulary.end(ofRunFrom: index, sharing: bytes[..<pruned]) }
                    break
                }
            }
            if hopeless { continue }
            let gesture = aligner.finish(rows[previous.count - 1], last: previous[previous.count - 1])
            guard gesture + priorFloor < best.threshold else { continue }
            best.insert(index, cost: gesture + scoring.prior * vocabulary.priorCost(of: index))
        }
        return best.items.map { entry in
            vocabulary.spelling(of: entry.item, into: &bytes)
            let text = String(decoding: bytes, as: UTF8.self)
            let prior = scoring.prior * vocabulary.priorCost(of: entry.item)
            return GestureCandidate(text: text, letters: text.lowercased(), gestureCost: entry.cost - prior, cost: entry.cost)
        }
    }
}
