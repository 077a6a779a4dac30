import Zip

/// A word-list file as the zip module reads it (Gboard's zip): its reads and their errors as they are.
struct WordListZipSource: ZipSource {
    let input: WordListInput
    var count: Int { input.count }
    func bytes(at offset: Int, count: Int) throws -> [UInt8] { try input.bytes(at: offset, count: count) }
}

extension WordListError {
    /// The word lists' error for what the zip module refused, with the same message.
    init(_ error: ZipError) {
        switch error {
        case let .truncated(format, offset, reading): self = .truncated(format: format, offset: offset, reading: reading)
        case let .malformed(format, reason): self = .malformed(format: format, reason: reason)
        case let .unsafe(reason): self = .unsafeArchive(reason: reason)
        }
    }

    /// `body`, with a `ZipError` it throws as the word lists' error (any other error as it is).
    static func mappingZip<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as ZipError {
            throw WordListError(error)
        }
    }
}
