/// Why a catalogue file could not be read; each case names the file and the problem.
public enum EmojiCatalogueError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bundled resource is missing from the module bundle.
    case resourceMissing(String)
    /// The file could not be opened.
    case unreadable(path: String, reason: String)
    /// The file is not a catalogue, is of another format version, or is damaged.
    case corrupt(path: String, reason: String)

    /// The message for a person, naming the file and the problem.
    public var description: String {
        switch self {
        case .resourceMissing(let name): "emoji catalogue resource \(name) is missing from the bundle"
        case .unreadable(let path, let reason): "cannot read emoji catalogue \(path): \(reason)"
        case .corrupt(let path, let reason): "emoji catalogue \(path) is corrupt: \(reason)"
        }
    }
}
