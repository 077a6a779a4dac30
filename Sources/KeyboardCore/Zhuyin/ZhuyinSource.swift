import KeyboardLayout
import PinyinEngine
import TextInputModel

/// 注音 input as a candidate source: the 大千 keys' symbols and tone marks (ˉ ˊ ˇ ˋ ˙) grow the
/// input, shown as marked text as typed; the engine reads it continuously, with or without tones
/// (`ZhuyinInput`; typed tones weigh each syllable's characters, `ToneWeighting` over
/// `tones.bin`), and the bar lists its candidates in the script setting's characters (繁體 by
/// default). An unfinished last syllable (an initial still waiting for its final, ㄋㄧˇㄏ) is left
/// as typed: the candidates read the symbols before it, and it is read once it is finished.
/// Picking a candidate converts its symbols; picking the last commits all, then 联想.
final class ZhuyinSource {
    /// The engine, reading zhuyin (no 纠错 of slips: zhuyin keys are unambiguous).
    let engine: PinyinEngine
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
    /// What was picked: its text (in the script) and words, and how many symbols it took.
    private var picks: [(text: String, words: [WordID], symbols: Int)] = []
    /// The candidates for the symbols not yet picked, best first (in the script).
    private(set) var candidates: [Candidate] = []
    /// The words before the input, after which its first word is scored.
    private var startContext: LeftContext = .sentenceStart
    /// The marked text last shown.
    private var shown: String?

    /// A source over `engine` (its settings read zhuyin), writing in `scriptConverter`'s characters, offering up to `limit` candidates.
    init(engine: PinyinEngine, scriptConverter: ScriptConverter, limit: Int) {
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
    private var picked: Int { picks.reduce(0) { $0 + $1.symbols } }

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
    private func refresh() {
        candidates.removeAll(keepingCapacity: true)
        guard let input = Self.readable(rest) else { return }
        decoder.leftContext = startContext.appending(picks.flatMap(\.words))
        decoder.arcAdjustment = input.hasTones ? tones.map { ToneWeighting(input: input, table: $0) } : nil
        decoder.decode(zhuyin: input)
        candidates = decoder.candidates(limit: limit).map { $0.converted(by: scriptConverter) }
    }

    /// Drops everything.
    private func reset() {
        symbols.removeAll()
        picks.removeAll()
        candidates.removeAll()
    }

    /// Types the picks and the rest as typed in place of the marked text, then 联想 after the picks.
    private func commit(_ text: String, in host: SourceHost, predicting: Bool) {
        let words = picks.flatMap(\.words)
        let complete = rest.isEmpty
        reset()
        shown = nil
        host.document.insertText(text)
        if complete, predicting {
            host.predictions.committed(text, context: startContext.appending(words))
        } else {
            host.predictions.forgetLastCommit()
        }
    }
}

extension ZhuyinSource: CandidateSource {
    /// Whether symbols are typed.
    var hasInput: Bool { !symbols.isEmpty }

    /// The candidates' texts.
    var candidateTexts: [String] { candidates.map(\.text) }

    /// The picks, then the symbols as typed.
    var composingText: String? { symbols.isEmpty ? nil : picks.map(\.text).joined() + String(rest) }

    /// A 注音 symbol or a tone mark.
    func takes(_ text: String) -> Bool { text.count == 1 && text.first.map(ZhuyinInput.isSymbol) == true }

    /// Adds a symbol (up to `maximumSymbols`) and reads the input again.
    func type(_ text: String, touch: KeyTouch?, in host: SourceHost) {
        guard let symbol = text.first, symbols.count < Self.maximumSymbols else { return }
        if symbols.isEmpty {
            host.predictions.clear()
            startContext = host.predictions.context(before: host.textBeforeCaret)
        }
        symbols.append(symbol)
        refresh()
        host.showMarkedText(composingText, shown: &shown)
    }

    /// Un-picks the last pick, else removes the last symbol.
    func deleteBackward(in host: SourceHost) {
        if rest.isEmpty, !picks.isEmpty { picks.removeLast() } else if !symbols.isEmpty { symbols.removeLast() }
        if symbols.isEmpty { picks.removeAll() }
        refresh()
        host.showMarkedText(composingText, shown: &shown)
    }

    /// Picks candidate `index`: its symbols are converted; with nothing left (or only an
    /// unfinished syllable typed as it is) the whole is committed.
    func pick(_ index: Int, in host: SourceHost) -> SourcePick {
        guard candidates.indices.contains(index) else { return .nothing }
        let candidate = candidates[index]
        picks.append((candidate.text, candidate.words, min(candidate.length, rest.count)))
        if rest.isEmpty {
            commit(picks.map(\.text).joined(), in: host, predicting: true)
            return .committed(emoji: nil)
        }
        refresh()
        host.showMarkedText(composingText, shown: &shown)
        return .continued
    }

    /// Ends the input: `.best` picks the first candidates while there are any, then commits
    /// with the rest as typed; `.raw` commits the picks and the symbols as typed; `.discard` drops it.
    func end(_ end: CompositionEnd, in host: SourceHost) {
        guard hasInput else { return }
        switch end {
        case .discard:
            reset()
            host.showMarkedText(nil, shown: &shown)
        case .best:
            while !rest.isEmpty, let first = candidates.first, first.length > 0 {
                picks.append((first.text, first.words, min(first.length, rest.count)))
                refresh()
            }
            commit(picks.map(\.text).joined() + String(rest), in: host, predicting: false)
        case .raw:
            commit(picks.map(\.text).joined() + String(rest), in: host, predicting: false)
        }
    }

    /// Forgets the input (the document no longer shows it).
    func abandon() {
        reset()
        shown = nil
    }
}
