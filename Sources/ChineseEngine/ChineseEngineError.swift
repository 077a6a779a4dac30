/// Errors the engine reports: bad data files and bad options, each with a message a person can act on.
public enum ChineseEngineError: Error, Equatable, CustomStringConvertible, Sendable {
    /// A data file could not be opened or read.
    case unreadableFile(path: String, reason: String)
    /// A data file is not ours, of another version, truncated or corrupt.
    case corruptFile(path: String, reason: String)
    /// An option value was not understood.
    case invalidOption(String)

    /// The message for a person: what failed and where (`cannot read PATH: reason`).
    public var description: String {
        switch self {
        case let .unreadableFile(path, reason): return "cannot read \(path): \(reason)"
        case let .corruptFile(path, reason): return "corrupt data file \(path): \(reason)"
        case let .invalidOption(message): return message
        }
    }
}
