import KeyGeometry
import KeyboardLayout
import ChineseEngine
import TextInputModel

/// 注音 input as a candidate source: the 大千 keys' symbols and tone marks (ˉ ˊ ˇ ˋ ˙) grow the
/// input, shown as marked text as typed; the engine reads it continuously, with or without tones
/// (`ZhuyinInput`; typed tones weigh each syllable's characters, `ToneWeighting` over
/// `tones.bin`), and the bar lists its candidates in the script setting's characters (繁體 by
/// default). An unfinished last syllable (an initial still waiting for its final, ㄋㄧˇㄏ) is left
/// as typed: the candidates read the symbols before it, and it is read once it is finished.
/// Picking a candidate converts its symbols; picking the last commits all, then 联想; the commit
/// teaches the learner the picked words with their readings, as pinyin does (the same user dictionary).
final class ZhuyinSource {
    /// The engine, reading zhuyin (no 纠错 of slips: zhuyin keys are unambiguous).
    let engine: ChineseEngine
    /// The script candidates are written in.
    let scriptConverter: ScriptConverter
    /// How many candidates the bar and grid offer.
    let limit: Int
    /// The decoder, made at the first symbol.
    private lazy var decoder: LatticeDecoder = engine.makeDecoder()
    /// The tone table, opened at the first tone mark (nil when it cannot be read: tones then only separate).
    private lazy var tones: ToneTable? = try? engine.openTones()
    /// The symbols typed (picked ones included).
    private(set) var symbols: [Character] = []
    /// Where a symbol typed goes and backspace deletes: in the symbols not yet picked.
    var caret = InputCaret()
    /// What was picked: its text (in the script), the candidate as the engine read it (in
    /// simplified characters, what the learner knows), and how many symbols it took.
    private var picks: [(text: String, read: Candidate, symbols: Int)] = []
    /// The candidates for the symbols not yet picked, best first: shown (in the script) and as read.
    private(set) var candidates: [(shown: Candidate, read: Candidate)] = []
    /// The words before the input, after which its first word is scored.
    private var startContext: LeftContext = .sentenceStart

    /// The schema its commits are made in.
    let schema: SchemaID

    /// A source of `schema` over `engine` (its settings read zhuyin), writing in `scriptConverter`'s
    /// characters, offering up to `limit` candidates.
    init(schema: SchemaID, engine: ChineseEngine, scriptConverter: ScriptConverter, limit: Int) {
        self.schema = schema
        var engine = engine
        engine.settings.correction = .off
        engine.settings.form = .pinyin
        self.engine = engine
        self.scriptConverter = scriptConverter
        self.limit = max(1, limit)
    }

    /// The longest input that can be composed (symbols).
    static let maximumSymbols = 128

    /// How many symbols the picks took.
    var picked: Int { picks.reduce(0) { $0 + $1.symbols } }

    /// The symbols not yet picked.
    var rest: ArraySlice<Character> { symbols[picked...] }

    /// The longest start of `symbols` that reads as syllables (all of it, unless the last syllable is unfinished).
    static func readable(_ symbols: ArraySlice<Character>) -> ZhuyinInput? {
        var end = symbols.count
        while end > 0 {
            do {
                return try ZhuyinInput(parsing: String(symbols.prefix(end)))
            } catch let error as ZhuyinInput.ParseError {
                end = min(end - 1, error.offset)
            } catch {
                return nil
            }
        }
        return nil
    }

    /// Decodes what is not yet picked and rebuilds the candidates.
    func refresh() {
        candidates.removeAll(keepingCapacity: true)
        guard let input = Self.readable(rest) else { return }
        decoder.leftContext = startContext.appending(picks.flatMap(\.read.words))
        decoder.arcAdjustment = input.hasTones ? tones.map { ToneWeighting(input: input, table: $0) } : nil
        decoder.decode(zhuyin: input)
        candidates = decoder.candidates(limit: limit).map { ($0.converted(by: scriptConverter), $0) }
    }

    /// Starts again with `symbols` typed after `context`, nothing picked.
    func restart(with symbols: [Character], after context: LeftContext) {
        reset()
        self.symbols = symbols
        startContext = context
    }

    /// Drops everything.
    private func reset() {
        caret.reset()
        symbols.removeAll()
        picks.removeAll()
        candidates.removeAll()
    }

    /// The commit of the picks and the rest as typed in place of the marked text: the picks to
    /// learn (as a composition of the symbols made them), and 联想 after them when nothing is left as typed.
    private func commit(_ text: String, predicting: Bool) -> Commit {
        var composition = Composition(input: String(symbols))
        for pick in picks { composition.select(pick.read) }
        let complete = rest.isEmpty
        reset()
        return Commit.composed(text, composition, from: .schema(schema), after: startContext, predicting: complete && predicting)
    }

    /// Picks `candidate` (the symbols it reads are converted).
    private func take(_ candidate: (shown: Candidate, read: Candidate)) {
        picks.append((candidate.shown.text, candidate.read, min(candidate.read.length, rest.count)))
        // The caret keeps its place in the rest.
        caret.move(by: 0, start: picked, count: symbols.count)
    }
}

extension ZhuyinSource: CandidateSource {
    /// Whether symbols are typed.
    var hasInput: Bool { !symbols.isEmpty }

    /// The candidates' texts.
    var candidateTexts: [String] { candidates.map(\.shown.text) }

    /// None: the engine's learner ranks a composition's candidates (the readings picked).
    var rankedByMemory: RankedCandidates? { nil }

    /// The picks, then the symbols as typed.
    var composingText: String? { symbols.isEmpty ? nil : picks.map(\.text).joined() + String(rest) }

    /// A 注音 symbol or a tone mark.
    func takes(_ text: String) -> Bool { text.count == 1 && text.first.map(ZhuyinInput.isSymbol) == true }

    /// Adds a symbol (up to `maximumSymbols`) and reads the input again.
    func type(_ text: String, touch: KeyTouch?, in host: SourceHost) {
        guard let symbol = text.first, symbols.count < Self.maximumSymbols else { return }
        if symbols.isEmpty { startContext = host.predictions.context(before: host.beginInput()) }
        symbols.insert(symbol, at: caret)
        refresh()
    }

    /// Removes the symbol before the caret; at the start of the rest (or with nothing left) un-picks the last pick.
    func deleteBackward(in host: SourceHost) {
        let deleted = !rest.isEmpty && symbols.removeBefore(caret, start: picked)
        if !deleted, !picks.isEmpty { picks.removeLast() }
        if symbols.isEmpty { picks.removeAll() }
        refresh()
    }

    /// Picks candidate `index`: its symbols are converted; with nothing left (or only an
    /// unfinished syllable typed as it is) the whole is committed.
    func pick(_ index: Int, in host: SourceHost) -> SourcePick {
        guard candidates.indices.contains(index) else { return .nothing }
        take(candidates[index])
        if rest.isEmpty { return .committed(commit(picks.map(\.text).joined(), predicting: true)) }
        refresh()
        return .continued(nil)
    }

    /// Ends the input: `.best` picks the first candidates while there are any, then commits
    /// with the rest as typed; `.raw` commits the picks and the symbols as typed; `.discard` drops it.
    func end(_ end: CompositionEnd, in host: SourceHost) -> Commit? {
        guard hasInput else { return nil }
        switch end {
        case .discard:
            reset()
            return nil
        case .best:
            while !rest.isEmpty, let first = candidates.first, first.read.length > 0 {
                take(first)
                refresh()
            }
            return commit(picks.map(\.text).joined() + String(rest), predicting: false)
        case .raw:
            return commit(picks.map(\.text).joined() + String(rest), predicting: false)
        }
    }

    /// Forgets the input (the document no longer shows it).
    func abandon() { reset() }
}
