/// The weights of the elastic match between a gesture and a word's keys, in nats (costs add to
/// the word's prior cost, −ln p). Distances are in key pitches, so the same weights fit any
/// keyboard size.
///
/// The model: the word's letters (a doubled letter drawn once) are aligned, in order, to points
/// of the resampled path; a letter pays `location` × its key centre's squared distance from its
/// point; every path point between two aligned letters pays `segment` / resolution × its squared
/// distance from the straight line between their keys (the shape between the keys); points
/// before the first letter or after the last (a landing beside the key, an overshoot at the end)
/// pay the same to that letter's key. Distances past `robustRadius` grow linearly, not
/// quadratically: one sloppy aim does not sink the right word.
public struct GestureScoring: Sendable, Equatable {
    /// Weight of a letter's squared distance from where the path passes it.
    public var location: Float
    /// Weight of the path's squared distance from the word's key-to-key polyline, over the whole path.
    public var segment: Float
    /// A cost per letter (negative: a bonus), so longer words are neither favoured nor shunned.
    public var perLetter: Float
    /// Beyond this many key pitches a distance costs linearly.
    public var robustRadius: Float
    /// The weight of the word's prior cost (frequency or language model) against the gesture's.
    public var prior: Float
    /// How much a vertical distance counts against a horizontal one (rows lie farther apart than
    /// keys in a row, so a hand strays farther up and down without meaning another key).
    public var verticalScale: Float = 1
    /// The share of the path before the first letter's point that is paid (a touch-down beside the key).
    public var head: Float = 1
    /// The share of the path after the last letter's point that is paid (an overshoot at the lift).
    public var tail: Float = 1
    /// English: the share of the word-pair probability after the word before the caret in the
    /// prior, p = pairMix · p(word | previous) + (1 − pairMix) · p(word); 0 ignores the context.
    public var pairMix: Float = 0
    /// The weight of the shape channel's squared mean distance (`GestureShape`, in spans) in the
    /// cost of each word ranked again; 0 leaves it out.
    public var shape: Float = 0

    /// Weights as given.
    public init(location: Float, segment: Float, perLetter: Float, robustRadius: Float, prior: Float) {
        self.location = location
        self.segment = segment
        self.perLetter = perLetter
        self.robustRadius = robustRadius
        self.prior = prior
    }

    /// English words over their frequencies and the word pairs after the word before, the
    /// likeliest 16 ranked again by shape. Tuned on swipe-en-dev and a harsher synthetic hand
    /// (`scripts/eval/harsh_swipe.py`: wider aims, corner cutting, overshoot, uneven sampling):
    /// against the earlier weights (segment 40, robust radius 1, prior 0.4, tail 1, no shape) the
    /// dev hand gains 0.3 points of top 1 and 0.2 of top 4, the harsher hand 5 and 3.
    ///
    /// The word pairs are true probabilities of the next word (a word's followers sum to at most
    /// 1; they were c(a b) / c(a), capped at 1, summing to 40 after `to`): mixed as the English
    /// engine mixes them (`EnglishEngine.Settings.pairWeight`, 0.9), and the prior weighed more
    /// (0.6), since a pair now lifts a word by what the books say (`to get`: 2.6 nats over its
    /// own, not 6). Against pair mix 0.6 and prior 0.5 over the same pairs: swipe-en-dev top 1
    /// 92.4 → 92.8 %, top 4 96.1 → 96.3; two harsher hands (seeds 7, 11) top 1 85.7 → 87.0 and
    /// 88.1 → 89.1, top 4 94.1 → 94.6 and 95.3 → 95.6.
    public static let english: GestureScoring = {
        var scoring = GestureScoring(location: 1, segment: 35, perLetter: -0.5, robustRadius: 1.1, prior: 0.6)
        scoring.pairMix = 0.9
        scoring.tail = 0.5
        scoring.shape = 75
        return scoring
    }()
    /// Pinyin words over the language model after the text before. Tuned on the odd lines of
    /// swipe-py-dev and a harsher synthetic hand (wider aims, overshoot, uneven sampling): the
    /// lighter shape weight, wider robust radius and cheaper overshoot cost the dev hand 1.4 points
    /// of top 1 and win the harsher hand 4.
    public static let pinyin: GestureScoring = {
        var scoring = GestureScoring(location: 1, segment: 30, perLetter: -0.5, robustRadius: 1.2, prior: 0.7)
        scoring.tail = 0.6
        return scoring
    }()

    /// The robust squared distance (in squared key pitches) of a squared distance `d2`.
    @inline(__always)
    func shaped(_ d2: Float) -> Float {
        let r2 = robustRadius * robustRadius
        guard d2 > r2 else { return d2 }
        return r2 + 2 * robustRadius * (d2.squareRoot() - robustRadius)
    }
}
