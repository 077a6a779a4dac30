/// Why a memory-mapped data file could not be used, with a message a person can act on.
public enum MappedDataError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file could not be opened, mapped or written.
    case unreadableFile(path: String, reason: String)
    /// The file is not ours, of another version, truncated or corrupt.
    case corruptFile(path: String, reason: String)

    /// The message for a person: what failed and which file (`cannot read PATH: reason`).
    public var description: String {
        switch self {
        case let .unreadableFile(path, reason): return "cannot read \(path): \(reason)"
        case let .corruptFile(path, reason): return "corrupt data file \(path): \(reason)"
        }
    }
}

/// An error type a `DataFile` reports its failures as: each reader keeps its own.
public protocol DataFileFailure: Error {
    /// The reader's error for a container failure.
    init(_ error: MappedDataError)
}

extension MappedDataError: DataFileFailure {
    /// The error itself.
    public init(_ error: MappedDataError) { self = error }
}
