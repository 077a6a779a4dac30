import KeyGeometry
import KeyboardLayout
import PinyinEngine
import TextInputModel

/// 笔画 input as a candidate source: the stroke keys (`KeyboardAction.stroke`: 横 一, 竖 丨, 撇 丿,
/// 点 丶, 折 乛 and the 通配 wildcard) grow a `StrokePattern`, shown as marked text; the bar lists the
/// characters whose stroke order begins with it, ranked by the engine's language model after the
/// text before the caret (`StrokeDecoder`), a character chosen before after the same text first
/// (`ChoiceMemory`), in the script setting's characters. Picking one commits it (teaching the
/// memory) and offers 联想 after it; space picks the highlighted one; delete removes the last
/// stroke. The stroke table (`strokes.bin`) is opened at the first stroke; without it the bar stays empty.
final class StrokeSource {
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
    /// The text before the caret when the first stroke was typed (the marked strokes are not context).
    private var before = ""

    /// A source over `engine`, writing in `scriptConverter`'s characters, offering up to `limit` characters.
    init(engine: PinyinEngine, scriptConverter: ScriptConverter, limit: Int) {
        self.engine = engine
        self.scriptConverter = scriptConverter
        self.limit = max(1, limit)
    }

    /// Reads the characters for the pattern after `before` (none for an empty pattern), those
    /// chosen after the same text first.
    private func refresh(_ memory: ChoiceMemory) {
        candidates.removeAll(keepingCapacity: true)
        guard !pattern.isEmpty else { return }
        if decoder == nil, tableError == nil {
            do { decoder = engine.makeStrokeDecoder(table: try engine.openStrokes()) } catch { tableError = error }
        }
        guard let decoder else { return }
        var seen = Set<String>()
        for candidate in decoder.candidates(for: pattern, after: before, limit: limit) {
            let text = scriptConverter.convert(String(candidate.character))
            if seen.insert(text).inserted { candidates.append((text, candidate.character)) }
        }
        candidates = memory.ranked(candidates, .chinese, after: before) { $0.text }
    }

    /// Drops the strokes and candidates.
    private func reset() {
        pattern = StrokePattern([])
        candidates.removeAll()
    }

    /// The commit of `candidate` in place of the marked strokes: the memory learns it after the
    /// text before, and 联想 reads it as its table character.
    private func commit(_ candidate: (text: String, character: Character), predicting: Bool) -> Commit {
        reset()
        return Commit(
            candidate.text, lessons: [.choice(candidate.text, in: .chinese, after: before)],
            followUp: .reading(before + String(candidate.character), predicting: predicting))
    }
}

extension StrokeSource: CandidateSource {
    /// Whether strokes are typed.
    var hasInput: Bool { !pattern.isEmpty }

    /// The characters offered.
    var candidateTexts: [String] { candidates.map(\.text) }

    /// The strokes as typed (`一丨＊`).
    var composingText: String? { pattern.isEmpty ? nil : String(pattern.strokes.map { StrokeKey($0).glyph }) }

    /// No key text: strokes come as `KeyboardAction.stroke` (`perform`).
    func takes(_ text: String) -> Bool { false }

    /// Nothing: strokes come as their own action.
    func type(_ text: String, touch: KeyTouch?, in host: SourceHost) {}

    /// A stroke key adds its stroke (up to `StrokePattern.maximumLength`) and the characters are read again.
    func perform(_ action: KeyboardAction, overlay: inout Overlay, in host: SourceHost) -> Bool {
        guard case .stroke(let key) = action else { return false }
        guard pattern.count < StrokePattern.maximumLength else { return true }
        if pattern.isEmpty { before = host.beginInput() }
        pattern.strokes.append(key.stroke)
        refresh(host.memory.choices)
        return true
    }

    /// Removes the last stroke.
    func deleteBackward(in host: SourceHost) {
        guard !pattern.isEmpty else { return }
        pattern.strokes.removeLast()
        refresh(host.memory.choices)
    }

    /// Commits character `index` in place of the strokes, then 联想 after it.
    func pick(_ index: Int, in host: SourceHost) -> SourcePick {
        guard candidates.indices.contains(index) else { return .nothing }
        return .committed(commit(candidates[index], predicting: true))
    }

    /// Ends the strokes: `.best` commits the first character, `.raw` drops the strokes (they are
    /// no text), `.discard` drops them.
    func end(_ end: CompositionEnd, in host: SourceHost) -> Commit? {
        guard hasInput else { return nil }
        if end == .best, let first = candidates.first { return commit(first, predicting: false) }
        reset()
        return nil
    }

    /// Forgets the strokes (the document no longer shows them).
    func abandon() { reset() }
}

extension StrokeKey {
    /// The key of `stroke` (nil: the wildcard).
    init(_ stroke: Stroke?) {
        switch stroke {
        case .horizontal: self = .horizontal
        case .vertical: self = .vertical
        case .leftFalling: self = .leftFalling
        case .dot: self = .dot
        case .turning: self = .turning
        case nil: self = .wildcard
        }
    }

    /// The stroke it types (nil: the wildcard).
    var stroke: Stroke? {
        switch self {
        case .horizontal: .horizontal
        case .vertical: .vertical
        case .leftFalling: .leftFalling
        case .dot: .dot
        case .turning: .turning
        case .wildcard: nil
        }
    }
}
