import ArgumentParser
import FileOutput
import Foundation
import ChineseEngine
import KeyboardCore
import UserDictionary

/// `shurufa predict [--candidates K] [--timings FILE] [--schema ID [--script S] | --language zh|yue]`: one
/// line of committed text per stdin line to one stdout line of K 联想 predictions (the likeliest next
/// words), tab-separated, best first. `--schema ID` predicts as that schema does on the keyboard: in
/// its language, written in its script or `--script`'s, through the keyboard's own rule
/// (`ScriptConverter.predictions(ofSchema:in:over:)`); `--language yue` predicts Cantonese words
/// after Cantonese text as the 粤拼 schema does (`--data` then names 粤拼's folder).
/// Flushes after each line; prints nothing else on stdout.
struct PredictCommand: TimedCommand {
    static let configuration = CommandConfiguration(
        commandName: "predict",
        abstract: "Committed text on stdin to next-word predictions on stdout, one line per input line (tab-separated, best first).",
        discussion: CommandLineInput.textLimitNote
    )

    @Option(name: [.customShort("k"), .long], help: "Predictions per line.")
    var candidates: Int = 5
    @OptionGroup var timing: TimingsOptions<Self>
    @Option(name: .customLong("user-dict"), help: "Merge the learned pairs of the user dictionary at PATH (read only).")
    var userDictionaryPath: String?
    @Option(name: .customLong("context-weight"), help: ArgumentHelp("Weight of the context against plain frequency (0…1).", visibility: .hidden))
    var contextWeight: Float?
    @Option(name: .customLong("pool"), help: ArgumentHelp("Model followers and common words considered: F,C.", visibility: .hidden))
    var pool: String?
    @Flag(name: .customLong("bigram-context"), help: ArgumentHelp("Predict after the last word only, not the last two.", visibility: .hidden))
    var bigramContext = false
    @Option(name: .customLong("word-share"), help: ArgumentHelp("Share of its group a word needs to be shown instead of its first character.", visibility: .hidden))
    var wordShare: Double?
    @Option(name: .customLong("language"), help: "The language predicted in: zh (Mandarin, the default) or yue (Cantonese, 粤拼's words and model, Hong Kong characters).")
    var language = "zh"
    @Option(name: .customLong("schema"), help: "Predict as the schema ID does on the keyboard (its language and script), by its id in `shurufa schema list` (default: pinyin, or jyutping with --language yue).")
    var schemaID: String?
    @Option(name: .customLong("script"), help: "Write the predictions in S: simplified, traditional, tw or hk (default: the schema's script).")
    var scriptName: String?
    @OptionGroup var data: DataOptions

    static let timingsContent = "per-line microseconds"

    func validate() throws {
        try validateCandidateCount(candidates)
        guard language == "zh" || language == "yue" else { throw ValidationError("--language takes zh or yue") }
        if let schemaID {
            guard Schema.named(schemaID) != nil else {
                throw ValidationError("--schema: unknown schema '\(schemaID)'; known: \(Schema.all.map(\.id).joined(separator: ", "))")
            }
            guard language == "zh" else { throw ValidationError("--schema cannot be combined with --language (the schema names its language)") }
        }
        if let scriptName { _ = try ChineseScript.argument(scriptName) }
    }

    /// The schema predicted for: `--schema`'s, else the language's first in the registry (全拼, 粤拼).
    private var schema: Schema {
        if let schemaID, let schema = Schema.named(schemaID) { return schema }
        let cantonese = language == "yue"
        return Schema.all.first { ($0.kind == .syllables && $0.dataFolder != nil) == cantonese } ?? .pinyin
    }

    func run() throws {
        let timingsFile = try timing.checkedFile()
        let schema = schema
        // A schema predicts over the engine of its data folder (粤拼's `yue`), else the data directory's own.
        var engine = try data.makeEngine(schema: schema)
        let script = try scriptName.map(ChineseScript.argument) ?? schema.defaultScript
        let converter = ScriptConverter.predictions(ofSchema: schema.id, in: script, over: engine)
        if let userDictionaryPath { engine.userLexicon = try engine.openUserDictionary(userDictionaryPath, access: .readOnly) }
        let predictor = Predictor(engine: engine)
        predictor.usesTrigrams = !bigramContext
        if let wordShare { predictor.wordShare = wordShare }
        if let contextWeight { predictor.contextWeight = min(1, max(0, contextWeight)) }
        if let sizes = pool?.split(separator: ",").compactMap({ Int($0) }), sizes.count == 2 {
            (predictor.followerPool, predictor.commonPool) = (sizes[0], sizes[1])
        }
        _ = predictor.predictions(after: language == "yue" ? "我哋" : "你好", limit: candidates)
        var timings = ""
        var input = CommandLineInput(limit: CommandLineInput.textLimit)
        while let line = input.next(refused: {
            timings.append("0\n")
            writeResultLine()
        }) {
            let start = BenchClock.now()
            let predictions = predictor.predictions(after: line, limit: candidates).written(by: converter).map(\.text)
            timings.append("\(Double(BenchClock.now() - start) / 1e3)\n")
            writeResultLine(predictions)
        }
        if let timingsFile { try timingsFile.write(Data(timings.utf8)) }
        try input.finish()
    }
}
