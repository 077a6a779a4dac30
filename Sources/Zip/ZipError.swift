/// Why a zip (or a zlib stream) is not read: each names what was being read and where.
public enum ZipError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The data ends (or an offset in it points) before what it promises.
    case truncated(format: String, offset: Int, reading: String)
    /// The structure is not a zip's (a bad signature, a corrupt stream, a checksum that differs).
    case malformed(format: String, reason: String)
    /// A zip that is unsafe or too large to unpack (a name outside it, a bomb, encryption, zip64).
    case unsafe(reason: String)

    /// The message for a person.
    public var description: String {
        switch self {
        case let .truncated(format, offset, what): "not a readable \(format) file: it ends before \(what) (at byte \(offset))"
        case let .malformed(format, reason): "not a readable \(format) file: \(reason)"
        case let .unsafe(reason): "not unpacked: \(reason)"
        }
    }

    /// What is wrong, without the lead-in (`a broken local header`; the whole message for a truncation).
    public var reason: String {
        switch self {
        case let .malformed(_, reason), let .unsafe(reason): reason
        case .truncated: description
        }
    }
}
