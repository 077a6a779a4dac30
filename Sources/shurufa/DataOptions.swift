import ArgumentParser
import EnglishEngine
import KeyboardCore
import ChineseEngine

/// `--data DIR`, the engine data a command reads: all `predict` and `dict` take (they decode no
/// keys, so the decoder's options would mean nothing there); `EngineOptions` adds those.
struct DataOptions: ParsableArguments {
    @Option(name: .customLong("data"), help: "Engine data directory (default: the bundled data).")
    var dataDirectory: String?

    /// The engine over the data with `settings` and `mix`; each warning (a missing optional file,
    /// a model component skipped) is said once on standard error, naming the file.
    /// With `cantonese`, the engine over 粤拼's data (`--data DIR` then names that directory).
    func makeEngine(settings: LatticeDecoder.Settings = .init(), mix: LanguageModel.Mix = .default, cantonese: Bool = false) throws -> ChineseEngine {
        if cantonese {
            let engine = try ChineseEngine(cantoneseDataDirectory: dataDirectory, settings: settings)
            for warning in (engine.data?.warnings ?? []) + engine.warnings { printError("shurufa: warning: \(warning)") }
            return engine
        }
        let engine = try dataDirectory.map { try ChineseEngine(dataDirectory: $0, settings: settings, mix: mix) }
            ?? ChineseEngine(settings: settings, mix: mix)
        for warning in (engine.data?.warnings ?? []) + engine.warnings { printError("shurufa: warning: \(warning)") }
        // English read inside pinyin is written as the English lexicon writes it (iPhone).
        return engine.writingEnglishAsShipped()
    }
}
