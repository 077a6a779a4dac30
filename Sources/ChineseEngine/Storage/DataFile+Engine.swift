import MappedData

/// The engine's files in the shared container, their failures reported as `ChineseEngineError`.
typealias DataFile = MappedData.DataFile<ChineseEngineError>

extension ChineseEngineError: DataFileFailure {
    /// The engine's error for a container failure (the same case, path and reason).
    public init(_ error: MappedDataError) {
        switch error {
        case let .unreadableFile(path, reason): self = .unreadableFile(path: path, reason: reason)
        case let .corruptFile(path, reason): self = .corruptFile(path: path, reason: reason)
        }
    }
}
