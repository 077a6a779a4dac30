import KeyboardLayout
import PinyinEngine
import TextInputModel

/// 笔画 input as a candidate source: the stroke keys (横 一, 竖 丨, 撇 丿, 点 丶, 折 乛 and the 通配
/// wildcard) grow a `StrokePattern`, shown as marked text; the bar lists the characters whose
/// stroke order begins with it, ranked by the engine's language model after the text before the
/// caret (`StrokeDecoder`), in the script setting's characters. Picking one commits it and offers
/// 联想 after it; space picks the highlighted one; delete removes the last stroke. The stroke
/// table (`strokes.bin`) is opened at the first stroke; without it the bar stays empty.
final class StrokeSource {
    /// The stroke keys' texts and the strokes they type (nil: the wildcard).
    static let keys: [Character: Stroke?] = [
        "一": .horizontal, "丨": .vertical, "丿": .leftFalling, "丶": .dot, "乛": .turning, "?": nil,
    ]
    /// How the typed strokes are shown (the wildcard as ＊).
    static func glyph(_ stroke: Stroke?) -> Character {
        switch stroke {
        case .horizontal: "一"
        case .vertical: "丨"
        case .leftFalling: "丿"
        case .dot: "丶"
        case .turning: "乛"
        case nil: "＊"
        }
    }

    /// The engine whose model ranks the characters.
    let engine: PinyinEngine
    /// The script candidates are written in.
    let scriptConverter: ScriptConverter
    /// How many characters the bar and grid offer.
    let limit: Int
    /// The decoder over the stroke table, opened at the first stroke (nil before, or when the table cannot be read).
    private var decoder: StrokeDecoder?
    /// Why the stroke table could not be opened, if it could not.
    private(set) var tableError: (any Error)?
    /// The strokes typed.
    private(set) var pattern = StrokePattern([])
    /// The characters offered, best first: shown (in the script) and as the table has them.
    private(set) var candidates: [(text: String, character: Character)] = []
    /// The marked text last shown.
    private var shown: String?
    /// The text before the caret when the first stroke was typed (the marked strokes are not context).
    private var before = ""

    /// A source over `engine`, writing in `scriptConverter`'s characters, offering up to `limit` characters.
    init(engine: PinyinEngine, scriptConverter: ScriptConverter, limit: Int) {
        self.engine = engine
        self.scriptConverter = scriptConverter
        self.limit = max(1, limit)
    }

    /// Reads the characters for the pattern after `text` (none for an empty pattern).
    private func refresh(after text: String) {
        candidates.removeAll(keepingCapacity: true)
        guard !pattern.isEmpty else { return }
        if decoder == nil, tableError == nil {
            do { decoder = engine.makeStrokeDecoder(table: try engine.openStrokes()) } catch { tableError = error }
        }
        guard let decoder else { return }
        var seen = Set<String>()
        for candidate in decoder.candidates(for: pattern, after: text, limit: limit) {
            let text = scriptConverter.convert(String(candidate.character))
            if seen.insert(text).inserted { candidates.append((text, candidate.character)) }
        }
    }

    /// Drops the strokes and candidates.
    private func reset() {
        pattern = StrokePattern([])
        candidates.removeAll()
    }
}

extension StrokeSource: CandidateSource {
    /// Whether strokes are typed.
    var hasInput: Bool { !pattern.isEmpty }

    /// The characters offered.
    var candidateTexts: [String] { candidates.map(\.text) }

    /// The strokes as typed (`一丨＊`).
    var composingText: String? { pattern.isEmpty ? nil : String(pattern.strokes.map(Self.glyph)) }

    /// A stroke key or the wildcard.
    func takes(_ text: String) -> Bool { text.count == 1 && text.first.map { Self.keys[$0] != nil } == true }

    /// Adds a stroke (up to `StrokePattern.maximumLength`) and reads the characters again.
    func type(_ text: String, touch: KeyTouch?, in host: SourceHost) {
        guard let key = text.first, let stroke = Self.keys[key], pattern.count < StrokePattern.maximumLength else { return }
        if pattern.isEmpty {
            host.predictions.clear()
            before = host.textBeforeCaret
        }
        pattern.strokes.append(stroke)
        refresh(after: before)
        host.showMarkedText(composingText, shown: &shown)
    }

    /// Removes the last stroke.
    func deleteBackward(in host: SourceHost) {
        guard !pattern.isEmpty else { return }
        pattern.strokes.removeLast()
        refresh(after: before)
        host.showMarkedText(composingText, shown: &shown)
    }

    /// Commits character `index` in place of the strokes, then 联想 after it.
    func pick(_ index: Int, in host: SourceHost) -> SourcePick {
        guard candidates.indices.contains(index) else { return .nothing }
        commit(candidates[index], in: host, predicting: true)
        return .committed(emoji: nil)
    }

    /// Ends the strokes: `.best` commits the first character, `.raw` drops the strokes (they are
    /// no text), `.discard` drops them.
    func end(_ end: CompositionEnd, in host: SourceHost) {
        guard hasInput else { return }
        if end == .best, let first = candidates.first { return commit(first, in: host, predicting: false) }
        reset()
        host.showMarkedText(nil, shown: &shown)
    }

    /// Forgets the strokes (the document no longer shows them).
    func abandon() {
        reset()
        shown = nil
    }

    /// Types `candidate` in place of the marked strokes, read as its table character for 联想.
    private func commit(_ candidate: (text: String, character: Character), in host: SourceHost, predicting: Bool) {
        reset()
        shown = nil
        host.commit(candidate.text, readAs: before + String(candidate.character), predicting: predicting)
    }
}
