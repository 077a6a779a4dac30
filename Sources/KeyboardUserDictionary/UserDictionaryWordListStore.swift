import Foundation
import KeyboardCore
import ChineseEngine
import UserDictionary

/// The core's `WordListStore` over the user dictionary: files read by `UserDictionary`'s word-list
/// readers (format told from the bytes and the name), their words added in one transaction, the
/// user's words exported in any `WordListFormats.exportable` format.
public final class UserDictionaryWordListStore: WordListStore, @unchecked Sendable {
    /// The dictionary the words go into.
    public let dictionary: UserDictionary
    /// The lexicon that gives readings to lists that carry none.
    public let lexicon: Lexicon

    /// The store over `dictionary`, guessing missing readings from `lexicon`.
    public init(_ dictionary: UserDictionary, lexicon: Lexicon) {
        self.dictionary = dictionary
        self.lexicon = lexicon
    }

    /// Reads `data` as a word list and adds its good words (none with `strict` when any is bad).
    public func importWordList(_ data: Data, fileName: String, strict: Bool) throws -> WordListImportReport {
        try importWordList(WordListInput(data: data, name: fileName), strict: strict)
    }

    /// Reads the file at `url` in place and adds its good words.
    public func importWordList(at url: URL, strict: Bool) throws -> WordListImportReport {
        try importWordList(WordListInput(contentsOf: url), strict: strict)
    }

    /// Reads and adds the list; cancelled (the playground's uploader left), it stops reading
    /// (`WordList` reads no more entries) and throws `CancellationError`, adding nothing.
    private func importWordList(_ input: WordListInput, strict: Bool) throws -> WordListImportReport {
        let list = try WordList(reading: input, lexicon: lexicon)
        try Task.checkCancellation()
        let refused = strict && list.skipped > 0
        if !refused { try dictionary.add(list.words) }
        return WordListImportReport(format: list.format, words: refused ? 0 : list.words.count, skipped: list.skipped, guessed: list.guessed,
                                    problems: list.problems.prefix(5).map(\.description), refused: refused)
    }

    /// The user's words in `format`, named `shurufa_user.EXT`.
    public func exportWordList(format: String) throws -> (data: Data, fileName: String) {
        guard let chosen = WordListFormats.exportFormat(named: format) else { throw WordListError.unknownFormat(format) }
        return (try chosen.export(try dictionary.words(), name: "shurufa_user"), "shurufa_user.\(chosen.exportExtension)")
    }
}
