import Foundation

/// Where the English words a user kept against a correction are stored across sessions (the user
/// dictionary's file, `KeyboardUserDictionary`); the core never imports the dictionary.
public protocol EnglishWordStore: AnyObject, Sendable {
    /// Every word kept, lower case.
    func keptEnglishWords() throws -> [String]
    /// Keeps `word` (lower case): it is never corrected again.
    func keepEnglishWord(_ word: String) throws
}

/// The English words the user kept as typed against a correction (backspace right after an
/// autocorrection, or the letters as typed picked from the bar), lower case: English suggestions
/// never correct them again. Read from the host's `store` once, when first asked; a word kept is
/// written through at once. Only the commit stage teaches it, so a secure field never does. A store
/// that fails keeps the words for the keyboard's life (a keyboard that cannot write loses no typing).
public final class EnglishWordMemory {
    /// Where the words are kept across sessions (nil: the keyboard's life only). Setting it reads it again.
    public var store: (any EnglishWordStore)? {
        didSet { loaded = nil }
    }
    /// The most words kept (the oldest of this session go first past it).
    public static let limit = 10_000
    private var loaded: Set<String>?

    /// A memory with no store.
    public init() {}

    /// The words kept, lower case.
    public var words: Set<String> {
        if let loaded { return loaded }
        let read = Set(((try? store?.keptEnglishWords()) ?? []).map { $0.lowercased() })
        loaded = read
        return read
    }

    /// Keeps `word` (any case; kept lower case). Empty or overlong words are ignored.
    public func keep(_ word: String) {
        let lower = word.lowercased()
        guard !lower.isEmpty, lower.count <= 64 else { return }
        var current = words
        guard current.count < Self.limit, current.insert(lower).inserted else { return }
        loaded = current
        try? store?.keepEnglishWord(lower)
    }
}
