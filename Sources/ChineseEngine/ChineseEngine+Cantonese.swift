extension ChineseEngine {
    /// Where the shipped 粤拼 data lives (`Data/yue`: a lexicon over the jyutping inventory and its
    /// model, built by `scripts/engine/build_jyutping.py` from rime-data-jyut6ping3), if bundled.
    public static var bundledCantoneseDataDirectory: String? {
        bundledDataDirectory.map { $0 + "/" + cantoneseFolder }
    }

    /// The folder of 粤拼's data inside the (Mandarin) data folder.
    static let cantoneseFolder = "yue"

    /// The 粤拼 data folder inside this (Mandarin) engine's data folder, if it has one.
    public var cantoneseDataDirectory: String? { data.map { $0.path + "/" + Self.cantoneseFolder } }

    /// The converter that writes the Hong Kong keyboards' characters (倉頡's and 速成's, from this
    /// Mandarin engine) in 简体: the simplifying table of its 粤拼 folder, which the 粤拼 engine
    /// opens as `openSimplifier()`; errors as `openStrokes`.
    public func openHongKongSimplifier(verifyChecksum: Bool = true) throws -> ScriptConverter {
        guard let folder = cantoneseDataDirectory else {
            throw ChineseEngineError.unreadableFile(path: DataComponent.simplifying.fileName, reason: "the engine has no data directory")
        }
        return try ScriptConverter(simplifyingAt: folder + "/" + DataComponent.simplifying.fileName, verifyChecksum: verifyChecksum)
    }

    /// The Cantonese engine: this same engine over 粤拼 data (`directory`, default the shipped
    /// data), typed as continuous toneless jyutping. English and 纠错 (whose tables are
    /// Mandarin's) are off; 懒音 are `settings.lazySounds` (start from `LatticeDecoder.Settings.cantonese`).
    public init(cantoneseDataDirectory directory: String?, settings: LatticeDecoder.Settings = .cantonese) throws {
        guard let path = directory ?? Self.bundledCantoneseDataDirectory else {
            throw ChineseEngineError.unreadableFile(path: "ChineseEngine resources", reason: "the bundled 粤拼 data folder was not found")
        }
        var settings = settings
        settings.correction = .off
        try self.init(dataDirectory: path, settings: settings, components: DataComponent.cantonese)
        guard !lexicon.syllables.isMandarin else {
            throw ChineseEngineError.corruptFile(path: path + "/" + Self.lexiconFileName, reason: "is a pinyin lexicon, not 粤拼's")
        }
    }

    /// Whether the engine reads Cantonese jyutping (its lexicon's inventory is not Mandarin's).
    public var isCantonese: Bool { !lexicon.syllables.isMandarin }
}

extension LatticeDecoder.Settings {
    /// The settings 粤拼 decodes with by default: a clause's end weighs less than a Mandarin
    /// sentence's (0.25 against 1: clauses typed are short, and the model's end is the essay's
    /// words' share). Chosen on yue-dev (end 1: 83.3 / 38.8 %; 0.5: 83.3 / 38.9; 0.25: 83.4 / 39.0;
    /// 0: 83.2 / 38.6, characters / clauses first, over the data of `build_jyutping.py --bigram-k 320`).
    public static var cantonese: LatticeDecoder.Settings {
        var settings = LatticeDecoder.Settings()
        settings.sentenceEndWeight = 0.25
        return settings
    }
}
