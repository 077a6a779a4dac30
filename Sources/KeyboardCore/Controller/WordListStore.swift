import Foundation

/// Where a host imports word lists from other keyboards into the user dictionary and exports the
/// user's words (the playground's settings, the iOS host app's document picker): the core never
/// reads the files itself, the host's store does, through the user dictionary's word-list readers.
public protocol WordListStore: AnyObject, Sendable {
    /// Reads `data` (the file called `fileName`, whose extension helps tell its format) and adds its
    /// good words in one transaction; `strict`: nothing when any entry is bad. Throws, adding
    /// nothing, when the file as a whole cannot be read (the error says why).
    func importWordList(_ data: Data, fileName: String, strict: Bool) throws -> WordListImportReport
    /// Reads the file at `url` in place (a window at a time: a large file is never read whole), as
    /// `importWordList(_:fileName:strict:)` does.
    func importWordList(at url: URL, strict: Bool) throws -> WordListImportReport
    /// The user's words in the export format called `format` (`plain`, `rime`, `gboard`), and the
    /// file name to give them.
    func exportWordList(format: String) throws -> (data: Data, fileName: String)
}

/// What an import did, for a person: the format read, how many words were added, how many
/// entries were skipped and the first reasons why.
public struct WordListImportReport: Hashable, Codable, Sendable {
    /// The format read (`scel`, `gboard`, `plain`…).
    public var format: String
    /// Words added.
    public var words: Int
    /// Entries skipped.
    public var skipped: Int
    /// Words whose reading was guessed (a list with none).
    public var guessed: Int
    /// The first skipped entries, each `entry N: reason: text`.
    public var problems: [String]
    /// Whether nothing was added because an entry was bad (`strict`).
    public var refused: Bool

    /// A report of these counts.
    public init(format: String, words: Int, skipped: Int, guessed: Int, problems: [String], refused: Bool = false) {
        self.format = format
        self.words = words
        self.skipped = skipped
        self.guessed = guessed
        self.problems = problems
        self.refused = refused
    }
}
