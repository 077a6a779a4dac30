import ArgumentParser
import FileOutput
import Foundation
import ChineseEngine
import StrokeInput
import UserDictionary

/// `shurufa convert [--candidates K] [--timings FILE] [--context TEXT]`: one pinyin string per stdin
/// line to one stdout line of K tab-separated candidates, best first, each line decoded after the
/// same left context TEXT (default: none, the sentence start). Flushes after each line; prints
/// nothing else on stdout (the evaluation scripts depend on this contract). `--user-dict PATH`
/// decodes with a user dictionary; with `--learn`, lines are `pinyin<TAB>intended text`: the
/// candidates are printed first, then the intended text is learned as if picked (`ConvertLearning`).
/// A line over `CommandLineInput.textLimit` bytes is refused: reported, an empty output line, exit status 1.
/// A line `PINYIN/STROKES` keeps only the candidates whose first character's strokes begin with
/// STROKES (笔画筛选, `StrokeFilter`: `ta/5` → 她). `--strokes` reads stroke lines instead
/// (`StrokeConversion`), and `--wubi`, `--cangjie`, `--quick` lines of 五笔 86, 倉頡 5 or 速成 codes
/// (the same, over the scheme's code table). `--jyutping` lines are 粤拼 (tones as digits or v x q
/// optional), learned with `--learn` into the user dictionary's Cantonese words (`StoredReading`).
struct ConvertCommand: TimedCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Pinyin lines on stdin to candidates on stdout, one line per input line (tab-separated, best first).",
        discussion: CommandLineInput.textLimitNote
    )

    @Option(name: [.customShort("k"), .long], help: "Candidates per line.")
    var candidates: Int = 1
    @OptionGroup var timing: TimingsOptions<Self>
    @Option(name: .customLong("context"), help: "Decode every line after this left context (default: the sentence start).")
    var contextText: String?
    @Option(name: .customLong("user-dict"), help: "Decode with the user dictionary at PATH, read only (with --learn, written and created if missing).")
    var userDictionaryPath: String?
    @Flag(name: .customLong("learn"), help: "Lines are pinyin<TAB>intended text; learn the intended text after printing the candidates.")
    var learns = false
    @Option(name: .customLong("tone-mismatch"), help: ArgumentHelp("Nats a character pays for a tone typed after its syllable that it is never read in (--schema terra-pinyin).", visibility: .hidden))
    var toneMismatch: Float?
    @Flag(name: .customLong("zhuyin"), help: "Lines are 注音 (大千 symbols, tone marks ˉ ˊ ˇ ˋ ˙ optional); --script tw prints 繁體 as a Taiwanese keyboard does (the evaluation contract is simplified, like every form).")
    var zhuyin = false
    @Flag(name: .customLong("strokes"), help: "Lines are 笔画 strokes: digits 1–5 (横 竖 撇 点 折), ? for any stroke; prints characters.")
    var strokes = false
    @Flag var shapeCode: ShapeCodeFlag?
    @Option(name: .customLong("schema"), help: "The schema lines are typed in (default: pinyin), by its id in `shurufa schema list`; the older flags (zhuyin, jyutping, t9, shuangpin, strokes, wubi, cangjie, quick) name schemas too.")
    var schemaID: String?
    @OptionGroup var options: EngineOptions

    static let timingsContent = "load/init times, per-line microseconds, each model component's report and, last, the process's RssAnon and peak RSS in kB"

    mutating func validate() throws {
        try validateCandidateCount(candidates)
        guard !learns || userDictionaryPath != nil else { throw UsageError("--learn needs --user-dict PATH") }
        if let schemaID { try choose(schemaID) }
        guard [strokes, shapeCode != nil, zhuyin].filter({ $0 }).count <= 1 else { throw UsageError("only one of --strokes, --wubi, --cangjie, --quick and --zhuyin") }
        guard !options.jyutping || (!zhuyin && shapeScheme == nil) else {
            throw UsageError("--jyutping cannot be combined with --zhuyin, --strokes, --wubi, --cangjie or --quick")
        }
        guard !zhuyin || options.form == .pinyin else { throw UsageError("--zhuyin cannot be combined with --t9 or --shuangpin") }
    }

    /// The shape code the lines are in, if any.
    private var shapeScheme: ShapeScheme? {
        strokes ? .strokes : shapeCode?.scheme ?? schemaID.flatMap(Schema.named)?.codes
    }

    /// Sets the options `--schema ID` stands for (the older flags are its aliases); an unknown id,
    /// or a schema beside another flag naming one, is a usage error.
    private mutating func choose(_ id: String) throws {
        guard let schema = Schema.named(id) else {
            throw UsageError("--schema: unknown schema '\(id)'; known: \(Schema.all.map(\.id).joined(separator: ", "))")
        }
        guard !strokes, shapeCode == nil, !zhuyin, !options.jyutping, !options.nineKey, options.shuangpin == nil else {
            throw UsageError("--schema cannot be combined with another flag naming a schema")
        }
        guard schema.kind != .handwriting else { throw UsageError("--schema \(id): \(schema.name) is written on a pad, not typed (see `shurufa handwriting`)") }
        switch schema.form {
        case .nineKey: options.nineKey = true
        case .shuangpin(let name): options.shuangpin = try ShuangpinScheme(named: name)
        case .zhuyin: zhuyin = true
        case .pinyin, nil: break
        }
    }

    /// The syllable schema the lines are typed in: `--schema`'s, else the one the flags name (注音,
    /// 粤拼, else the pinyin of `--t9` or `--shuangpin`'s form). Its data folder is the engine's.
    private var typedSchema: Schema {
        if let schema = schemaID.flatMap(Schema.named), schema.kind == .syllables { return schema }
        return zhuyin ? .zhuyin : options.flaggedSchema
    }

    func run() throws {
        let count = candidates
        let timingsFile = try timing.checkedFile()
        let loadStart = BenchClock.now()
        var engine = try options.makeEngine(schema: typedSchema)
        // Zhuyin keys are unambiguous: no 纠错 of typing slips (it would read other syllables).
        if zhuyin { engine.settings.correction = .off }
        // The schema named, among those typing its inventory in its form (地球拼音 beside 全拼).
        let schema = schemaID.flatMap(Schema.named)
        if let schema, schema.kind == .syllables { engine.settings.schemaID = schema.id }
        var learning: ConvertLearning?
        if let userDictionaryPath {
            // Read only unless it learns: decoding changes no byte of the file (and a 0444 one opens).
            let dictionary = try engine.openUserDictionary(userDictionaryPath, access: learns ? .readWrite : .readOnly)
            engine.userLexicon = dictionary
            learning = learns ? ConvertLearning(dictionary: dictionary) : nil
        }
        let initNanos = BenchClock.now() - loadStart
        let converter = try options.makeScriptConverter(for: engine)
        let decoder = engine.makeDecoder()
        decoder.decode("nihaoshijie")
        _ = decoder.candidates(limit: count)
        let loadNanos = BenchClock.now() - loadStart
        if let contextText { decoder.leftContext = engine.leftContext(after: contextText) }
        if let scheme = shapeScheme {
            let (scheme, settings) = try tunedCode(scheme)
            let codeDecoder = engine.makeCodeDecoder(table: try engine.openCodeTable(scheme), scheme: scheme)
            codeDecoder.settings = settings
            let conversion = StrokeConversion(decoder: codeDecoder,
                                              converter: scheme.isTraditional ? try options.traditionalShapeConverter(for: engine, scheme: scheme) : converter, context: contextText ?? "", count: count)
            var input = CommandLineInput(limit: CommandLineInput.textLimit)
            let reading = learning.map { _ in TextReading(engine: engine) }
            // 倉頡's and 速成's Hong Kong characters teach their reading in simplified ones, as the keyboard's do.
            let simplifier = learning != nil ? try? engine.openSimplifier(of: scheme) : nil
            while let line = input.next(refused: { writeResultLine() }) {
                let fields = learning == nil ? [Substring(line)] : line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
                FileHandle.standardOutput.write(Data((conversion.line(String(fields[0]), input: &input) + "\n").utf8))
                if let learning, let reading, fields.count == 2 {
                    let intended = String(fields[1]).trimmingCharacters(in: .whitespaces)
                    try learning.learn(intended: simplifier?.convert(intended) ?? intended, readBy: reading)
                }
            }
            try input.finish()
            return
        }
        var strokeTable: StrokeTable?
        let zhuyinReader = try zhuyin ? ZhuyinLineReader(engine: engine) : nil
        var toneDigits = try ToneDigitsLineReader(schema: schema, engine: engine)
        if let toneMismatch { toneDigits?.costs.mismatchCost = toneMismatch }
        let vMode = engine.makeVMode()
        // 拆字 after `u` in 全拼, as the keyboard offers it (`uhuohuohuo` → 焱 yàn, its reading noted).
        let enteredCodes = options.form == .pinyin && !zhuyin ? EnteredCodeTables(engine: engine, within: typedSchema) : nil

        var timings = timingsFile.map { _ in "load_ms \(Double(loadNanos) / 1e6)\ninit_ms \(Double(initNanos) / 1e6)\n" }
        var input = CommandLineInput(limit: CommandLineInput.textLimit)
        while let line = input.next(refused: {
            timings?.append("0\n")
            writeResultLine()
        }) {
            let lineNumber = input.lineNumber
            let start = BenchClock.now()
            let fields = learning == nil ? [Substring(line)] : line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            let (typed, strokeText) = FilteredLine.split(fields[0].trimmingCharacters(in: .whitespaces))
            // Tones typed after syllables (粤拼's nei5hou2, neixxhoux) end them: the engine reads toneless
            // syllables; where the schema has a tone table (地球拼音's ni3hao3) they weigh the characters too.
            let pinyin = toneDigits.map { $0.prepare(decoder, line: typed) } ?? typedSchema.syllableTones?.toneless(typed) ?? typed
            var candidates: [String] = []
            var filter: StrokeFilter?
            if let strokeText {
                do {
                    if strokeTable == nil { strokeTable = try engine.openStrokes() }
                    filter = StrokeFilter(pattern: try StrokePattern(parsing: strokeText), table: strokeTable!)
                } catch let error as StrokePattern.ParseError {
                    printError("shurufa: line \(lineNumber): no 笔画筛选: \(error)")
                }
            }
            let zhuyinInput = zhuyinReader?.prepare(decoder, line: pinyin, input: &input)
            if let forms = zhuyinReader == nil ? vMode.candidates(for: pinyin) : nil {
                candidates = Array(forms.prefix(count))
            } else if let problem = KeyInputCheck.problem(in: pinyin, form: options.form) {
                // Skipped (an empty output line keeps lines matched) and the run fails at the end.
                input.malformed("skipped: \(problem)")
            } else if zhuyinReader == nil || zhuyinInput != nil {
                if let zhuyinInput { decoder.decode(zhuyin: zhuyinInput) } else { decoder.decode(pinyin) }
                let found = filter.map { decoder.candidates(limit: count, keeping: $0) } ?? decoder.candidates(limit: count)
                candidates = found.prefix(count).map { converter.convert($0.text) }
                if filter == nil, let (codes, place) = enteredCodes?.candidates(for: pinyin, among: candidates.count) {
                    let texts = codes.map { converter.convert($0.text) }
                    candidates.removeAll { texts.contains($0) }
                    let noted = zip(texts, codes).map { text, code in code.note.map { "\(text) \($0)" } ?? text }
                    candidates.insert(contentsOf: noted, at: min(place, candidates.count))
                    candidates = Array(candidates.prefix(count))
                }
                if decoder.unitsBeyondWindow > 0 {
                    printError("shurufa: line \(lineNumber): \(PinyinInput.maximumUnits + decoder.unitsBeyondWindow) characters; a composition "
                               + "decodes at most \(PinyinInput.maximumUnits), so the candidates cover the first \(PinyinInput.maximumUnits) "
                               + "(a keyboard decodes the rest after a pick)")
                }
            }
            let micros = Double(BenchClock.now() - start) / 1e3
            timings?.append("\(micros)\n")
            writeResultLine(candidates)
            if let learning, fields.count == 2 {
                try learning.learn(intended: String(fields[1]).trimmingCharacters(in: .whitespaces), pinyin: pinyin,
                                   decoder: decoder, best: candidates.first)
            }
        }
        if let timingsFile, var timings {
            // The process's memory after every line (#10's budget is measured over both dev sets).
            // Each model component file (resident pages, size, open time; measured after the
            // memory, as reopening one reads it) before the memory, which stays the last two lines.
            let memory = BenchClock.memory()
            for report in ModelComponentReport.reports(for: engine) { timings.append(report.timingsLine + "\n") }
            timings.append("rss_anon_kb \(memory.rssAnon)\npeak_rss_kb \(memory.peakRSS)\n")
            try timingsFile.write(Data(timings.utf8))
        }
        try input.finish()
    }
}

/// The engine options shared by `convert`, `repl` and `bench engine`: `--data DIR`, `--fuzzy PAIRS`, `--beam N`,
/// `--no-correction`, the input form (`--t9`, `--shuangpin`) and `--script`.
struct EngineOptions: ParsableArguments {
    @OptionGroup var data: DataOptions
    @Option(name: .customLong("fuzzy"), help: "Fuzzy pinyin pairs, e.g. z-zh,l-n, or all, as the keyboard's fuzzy setting names them (default: none).",
            transform: SoundMergers.fuzzyArgument)
    var fuzzy = SoundMergers.none
    @Option(name: .customLong("beam"), help: "Beam width of the lattice decoder, ≥ 1 (default: \(LatticeDecoder.Settings().beamWidth)).")
    var beamWidth: Int?
    @Flag(name: .customLong("no-correction"), help: "Read only the letters as typed (no 纠错 of typing slips).")
    var noCorrection = false
    @Option(name: .customLong("correction-costs"), help: ArgumentHelp("Costs of a corrected syllable in nats: substitution,swap,drop,double.", visibility: .hidden))
    var correctionCosts: String?
    @Option(name: .customLong("arcs-per-unit"), help: ArgumentHelp("Most arcs ending at one unit scored exactly (the rest are ranked out by unigram).", visibility: .hidden))
    var arcsPerUnit: Int?
    @Option(name: .customLong("abbreviated-node-words"), help: ArgumentHelp("Most words taken from a trie node reached through an abbreviated or unfinished syllable.", visibility: .hidden))
    var abbreviatedNodeWords: Int?
    @Option(name: .customLong("tune"), help: ArgumentHelp("Decoder settings as NAME=VALUE,…: syllable-graph costs in nats (fuzzy, initial, partial, longer, t9initial, t9partial) and walk limits (words, spread, t9maxedge), the sentence end's weight (end; abend for initials alone; endmin, the fewest characters it needs), cmargin, the corrected sentence's margin, ccount, how many corrected sentences follow the exact ones, umargin, how far behind the likeliest a single character or other first word may be and still come before the best sentence's beginnings, gwidth and gmargin, the beam places kept for hypotheses read through a slip and how far behind the best they may be, smargin, how far behind the best an arc read through a slip is still scored, switch, the cost of switching between whole syllables and initials, and mix, the cost of mixing them in one word.", visibility: .hidden))
    var tune: String?
    @Option(name: .customLong("code-tune"), help: ArgumentHelp("Shape-code settings as NAME=VALUE,…: whole, the whole match's bonus, alt, the other order's cost, pool, the candidates rescored after context (nats or counts); and a letter scheme's rules: margin, the next key's first's margin (negative: none), skip (1: passed completions are not offered again), passed, the nats added to a passed whole match, saved, the weight of the keys a completion saves, offpage, the weight of a completion off its next key's first page, and places1…places4, the completions after 1…4 keys.", visibility: .hidden))
    var codeTune: String?
    @Option(name: .customLong("companion-weight"), help: ArgumentHelp("Weight λ of the second model component (lm-libime.bin) in the interpolation, 0 < λ < 1.", visibility: .hidden))
    var companionWeight: Float = LanguageModel.Mix.default.companionWeight
    @Option(name: .customLong("uncovered-cost"), help: ArgumentHelp("Nats a word the second model component lacks pays in it (relative to the main component's cost).", visibility: .hidden))
    var uncoveredCost: Float = LanguageModel.Mix.default.uncoveredCost
    @Option(name: .customLong("new-word-cost"), help: ArgumentHelp("Nats a new word (words-libime.bin) pays over its libime cost for the main component's share.", visibility: .hidden))
    var newWordCost: Float = LanguageModel.Mix.default.newWordCost
    @Flag(name: .customLong("no-english"), help: "Read no English words inside the pinyin (中英混输 off).")
    var noEnglish = false
    @Option(name: .customLong("english-costs"), help: ArgumentHelp("English read inside pinyin, as NAME=VALUE,…: entry (nats an English word pays after Chinese), pinyin (more when its letters read as whole syllables spelling one Chinese word), phrase (… spelling several; plen, the fewest letters for it), function (the Zipf from which general words are never read), weight (the mixed list's weight), floor (the general list's lowest Zipf), min (fewest letters), unknown and letter (a word no list knows: its cost and each letter's; ulen, its most letters), common (the Zipf above which a capitalised word is shown in lower case), guess (more when Chinese words read the letters through a slip), abbr (more inside a run of letters that reads as initials; alen, the longest such run), sgen, smix and sunk (more for a general word, a word of the mixed list and a word no list knows inside a run that pinyin spells through one slip; tgen and tmix instead of sgen and smix where that slip is a typing slip among whole syllables, tchat instead of tmix for a word only Chinese chat writes; sclean, the share of them paid in a run it spells as typed; split, more for a word that cuts a word read over the slip; cut, more for a word that ends inside a syllable of a run pinyin spells as typed; ctx and follow, the weights of english-context.bin's figures for the Chinese word before and after).", visibility: .hidden))
    var englishCosts: String?
    @Flag(name: .customLong("t9"), help: "Input is 9-key digits (2–9; 1 or ' separates syllables).")
    var nineKey = false
    @Option(name: .customLong("shuangpin"), help: "Input is 双拼 in SCHEME: xiaohe, ziranma, microsoft, sogou, ziguang, abc, jiajia, or a table file's path (default: none, full pinyin).",
            transform: { name in
                do { return try ShuangpinScheme(named: name) } catch { throw ValidationError("\(error)") }
            })
    var shuangpin: ShuangpinScheme?
    @Option(name: .customLong("script"), help: "Output script: simplified (default), traditional, tw or hk.", transform: ChineseScript.argument)
    var script: ChineseScript?
    @Flag(name: .customLong("jyutping"), help: "Input is 粤拼 (Cantonese jyutping, toneless, ' separates syllables); candidates in Hong Kong characters.")
    var jyutping = false
    @Option(name: .customLong("lazy"), help: "粤拼 懒音 read both ways: n-l, ng-, ng-n, k-t, gw-g, or all, as the keyboard's lazy setting names them (default: none).",
            transform: SoundMergers.lazyArgument)
    var lazySounds = SoundMergers.none

    /// The input form the options choose.
    var form: InputForm { nineKey ? .nineKey : shuangpin.map(InputForm.shuangpin) ?? .pinyin }

    func validate() throws {
        if nineKey, shuangpin != nil { throw ValidationError("--t9 and --shuangpin cannot be combined") }
        if jyutping, nineKey || shuangpin != nil { throw ValidationError("--jyutping cannot be combined with --t9 or --shuangpin") }
    }

    /// The schema whose data the engine opens unless a command names one: 粤拼's with `--jyutping`,
    /// else 全拼's (9-key and 双拼 are forms over its data).
    var flaggedSchema: Schema { jyutping ? .jyutping : .pinyin }

    /// The engine `schema` (default `flaggedSchema`) is typed on, with the options' settings over its language's.
    func makeEngine(schema: Schema? = nil) throws -> ChineseEngine {
        let schema = schema ?? flaggedSchema
        if !lazySounds.isEmpty, !schema.spelling.lazySounds { throw ValidationError("--lazy needs --jyutping (a schema with 懶音)") }
        var settings = try Language(directory: data.directory(of: schema)).settings()
        settings.fuzzy = fuzzy
        settings.form = form
        settings.lazySounds = lazySounds
        if let beamWidth { settings.beamWidth = max(1, beamWidth) }
        if noCorrection { settings.correction = .off }
        if let arcsPerUnit { settings.arcsPerUnit = max(1, arcsPerUnit) }
        if let tune { try applyTuning(&settings, tune, option: "--tune", settings: Self.tunedDecoderSettings, bounds: Self.decoderSettingBounds) }
        if let abbreviatedNodeWords { settings.limits.wordsPerAbbreviatedNode = max(1, abbreviatedNodeWords) }
        if let correctionCosts {
            let costs = correctionCosts.split(separator: ",").compactMap { Float($0) }
            guard costs.count == 4 else { throw UsageError("--correction-costs takes four numbers: substitution,swap,drop,double") }
            (settings.correction.substitution, settings.correction.swap, settings.correction.drop, settings.correction.double) = (costs[0], costs[1], costs[2], costs[3])
        }
        let mix = LanguageModel.Mix(companionWeight: companionWeight, uncoveredCost: uncoveredCost, newWordCost: newWordCost)
        // A missing optional file (english-mixed.bin, script.bin) and a model component skipped are said once, naming it.
        var engine = try data.makeEngine(settings: settings, mix: mix, schema: schema)
        if noEnglish { engine.englishVocabulary = nil }
        if let englishCosts, var vocabulary = engine.englishVocabulary {
            try applyTuning(&vocabulary.costs, englishCosts, option: "--english-costs", settings: Self.tunedEnglishCosts, bounds: Self.englishCostBounds)
            engine.englishVocabulary = vocabulary
        }
        return engine
    }

    /// The converter to `--script` (default: the script the engine's language writes), as its
    /// language converts (`Language.converter(to:)`: from the engine's own data directory, never
    /// silently from the bundled one when `--data` is given).
    func makeScriptConverter(for engine: ChineseEngine) throws -> ScriptConverter {
        let script = script ?? engine.language.script
        guard engine.data != nil else { return try ScriptConverter(script: script) }
        do { return try engine.language.converter(to: script) } catch let error as ChineseEngineError {
            guard case .invalidOption(let message) = error else { throw error }
            throw UsageError(message)
        }
    }
}
