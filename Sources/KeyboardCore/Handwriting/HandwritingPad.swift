import Handwriting
import KeyboardLayout
import ChineseEngine
import TextInputModel

/// The 手写 input form, a `CandidateSource` (the active one on the handwriting keyboard): a
/// finger that lands on the layout's pad key writes a stroke; each stroke ended updates the
/// candidates (a `PhraseSession` over the bundled model, ranked after the text before the caret
/// by the engine's language model, written in the script setting's characters). Several
/// characters may be written without a pause, over each other or side by side: the bar shows the
/// phrase read first, then other readings, then the first character's own candidates; the first
/// is shown as the document's marked text while writing (`HandwritingPad+Reading`).
///
/// Commit rules (the pad's own, tested in `HandwritingScenarioTests`):
/// - a candidate tapped is committed, and 联想 goes on as after pinyin; a first character's
///   candidate commits that character only, and the rest of the ink is read on;
/// - when `HandwritingSettings.newCharacterPause` (0.8 s; a setting, or never) passes after the
///   last stroke, the first candidate is committed (`pauseEnded`) with the others as its
///   alternatives: while it is the stage's last edit the bar offers them and tapping one replaces
///   what was committed (a swap); a new stroke or any key ends the swap;
/// - space commits the highlighted (first) candidate; return commits the first candidate and types
///   no newline (as return ends a composition); any other key (punctuation, 123, 中/英, globe)
///   commits the first candidate before acting;
/// - delete removes the last stroke; with no strokes left it deletes characters as usual;
/// - escape (a hardware key) drops the ink.
/// The pad is never shown in a secure field: those fields get English letters (`FieldKeyboard`).
/// Time comes only from the touches' timestamps.
public final class HandwritingPad {
    /// The settings (pause, candidate count, point bound).
    public let settings: HandwritingSettings
    /// The engine whose language model ranks the characters after the text before the caret.
    let engine: ChineseEngine
    /// The script candidates are written in.
    let scriptConverter: ScriptConverter
    /// The recognizer over the bundled model, opened at the first stroke (nil until then, or
    /// when the model cannot be read: `modelError` says why, and the pad offers no candidates).
    private var recognizer: HandwritingRecognizer?
    /// Why the model could not be opened, if it could not.
    public private(set) var modelError: (any Error)?
    /// The phrase being written (its strokes in pad coordinates), nil before the first stroke.
    var session: PhraseSession?
    /// The pad's frame when the character's first stroke began.
    private(set) var frame: LayoutRect?
    /// The finished strokes of the phrase, in keyboard points (what is drawn).
    private(set) var strokes: [[LayoutPoint]] = []
    /// The stroke being drawn: the finger's touch id and its points with their times.
    var current: (id: Int, points: [InkPoint], drawn: [LayoutPoint])?
    /// When the last stroke ended.
    private(set) var lastStrokeEnd: Double?
    /// The candidates for the strokes so far, best first: the text shown (in the script setting's
    /// characters), the text the recognizer read and how many of the strokes it covers.
    var candidates: [PadCandidate] = []
    /// The text before the caret the writing follows (what a character chosen before is remembered after).
    var textBefore = ""

    /// The schema its commits are made in.
    let schema: SchemaID

    /// The pad of `schema`, ranking after `engine`'s language model, writing in `scriptConverter`'s
    /// characters, with `settings`.
    init(schema: SchemaID, engine: ChineseEngine, scriptConverter: ScriptConverter, settings: HandwritingSettings) {
        self.schema = schema
        self.engine = engine
        self.scriptConverter = scriptConverter
        self.settings = settings
    }

    /// Whether a character is being written (a stroke drawn or in progress).
    public var isWriting: Bool { !strokes.isEmpty || current != nil }

    /// The candidates' texts, best first, while writing (else empty).
    public var candidateTexts: [String] { isWriting ? candidates.map(\.text) : [] }

    /// The ink to draw (nil when nothing is written).
    public var ink: PadInk? {
        guard isWriting, let frame else { return nil }
        return PadInk(frame: frame, strokes: strokes + (current.map { [$0.drawn] } ?? []), finishedStrokes: finishedStrokes)
    }

    /// Takes the touches of a finger that landed on the pad key (`target` says what a point
    /// belongs to) and writes them; returns the others, in order, for the touch interpreter. One
    /// finger writes at a time; a second one on the pad goes to the interpreter (the pad key does nothing).
    func write(_ touches: [Touch], in host: SourceHost, target: (LayoutPoint) -> TouchTarget) -> [Touch] {
        var rest: [Touch] = []
        for touch in touches {
            if let current, touch.id == current.id {
                switch touch.phase {
                case .began, .moved: add(touch)
                case .ended:
                    add(touch)
                    endStroke(at: touch.timestamp)
                case .cancelled: self.current = nil
                }
            } else if touch.phase == .began, current == nil, case .key(let placed) = target(touch.point),
                      placed.key.action == .handwritingPad {
                beginStroke(touch, on: placed.frame, in: host)
            } else {
                rest.append(touch)
            }
        }
        return rest
    }

    /// A finger landed on the pad: after a pause the written character is committed; a new
    /// character starts a session after the text before the caret (the 联想 shown go).
    private func beginStroke(_ touch: Touch, on padFrame: LayoutRect, in host: SourceHost) {
        // A new stroke ends the pause's swap.
        host.commits.forgetLastEdit()
        if !strokes.isEmpty, let lastStrokeEnd, let pause = settings.newCharacterPause, touch.timestamp - lastStrokeEnd >= pause {
            commitFirst(in: host)
        }
        // A writing near its bounds (strokes, or half the points) is committed before it grows on.
        if session?.isFull == true || strokes.reduce(0, { $0 + $1.count }) >= settings.maximumPoints / 2 {
            commitFirst(in: host)
        }
        let before = host.beginInput()
        if !isWriting {
            frame = padFrame
            textBefore = before
            session = makeSession(after: textBefore, frame: padFrame)
        }
        current = (touch.id, [], [])
        add(touch)
    }

    /// Adds a point to the stroke being drawn, held inside the pad (a finger that slides off it
    /// writes along its edge); a repeated point adds nothing, and past `maximumPoints` for the
    /// character nothing more is kept.
    private func add(_ touch: Touch) {
        guard var stroke = current, let frame else { return }
        let point = LayoutPoint(x: min(max(touch.point.x, frame.minX), frame.maxX), y: min(max(touch.point.y, frame.minY), frame.maxY))
        guard stroke.drawn.last != point else { return }
        guard strokes.reduce(stroke.drawn.count, { $0 + $1.count }) < settings.maximumPoints else { return }
        stroke.drawn.append(point)
        stroke.points.append(InkPoint(x: point.x - frame.minX, y: point.y - frame.minY, time: touch.timestamp))
        current = stroke
    }

    /// The finger lifted: the stroke joins the character and the candidates are read again.
    private func endStroke(at time: Double) {
        guard let stroke = current else { return }
        current = nil
        lastStrokeEnd = time
        strokes.append(stroke.drawn)
        session?.add(InkStroke(stroke.points))
        show()
    }

    /// Removes the last stroke (delete while writing); the last one removed ends the character.
    func removeLastStroke() {
        guard !strokes.isEmpty else { return }
        strokes.removeLast()
        guard !strokes.isEmpty, session != nil else { return clear() }
        session?.removeLastStroke()
        show()
    }

    /// Drops the first `count` finished strokes from the ink drawn (a leading part committed).
    func dropFirstStrokes(_ count: Int) {
        strokes.removeFirst(min(count, strokes.count))
    }

    /// Drops the writing (a new field, escape).
    public func clear() {
        strokes.removeAll()
        current = nil
        candidates.removeAll()
        session = nil
        frame = nil
        lastStrokeEnd = nil
    }

    /// A session for a phrase on a pad at `frame`, ranked after `text` (nil without a model).
    private func makeSession(after text: String, frame: LayoutRect) -> PhraseSession? {
        if recognizer == nil, modelError == nil {
            do {
                recognizer = HandwritingRecognizer(model: try Self.bundledModel.get())
            } catch {
                modelError = error
            }
        }
        guard let recognizer else { return nil }
        return try? PhraseSession(
            reader: PhraseRecognizer(recognizer: recognizer), width: max(1, frame.width), height: max(1, frame.height), after: text, context: context,
            limit: settings.candidateLimit)
    }

    /// The bundled model, opened (and its checksum verified) at the first stroke of any pad in the
    /// process and shared by all: read-only mapped memory, so a server's writing sessions do not
    /// each map and check it again.
    private static let bundledModel = Result<HandwritingModel, any Error> { try HandwritingModel() }

    /// The engine's language model as the context (its word index is built once per lexicon and shared).
    private lazy var context: EngineCharacterContext = EngineCharacterContext(engine: engine)
}
