import MappedData

/// Errors the English engine reports: its data files missing, foreign or corrupt, each with a
/// message a person can act on.
public enum EnglishEngineError: Error, Equatable, CustomStringConvertible, Sendable, DataFileFailure {
    /// A data file could not be opened or read.
    case unreadableFile(path: String, reason: String)
    /// A data file is not ours, of another version, truncated or corrupt.
    case corruptFile(path: String, reason: String)

    /// The container's failure as the engine's own.
    public init(_ error: MappedDataError) {
        switch error {
        case let .unreadableFile(path, reason): self = .unreadableFile(path: path, reason: reason)
        case let .corruptFile(path, reason): self = .corruptFile(path: path, reason: reason)
        }
    }

    /// The message for a person: what failed and which file.
    public var description: String {
        switch self {
        case let .unreadableFile(path, reason): return "cannot read \(path): \(reason)"
        case let .corruptFile(path, reason): return "corrupt data file \(path): \(reason)"
        }
    }
}
