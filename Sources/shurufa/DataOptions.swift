import ArgumentParser
import EnglishEngine
import KeyboardCore
import ChineseEngine

/// `--data DIR`, the engine data a command reads: all `predict` and `dict` take (they decode no
/// keys, so the decoder's options would mean nothing there); `EngineOptions` adds those.
struct DataOptions: ParsableArguments {
    @Option(name: .customLong("data"), help: "Engine data directory (default: the bundled data).")
    var dataDirectory: String?

    /// The engine `schema` is typed on (default 全拼's) with `settings` (default its language's) and
    /// `mix`, over `directory(of:)`; each warning (a missing optional file, a model component
    /// skipped) is said once on standard error, naming the file.
    func makeEngine(settings: LatticeDecoder.Settings? = nil, mix: LanguageModel.Mix = .default, schema: Schema = .pinyin) throws -> ChineseEngine {
        let engine = try ChineseEngine(dataDirectory: try directory(of: schema), settings: settings, mix: mix)
        for warning in (engine.data?.warnings ?? []) + engine.warnings { printError("shurufa: warning: \(warning)") }
        // English read inside pinyin is written as the English lexicon writes it (iPhone).
        return engine.writingEnglishAsShipped()
    }

    /// The data folder `schema` is typed over: `--data DIR` (naming, for a schema with a data folder
    /// of its own, that folder: 粤拼's `yue`), else the shipped data, or its folder inside it.
    func directory(of schema: Schema) throws -> String {
        if let dataDirectory { return dataDirectory }
        guard let root = ChineseEngine.bundledDataDirectory else {
            throw ChineseEngineError.unreadableFile(path: "ChineseEngine resources", reason: "the bundled data folder was not found")
        }
        return schema.dataFolder.map { root + "/" + $0 } ?? root
    }
}
