import Foundation

extension ChineseEngine {
    /// Opens the language model's component files `files` (main first) in `directory`: every
    /// component that opens, is valid and covers the lexicon's `wordCount` words is used; one
    /// that is missing, truncated or corrupt becomes a warning and the engine runs on the others
    /// (typing never stops for a damaged optional file). No component at all is an error (the
    /// first component's).
    public static func openModel(in directory: String, files: [String], wordCount: Int, verifyChecksums: Bool = true,
                                 mix: LanguageModel.Mix = .default) throws -> (LanguageModel, warnings: [String]) {
        var components: [ModelComponent] = []
        var failures: [(file: String, error: Error)] = []
        for file in files {
            let path = directory + "/" + file
            do {
                let component = try ModelComponent(path: path, verifyChecksum: verifyChecksums)
                guard component.wordCount == wordCount else {
                    throw ChineseEngineError.corruptFile(path: path, reason: "covers \(component.wordCount) words, the lexicon has \(wordCount)")
                }
                components.append(component)
            } catch {
                failures.append((file, error))
            }
        }
        guard let main = components.first else {
            throw failures.first?.error ?? ChineseEngineError.unreadableFile(path: directory, reason: "no model component file named")
        }
        let model = components.count > 1
            ? try LanguageModel(main: main, companion: components[1], mix: mix)
            : LanguageModel(main)
        let using = components.map { ($0.path as NSString).lastPathComponent }.joined(separator: " and ")
        let warnings = failures.map { failure -> String in
            let reason = FileManager.default.fileExists(atPath: directory + "/" + failure.file) ? "\(failure.error)" : "\(failure.file) is missing"
            return "model component skipped: \(reason); the engine runs on \(using)"
        }
        return (model, warnings)
    }

    /// `lexicon` and `model` with the new words of `words-libime.bin` in `directory` when it is
    /// there, valid, and `model` has the companion it continues; otherwise the two as they are,
    /// and a warning naming the file (a missing file too, whatever else is missing: the bundled
    /// data has it). A file that is there but has no companion to continue is left out with no
    /// warning of its own: the companion's says it.
    public static func openNewWords(in directory: String, lexicon: Lexicon, model: LanguageModel, verifyChecksums: Bool = true,
                                    mix: LanguageModel.Mix = .default) -> (lexicon: Lexicon, model: LanguageModel, warnings: [String]) {
        let path = directory + "/" + newWordsFileName
        guard FileManager.default.fileExists(atPath: path) else {
            return (lexicon, model, ["\(path) is missing: no \(DataComponent.newWords.purpose)"])
        }
        guard model.companion != nil else { return (lexicon, model, []) }
        do {
            let supplement = try Lexicon.Supplement(path: path, after: lexicon, verifyChecksum: verifyChecksums)
            let extended = try model.adding(newWords: supplement.model, newWordCost: mix.newWordCost)
            return (lexicon.adding(supplement), extended, [])
        } catch {
            return (lexicon, model, ["new words skipped: \(error); the engine types without them"])
        }
    }
}
