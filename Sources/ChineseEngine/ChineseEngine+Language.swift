extension ChineseEngine {
    /// Opens the engine `schema` is typed on, over the data directory `root` (default the shipped
    /// data): the data folder the schema names inside it (`Schema.dataFolder`), else `root` itself,
    /// opened as that folder's language says (`Language`, its files and its decoding); `settings`
    /// default to the language's (`Language.settings(from:)`).
    public init(schema: Schema, dataDirectory root: String? = nil, settings: LatticeDecoder.Settings? = nil,
                verifyChecksums: Bool = true, mix: LanguageModel.Mix = .default) throws {
        guard let root = root ?? Self.bundledDataDirectory else {
            throw ChineseEngineError.unreadableFile(path: "ChineseEngine resources", reason: "the bundled data folder was not found")
        }
        try self.init(dataDirectory: schema.dataFolder.map { root + "/" + $0 } ?? root, settings: settings, verifyChecksums: verifyChecksums, mix: mix)
        rootDirectory = root
    }

    /// The engine of another schema over the same data directory: this engine when `schema` is typed
    /// in the same folder, else the one over the data folder it names inside this engine's
    /// (`ChineseEngine(schema:dataDirectory:settings:)`); an engine of no data directory opens the shipped data's.
    public func opening(_ schema: Schema, settings: LatticeDecoder.Settings? = nil) throws -> ChineseEngine {
        try ChineseEngine(schema: schema, dataDirectory: rootDirectory, settings: settings)
    }

    /// The language of the data folder `folder` inside this engine's data directory (`rootDirectory`):
    /// what ranks and simplifies a code table whose schema says `rank-by FOLDER`.
    public func language(in folder: String) throws -> Language {
        guard let root = rootDirectory else {
            throw ChineseEngineError.unreadableFile(path: folder + "/" + Language.fileName, reason: "the engine has no data directory")
        }
        return try Language(directory: root + "/" + folder)
    }

    /// The language whose text a code table's characters are: the one its schema ranks by
    /// (`rank-by`: 倉頡's and 速成's, 粤语), else this engine's. Its `converter(to:)` writes them in a
    /// script (Hong Kong's as they are, 简体 through its simplifier).
    public func language(of scheme: ShapeScheme) throws -> Language {
        try scheme.rankedBy.map { try language(in: $0) } ?? language
    }

    /// The converter writing `scheme`'s characters in 简体: the simplifier of the language it ranks
    /// by (`ShapeScheme.rankedBy`: 倉頡's and 速成's Hong Kong characters by 粤语's); errors naming
    /// what is missing when it names none or its language has none.
    public func openSimplifier(of scheme: ShapeScheme, verifyChecksum: Bool = true) throws -> ScriptConverter {
        guard let folder = scheme.rankedBy else {
            throw ChineseEngineError.unreadableFile(path: scheme.component.fileName, reason: "its schema ranks by no language of its own")
        }
        return try language(in: folder).openSimplifier(verifyChecksum: verifyChecksum)
    }
}
