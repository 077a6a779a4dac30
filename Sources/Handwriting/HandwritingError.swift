import MappedData

/// Why handwriting could not be recognised or its model not opened, with a message a person can act on.
public enum HandwritingError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The model file could not be opened or read, or is not ours, of another version, truncated
    /// or corrupt: the data file's own error, which names the file and what is wrong.
    case model(MappedDataError)
    /// The writing canvas has no area (or a size that is not a number).
    case invalidCanvas(width: Double, height: Double)
    /// A phrase of more strokes than the phrase reader takes.
    case phraseTooLong(strokes: Int, limit: Int)

    /// The message for a person: what failed and, for the model, which file.
    public var description: String {
        switch self {
        case let .model(error): return "handwriting model: \(error)"
        case let .invalidCanvas(width, height): return "the writing canvas must have a positive size, not \(width) x \(height)"
        case let .phraseTooLong(strokes, limit):
            return "a phrase of \(strokes) strokes is more than the \(limit) the phrase reader takes: pick what is read and write on"
        }
    }
}

extension HandwritingError: DataFileFailure {
    /// The model error for a container failure.
    public init(_ error: MappedDataError) { self = .model(error) }
}
