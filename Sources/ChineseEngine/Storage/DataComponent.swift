import Foundation

/// One file of an engine data directory: its name, the kinds it may be (`DataFile`'s header), and
/// whether the engine needs it. `all` is the one list of them: a new component file is covered by
/// `--data DIR` — looked for, validated, warned about when missing — by adding one line there.
public struct DataComponent: Hashable, Sendable {
    /// The file's name inside a data directory.
    public let fileName: String
    /// The kinds its header may carry.
    public let kinds: [String]
    /// Whether the engine cannot work without it (missing: an error; otherwise a warning).
    public let isRequired: Bool
    /// Whether the type that opens it verifies its checksum itself (then the directory check
    /// reads only its header, so a keyboard's start does not read the file twice).
    public let isVerifiedWhenOpened: Bool
    /// What is lost without it (for the warning).
    public let purpose: String
    /// A language-model component: `ChineseEngine.openModel` validates it and, when it is missing or
    /// bad, runs on the other components with a warning, so the directory check leaves it alone.
    public let isModelComponent: Bool
    /// Opened by the engine after the lexicon and the model (`words-libime.bin`), which validates
    /// it and, when it is missing or bad, runs without it with a warning: the directory check
    /// leaves it alone too.
    public let isSupplement: Bool
    /// Opened only when an input form needs it (`strokes.bin`, by `ChineseEngine.openStrokes()`),
    /// which validates it and reports a bad file then: pinyin typing never reads it, so the
    /// directory check only notes whether it is there.
    public let isOpenedOnDemand: Bool

    /// A component; `all` lists the ones the engine knows.
    public init(fileName: String, kinds: [String], isRequired: Bool, isVerifiedWhenOpened: Bool, purpose: String,
                isModelComponent: Bool = false, isSupplement: Bool = false, isOpenedOnDemand: Bool = false) {
        self.fileName = fileName
        self.kinds = kinds
        self.isRequired = isRequired
        self.isVerifiedWhenOpened = isVerifiedWhenOpened
        self.purpose = purpose
        self.isModelComponent = isModelComponent
        self.isSupplement = isSupplement
        self.isOpenedOnDemand = isOpenedOnDemand
    }

    /// An optional file of one kind that an input form opens when it needs it, verifying it then
    /// (`isOpenedOnDemand`): the directory check only notes whether it is there.
    static func onDemand(_ fileName: String, _ kind: String, _ purpose: String) -> DataComponent {
        DataComponent(fileName: fileName, kinds: [kind], isRequired: false, isVerifiedWhenOpened: true, purpose: purpose,
                      isOpenedOnDemand: true)
    }

    /// `lexicon.bin`: the words and their readings (a syllable trie); required.
    public static let lexicon = DataComponent(
        fileName: "lexicon.bin", kinds: ["LEX1"], isRequired: true, isVerifiedWhenOpened: true, purpose: "the words")
    /// `lm.bin`: the main language model (trigram or bigram); required.
    public static let model = DataComponent(
        fileName: "lm.bin", kinds: [ModelComponent.kind, ModelComponent.bigramKind], isRequired: true, isVerifiedWhenOpened: true,
        purpose: "the language model", isModelComponent: true)
    /// `lm-libime.bin`: the LGPL companion model built from libime's statistics; optional, interpolated with `lm.bin`.
    public static let companionModel = DataComponent(
        fileName: "lm-libime.bin", kinds: [ModelComponent.kind], isRequired: false, isVerifiedWhenOpened: true,
        purpose: "the libime model component", isModelComponent: true)
    /// `words-libime.bin`: the words of libime's dictionary and model the lexicon lacks, with libime's
    /// statistics of them (LGPL); optional, needs `lm-libime.bin`.
    public static let newWords = DataComponent(
        fileName: "words-libime.bin", kinds: [Lexicon.Supplement.kind], isRequired: false, isVerifiedWhenOpened: true,
        purpose: "libime's words beyond the lexicon", isSupplement: true)
    /// `script.bin`: the simplified → traditional table for `--script`; optional.
    public static let script = DataComponent(
        fileName: "script.bin", kinds: ["S2T1"], isRequired: false, isVerifiedWhenOpened: false,
        purpose: "traditional script (--script traditional|tw|hk)")
    /// `english-mixed.bin`: the English words of Chinese technical text, with their casing, read
    /// inside pinyin (中英混输); optional.
    public static let englishMixed = DataComponent(
        fileName: "english-mixed.bin", kinds: [EnglishWords.kind], isRequired: false, isVerifiedWhenOpened: true,
        purpose: "names and technical words read inside pinyin (GitHub, iPhone)")
    /// `english-context.bin`: how likely English is right after and before each Chinese word
    /// (`EnglishContext`), read with `english-mixed.bin`; optional.
    public static let englishContext = DataComponent(
        fileName: "english-context.bin", kinds: [EnglishContext.kind], isRequired: false, isVerifiedWhenOpened: true,
        purpose: "which Chinese words English follows inside pinyin (安装bash, not 就son到)")
    /// `wordfreq-zh.bin`: how often people write the commonest Chinese words (CC BY-SA 4.0, from
    /// wordfreq), ranking what an abbreviation stands for (`nh`: 你好); optional.
    public static let wordFrequencies = DataComponent(
        fileName: "wordfreq-zh.bin", kinds: [WordFrequencies.kind], isRequired: false, isVerifiedWhenOpened: true,
        purpose: "everyday words first for abbreviations (nh: 你好)")

    /// `strokes.bin`: every character's stroke order (LGPL-3, from rime-stroke), for 笔画 input and
    /// 笔画筛选; optional, opened on demand (the schema registry's `strokes` table).
    public static let strokes = ShapeScheme.strokes.component
    /// `wubi86.bin`: 五笔 86's codes of characters and words (LGPL-3, from Rime's wubi86); optional, opened on demand.
    public static let wubi86 = ShapeScheme.wubi86.component
    /// `cangjie5.bin`: 倉頡 5's codes (LGPL-3, from Rime's cangjie5); optional, opened on demand.
    public static let cangjie5 = ShapeScheme.cangjie5.component
    /// `quick5.bin`: 速成's codes, the first and last of 倉頡's (LGPL-3, from Rime's quick5); optional, opened on demand.
    public static let quick5 = ShapeScheme.quick5.component
    /// `chaizi.bin`: 拆字's codes, each character's components' pinyin (CC BY 3.0, the kfcd chaizi
    /// data) and its reading (MIT, pypinyin's); optional, opened on demand.
    public static let chaizi = ShapeScheme.chaizi.component
    /// `characters.bin` of a language's folder: how often its text writes each character (粤语's:
    /// CC BY 4.0, from rime-cantonese's essay), ranking the code tables that rank by it (倉頡's and
    /// 速成's characters, `rank-by yue`); optional, opened on demand.
    public static let characterFrequencies = onDemand(
        "characters.bin", CharacterFrequencies.kind, "the characters' frequencies the code tables rank by")
    /// `tones.bin`: the tones of each character's readings (MIT, from pypinyin's data), for 注音
    /// input with tones; optional, opened on demand.
    public static let tones = onDemand("tones.bin", ToneTable.kind, "注音 tones (--zhuyin with tone marks)")

    /// `lunar.bin`: the 农历 calendar 1900–2099 (MIT, from lunar-python), for v模式's dates and
    /// `nl`; optional, opened on demand.
    public static let lunar = onDemand("lunar.bin", LunarCalendar.kind, "农历 dates in v模式")

    /// `simplified.bin` of a language's folder: its characters in simplified ones (粤语's: Hong
    /// Kong's, OpenCC's tables, Apache-2.0), for 简体 output; optional, opened on demand.
    public static let simplifying = onDemand("simplified.bin", ScriptConverter.simplifyingKind, "简体 output (--script simplified)")

    /// Every file a data directory may hold: the engine's own, then every code table the schema
    /// registry declares (`Schema.all`), then the tables those read beside them, then the tone
    /// tables the registry's schemas name (`tone-table`). A file two schemas name is listed once.
    public static let all: [DataComponent] = {
        let listed = [.lexicon, .model, .companionModel, .newWords, .script, .englishMixed, .englishContext, .wordFrequencies]
            + Schema.all.compactMap(\.codes?.component) + [.tones, .lunar] + Schema.all.compactMap(\.toneTable)
        var names: Set<String> = []
        return listed.filter { names.insert($0.fileName).inserted }
    }()
    /// Every file a language's folder may name (`Language.files`): `all` and the tables of a
    /// language's own (its simplifier, its characters' frequencies).
    public static let known: [DataComponent] = all + [.simplifying, .characterFrequencies]

    /// The known file called `fileName`, if there is one.
    public static func named(_ fileName: String) -> DataComponent? { known.first { $0.fileName == fileName } }
}

/// A data directory whose files were all checked on opening: every file of `DataComponent.all`
/// that is there is a regular file with a valid header of its kind (and, unless its opener does
/// it, a valid checksum); a missing required file or any corrupt one is an error naming it; a
/// missing optional one is a warning naming it.
public struct EngineDataDirectory: Hashable, Sendable {
    /// The directory's path.
    public let path: String
    /// The components found.
    public let present: Set<DataComponent>
    /// One line per missing optional file, naming it and what is lost.
    public let warnings: [String]

    /// Checks `path`'s files (see the type).
    /// Only `components` are looked for (default: every one the engine knows).
    public init(path: String, verifyChecksums: Bool = true, components: [DataComponent] = DataComponent.all) throws {
        self.path = path
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw ChineseEngineError.unreadableFile(path: path, reason: "not a data directory")
        }
        var present = Set<DataComponent>()
        var warnings: [String] = []
        for component in components {
            let file = path + "/" + component.fileName
            if component.isModelComponent || component.isSupplement || component.isOpenedOnDemand {
                if lstat(file, &info) == 0 { present.insert(component) }
                continue
            }
            guard lstat(file, &info) == 0 || errno != ENOENT else {
                if component.isRequired { throw ChineseEngineError.unreadableFile(path: file, reason: "missing") }
                warnings.append("\(file) is missing: no \(component.purpose)")
                continue
            }
            _ = try DataFile(path: file, kinds: component.kinds, verifyChecksum: verifyChecksums && !component.isVerifiedWhenOpened)
            present.insert(component)
        }
        self.present = present
        self.warnings = warnings
    }

    /// The path of `component`'s file (whether or not it is there).
    public func file(_ component: DataComponent) -> String { path + "/" + component.fileName }

    /// The path of `component`'s file when it is there.
    public func existingFile(_ component: DataComponent) -> String? {
        present.contains(component) ? file(component) : nil
    }
}
