import EnglishEngine
import Foundation

/// The engine every Chinese schema runs on (pinyin and its forms, 注音, 粤拼 over its own data
/// folder, the shape code tables): the lexicon and language model, opened from memory-mapped
/// files, and the settings of the search. A value you create and pass (no singletons); decoding
/// state lives in the `LatticeDecoder`s it makes, one per composition.
public struct ChineseEngine: Sendable {
    /// The memory-mapped lexicon.
    public let lexicon: Lexicon
    /// The memory-mapped language model.
    public let model: LanguageModel
    /// Search settings (beam, fuzzy pairs, costs).
    public var settings: LatticeDecoder.Settings
    /// The user's words and learning, if any (a user dictionary); decoders read it per keystroke.
    public var userLexicon: (any UserLexiconSource)?
    /// Learns what the user picks (a user dictionary, usually the same as `userLexicon`);
    /// `NoLearning` by default. Hosts inject it; keyboards call it after each commit.
    public var learner: any PinyinLearner = NoLearning()
    /// English words read inside typed pinyin (中英混输), and offered when typed letters spell one
    /// (`iphone`), if the data has any list of them.
    public var englishVocabulary: EnglishVocabulary?
    /// How often people write everyday words (`wordfreq-zh.bin`), ranking abbreviations, if the data has it.
    public var wordFrequencies: WordFrequencies?
    /// What opening the data could not use and went on without (a missing, truncated or corrupt
    /// model component: the engine runs on the others); a host shows these (the CLI on stderr).
    public private(set) var warnings: [String] = []
    /// The data directory, every file of it checked (its language's `files`); nil for an engine over data already open.
    public let data: EngineDataDirectory?
    /// The language its data folder holds (`Language`: its inventory, files, scripts, mergers).
    public let language: Language
    /// The data directory the data folders its schemas name are in (`Schema.dataFolder`, `rank-by`):
    /// the one it was opened from (`ChineseEngine(schema:dataDirectory:)`), else its own data directory.
    public internal(set) var rootDirectory: String?

    /// The data files' names inside a data directory.
    public static let lexiconFileName = DataComponent.lexicon.fileName
    /// The main language-model component (`lm.bin`, CC-BY-SA statistics); required.
    public static let modelFileName = DataComponent.model.fileName
    /// The LGPL model component built from libime's statistics (`scripts/engine/build_libime_component.py`).
    public static let companionModelFileName = DataComponent.companionModel.fileName
    /// The LGPL file of the words libime has beyond the lexicon, and their statistics (`scripts/engine/build_libime_words.py`).
    public static let newWordsFileName = DataComponent.newWords.fileName
    /// The model components a data directory is expected to hold, main first (the bundled set).
    public static let modelFileNames = DataComponent.all.filter(\.isModelComponent).map(\.fileName)

    /// Opens the engine's data in `directory` as the language its `language.txt` declares
    /// (`Language`; none: Mandarin pinyin's files): every file of its `files` there is checked
    /// (a corrupt one is an error naming it, a missing optional one is in `data.warnings`), except
    /// the model's components, which `openModel` opens and goes on without when one is bad
    /// (`warnings`; see `mix`); a lexicon spelled in another inventory than the declared one is an
    /// error. `settings` default to the language's (`Language.settings(from:)`).
    public init(dataDirectory directory: String, settings: LatticeDecoder.Settings? = nil, verifyChecksums: Bool = true,
                mix: LanguageModel.Mix = .default) throws {
        let declared = try Language.declared(in: directory)
        let language = try declared ?? Language(directory: directory)
        let components = language.components
        let data = try EngineDataDirectory(path: directory, verifyChecksums: verifyChecksums, components: components)
        self.data = data
        let lexicon = try Lexicon(path: directory + "/" + Self.lexiconFileName, verifyChecksum: verifyChecksums)
        guard declared == nil || language.inventory == lexicon.syllables.name else {
            throw ChineseEngineError.corruptFile(path: directory + "/" + Self.lexiconFileName,
                                                 reason: "is a \(lexicon.syllables.name) lexicon, not \(language.name)'s (\(language.inventory))")
        }
        var named = language
        named.inventory = lexicon.syllables.name
        self.language = named
        rootDirectory = directory
        let (model, warnings) = try Self.openModel(in: directory, files: components.filter(\.isModelComponent).map(\.fileName),
                                                   wordCount: lexicon.wordCount, verifyChecksums: verifyChecksums, mix: mix)
        let opened = components.contains(.newWords)
            ? Self.openNewWords(in: directory, lexicon: lexicon, model: model, verifyChecksums: verifyChecksums, mix: mix)
            : (lexicon: lexicon, model: model, warnings: [])
        self.lexicon = opened.lexicon
        self.model = opened.model
        self.warnings = warnings + opened.warnings
        self.settings = settings ?? language.settings()
        wordFrequencies = try data.existingFile(.wordFrequencies).map { try WordFrequencies(path: $0, verifyChecksum: verifyChecksums) }
        let mixedEnglish = try data.existingFile(.englishMixed).map { try EnglishWords(path: $0, verifyChecksum: verifyChecksums) }
        // The general words are the English engine's (one English lexicon), read where the
        // components read English inside Chinese (not 粤拼's).
        var generalEnglish: EnglishWordFrequencies?
        if components.contains(.englishMixed) {
            switch EnglishWordFrequencies.shipped {
            case .success(let words): generalEnglish = words
            case .failure(let error): self.warnings.append("English words: \(error); going on without them")
            }
        }
        if generalEnglish != nil || mixedEnglish != nil {
            var context = try data.existingFile(.englishContext).map { try EnglishContext(path: $0, verifyChecksum: verifyChecksums) }
            if let built = context?.lexiconWordCount, built != lexicon.wordCount {
                self.warnings.append("english-context.bin was built for a lexicon of \(built) words, not \(lexicon.wordCount); going on without it")
                context = nil
            }
            englishVocabulary = EnglishVocabulary(general: generalEnglish, mixed: mixedEnglish, context: context)
        }
    }

    /// An engine over data already open (to share one lexicon between engines of other settings).
    public init(lexicon: Lexicon, model: LanguageModel, settings: LatticeDecoder.Settings = .init()) {
        self.lexicon = lexicon
        self.model = model
        self.settings = settings
        data = nil
        language = Language(name: lexicon.syllables.name, inventory: lexicon.syllables.name)
    }

    /// Opens the data shipped with this module (the `Data` resource folder).
    public init(settings: LatticeDecoder.Settings? = nil, mix: LanguageModel.Mix = .default) throws {
        guard let directory = Self.bundledDataDirectory else {
            throw ChineseEngineError.unreadableFile(path: "ChineseEngine resources", reason: "the bundled data folder was not found")
        }
        try self.init(dataDirectory: directory, settings: settings, mix: mix)
    }

    /// Where the shipped data lives, if the resource bundle is present.
    public static var bundledDataDirectory: String? {
        guard let url = Bundle.module.url(forResource: "Data", withExtension: nil) else { return nil }
        return url.path
    }

    /// The context that committed `text` leaves (see `LeftContext.init(text:lexicon:)`).
    public func leftContext(after text: String) -> LeftContext {
        LeftContext(text: text, lexicon: lexicon)
    }

    /// A new decoder (one per composition: it caches the last input's work).
    public func makeDecoder() -> LatticeDecoder {
        let decoder = LatticeDecoder(lexicon: lexicon, model: model, settings: settings, user: userLexicon)
        decoder.englishVocabulary = englishVocabulary
        decoder.wordFrequencies = wordFrequencies
        return decoder
    }

    /// Opens the data directory's stroke table (`strokes.bin`) for 笔画 input and 笔画筛选: an
    /// error naming the file when it is missing, corrupt or the engine has no data directory.
    /// Pinyin typing never needs it, so the engine opens it only when asked.
    public func openStrokes(verifyChecksum: Bool = true) throws -> StrokeTable {
        try StrokeTable(path: onDemandFile(.strokes), verifyChecksum: verifyChecksum)
    }

    /// Opens the data directory's code table of `scheme` (`wubi86.bin`, …); errors as `openStrokes`.
    public func openCodeTable(_ scheme: ShapeScheme, verifyChecksum: Bool = true) throws -> CodeTable {
        try CodeTable(path: onDemandFile(scheme.component), verifyChecksum: verifyChecksum)
    }

    /// A decoder of `scheme`'s codes over `table`, ranking by this engine's model (a traditional
    /// scheme's characters through the data directory's traditional forms) and by the character
    /// frequencies of the language its schema ranks by (`ShapeScheme.rankedBy`), when it has them.
    public func makeCodeDecoder(table: CodeTable, scheme: ShapeScheme) -> CodeDecoder {
        let scripts: [ChineseScript] = scheme.isTraditional ? [.hk, .tw] : []
        let traditional = scripts.compactMap { script in data.flatMap { try? ScriptConverter(script: script, path: $0.file(.script)) } }
        let frequencies = try? scheme.rankedBy.map { try language(in: $0).openCharacterFrequencies() }
        return CodeDecoder(table: table, scheme: scheme, engine: self, traditional: traditional, frequencies: frequencies)
    }

    /// The converter that writes this engine's text in 简体 (its language's simplifier, 粤语's
    /// `simplified.bin`); errors as `openStrokes`.
    public func openSimplifier(verifyChecksum: Bool = true) throws -> ScriptConverter {
        try language.openSimplifier(verifyChecksum: verifyChecksum)
    }

    /// Opens the data directory's tone table (`tones.bin`) for 注音 with tones; errors as `openStrokes`.
    public func openTones(verifyChecksum: Bool = true) throws -> ToneTable {
        try ToneTable(path: onDemandFile(.tones), verifyChecksum: verifyChecksum)
    }

    /// Opens the tone table `schema` names (`tone-table`), reading a character it does not hold by
    /// its traditional form (`ToneTable.readingVariants(through:)`: 地球拼音's table is Taiwan's, 嗎 and not 吗); nil
    /// when it names none; errors as `openStrokes`.
    public func openTones(of schema: Schema, verifyChecksum: Bool = true) throws -> ToneTable? {
        guard let component = schema.toneTable else { return nil }
        let table = try ToneTable(path: onDemandFile(component), verifyChecksum: verifyChecksum, syllableCount: lexicon.syllables.spellings.count)
        let traditional = data.flatMap { try? ScriptConverter(script: .traditional, path: $0.file(.script), verifyChecksum: verifyChecksum) }
        return traditional.map(table.readingVariants(through:)) ?? table
    }

    /// Opens the data directory's 农历 table (`lunar.bin`) for v模式; errors as `openStrokes`.
    public func openLunarCalendar(verifyChecksum: Bool = true) throws -> LunarCalendar {
        try LunarCalendar(path: onDemandFile(.lunar), verifyChecksum: verifyChecksum)
    }

    /// v模式 with the data directory's 农历 table, or without 农历 forms when it has none.
    public func makeVMode() -> VMode {
        VMode(calendar: try? openLunarCalendar())
    }

    private func onDemandFile(_ component: DataComponent) throws -> String {
        guard let data else {
            throw ChineseEngineError.unreadableFile(path: component.fileName, reason: "the engine has no data directory")
        }
        // By its file: a schema's `tone-table` names a file the engine lists too (terra-tones.bin, tones.bin).
        guard data.present.contains(where: { $0.fileName == component.fileName }) else {
            throw ChineseEngineError.unreadableFile(path: data.file(component), reason: "missing: no \(component.purpose)")
        }
        return data.file(component)
    }

    /// A 笔画 decoder over `table` ranking by this engine's model (computes the character prior once).
    public func makeStrokeDecoder(table: StrokeTable) -> StrokeDecoder {
        StrokeDecoder(table: table, engine: self)
    }

    /// Converts `pinyin` in one go, after `context` (default: the sentence start): its
    /// candidates, best first.
    public func candidates(for pinyin: String, after context: LeftContext = .sentenceStart, limit: Int = 60) -> [Candidate] {
        let decoder = makeDecoder()
        decoder.leftContext = context
        decoder.decode(pinyin)
        return decoder.candidates(limit: limit)
    }
}
