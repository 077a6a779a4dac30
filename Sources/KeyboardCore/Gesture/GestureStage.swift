import EnglishEngine
import GestureTyping
import KeyGeometry
import KeyboardLayout
import ChineseEngine

/// The 滑行 stage between the touch interpreter and the input form: a finished `GestureStroke`
/// is decoded over the letter keys of the layout shown (`FittedLayout.keyGeometry`, not a keyboard
/// of its own) in the active form's language — English words, or Chinese words by
/// their pinyin after the text before the caret — and the words go to the form
/// (`GestureTypingSource`). It keeps the last gesture's trail while it fades. One per keyboard;
/// its decoders are made on the first gesture over keys placed differently.
final class GestureStage {
    /// The engine whose English words and lexicon are decoded over.
    private let engine: ChineseEngine
    /// How many words a gesture offers (the best and the bar's alternatives).
    let limit: Int
    /// Seconds the trail takes to fade after the lift.
    var trailFade: Double
    private var english: WordGestureDecoder?
    private var pinyin: PinyinGestureDecoder?
    /// The English book's words and word pairs (the process's one opening, `EnglishLexicon.shipped`),
    /// read on the first English gesture: a rotation or a height change makes a new decoder, not a new lexicon.
    private lazy var englishPairs: EnglishLexicon? = try? EnglishLexicon.shipped.get()
    /// The last gesture's path and when the finger lifted.
    private var lifted: (points: [LayoutPoint], at: Double)?

    /// A stage decoding over `engine`'s words, offering `limit` words a gesture.
    init(engine: ChineseEngine, limit: Int = 8, trailFade: Double = GestureRule().trailFade) {
        self.engine = engine
        self.limit = max(1, limit)
        self.trailFade = trailFade
    }

    /// Decodes `stroke` over `keys` for `source` and hands it the words; false when the form
    /// reads no gestures or nothing decoded (the caller then types the stroke's fallback).
    func type(_ stroke: GestureStroke, into source: any CandidateSource, keys: FittedLayout, shift: ShiftState, in host: SourceHost) -> Bool {
        guard let source = source as? any GestureTypingSource, let language = source.gestureLanguage else { return false }
        if !stroke.samples.isEmpty { lifted = (stroke.samples.map(\.point), stroke.endTime) }
        let samples = stroke.samples.map { SIMD2(Float($0.point.x), Float($0.point.y)) }
        let words = decode(samples, language: language, keys: keys, context: host.textBeforeCaret)
        guard !words.isEmpty else { return false }
        host.act(on: source) { source.type(gesture: words, shift: shift, in: host) }
        return true
    }

    /// The words `samples` mean in `language` over `keys`, best first (none when the layout has no letter keys).
    func decode(_ samples: [SIMD2<Float>], language: GestureLanguage, keys: FittedLayout, context: String) -> [GestureCandidate] {
        guard let geometry = keys.keyGeometry else { return [] }
        switch language {
        case .english:
            if english?.keyboard != geometry {
                // The English book's words; none when the English data cannot be opened.
                guard let words = englishPairs.map(EnglishBookVocabulary.init) else { return [] }
                var decoder = WordGestureDecoder(vocabulary: words, keyboard: geometry)
                // The word before the caret reranks the likeliest words (`to` or `too`); without the
                // English book's pairs the gesture and the words' frequencies still decide.
                decoder.wordContext = englishPairs
                english = decoder
            }
            return english?.decode(samples, context: context, limit: limit) ?? []
        case .pinyin:
            if pinyin?.keyboard != geometry { pinyin = PinyinGestureDecoder(engine: engine, keyboard: geometry) }
            return pinyin?.decode(samples, context: String(context.suffix(32)), limit: limit) ?? []
        }
    }

    /// The trail at `now` for `source`: the gesture being drawn (`live`, when the form reads
    /// gestures), else the last one while it fades; nil when none.
    func trail(live: [LayoutPoint]?, for source: any CandidateSource, at now: Double) -> GestureTrail? {
        if let live { return (source as? any GestureTypingSource)?.gestureLanguage == nil ? nil : GestureTrail(points: live) }
        guard let lifted, trailFade > 0, now < lifted.at + trailFade else { return nil }
        let remaining = trailFade - (max(now, lifted.at) - lifted.at)
        return GestureTrail(points: lifted.points, opacity: remaining / trailFade, fadeRemaining: remaining)
    }

    /// When the fading trail is next drawn fainter (every `fadeStep`), or gone, if it is still shown at `now`.
    func deadline(after now: Double) -> Double? {
        guard let lifted, now < lifted.at + trailFade else { return nil }
        return min(lifted.at + trailFade, max(now, lifted.at) + Self.fadeStep)
    }

    /// Seconds between the fading trail's frames (a host that animates the rest itself, as the
    /// playground's SVG does, still gets it right from any frame).
    static let fadeStep = 0.05
}

