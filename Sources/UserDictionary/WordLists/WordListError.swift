/// Why a word-list file as a whole cannot be read (a single bad entry is a `WordListProblem`
/// instead): each names the format, where in the file, and what was expected.
public enum WordListError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file is larger than `WordListInput.maximumBytes`.
    case tooLarge(bytes: Int, limit: Int)
    /// The file cannot be opened.
    case unreadable(path: String, reason: String)
    /// The file ends (or a count or offset in it points) before what it promises.
    case truncated(format: String, offset: Int, reading: String)
    /// The file's structure is not the format's (a bad magic number, an impossible count).
    case malformed(format: String, reason: String)
    /// The file is none of the formats read (`WordListFormats.all`).
    case notAWordList(reason: String)
    /// A zip that is unsafe or too large to unpack (a path outside it, a zip bomb).
    case unsafeArchive(reason: String)
    /// `--format` named a format that is not known, or cannot be written.
    case unknownFormat(String)

    /// The message for a person.
    public var description: String {
        switch self {
        case let .tooLarge(bytes, limit):
            return "the file has \(bytes) bytes; a word list is read up to \(limit >> 20) MB"
        case let .unreadable(path, reason):
            return "cannot read \(path): \(reason)"
        case let .truncated(format, offset, what):
            return "not a readable \(format) file: it ends before \(what) (at byte \(offset))"
        case let .malformed(format, reason):
            return "not a readable \(format) file: \(reason)"
        case let .notAWordList(reason):
            return "not a word list: \(reason)"
        case let .unsafeArchive(reason):
            return "not unpacked: \(reason)"
        case let .unknownFormat(name):
            return "unknown word-list format \"\(name)\" (read: \(WordListFormats.all.map(\.name).joined(separator: ", ")); written: \(WordListFormats.exportable.map(\.name).joined(separator: ", ")))"
        }
    }
}
