/// What can go wrong with a user dictionary, each naming the file and the cause.
public enum UserDictionaryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The database could not be opened or checked; it was moved to `movedTo` and a fresh one started.
    case recoveredFromBadFile(path: String, movedTo: String, reason: String)
    /// The database could not be opened, and moving it aside did not help.
    case cannotOpen(path: String, reason: String)
    /// A word with no text, or a reading that is not pinyin syllables.
    case invalidWord(text: String, pinyin: String, reason: String)
    /// A hot-word feed that cannot be read.
    case badFeed(reason: String)
    /// A hot-word feed older than the one installed.
    case staleFeed(installed: Int, offered: Int)
    /// A time (seconds since 1970) that is not a finite number.
    case invalidTime(Double)
    /// An add that would take the store past its cap of phrases; nothing was added.
    case tooManyPhrases(stored: Int, adding: Int, limit: Int)

    /// The message for a person, naming the file or feed and the cause.
    public var description: String {
        switch self {
        case let .recoveredFromBadFile(path, movedTo, reason):
            return "user dictionary \(path) could not be read (\(reason)); it was kept as \(movedTo) and a new, empty one started"
        case let .cannotOpen(path, reason):
            return "cannot open user dictionary \(path): \(reason)"
        case let .invalidWord(text, pinyin, reason):
            return "invalid word \"\(text)\" (\(pinyin)): \(reason)"
        case let .badFeed(reason):
            return "bad hot-word feed: \(reason)"
        case let .staleFeed(installed, offered):
            return "hot-word feed version \(offered) is older than the installed version \(installed)"
        case let .invalidTime(seconds):
            return "the time \(seconds) is not a finite number of seconds since 1970"
        case let .tooManyPhrases(stored, adding, limit):
            return "the store keeps at most \(limit) phrases (it holds \(stored); \(adding) more refused, nothing added)"
        }
    }
}
