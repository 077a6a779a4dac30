import Foundation

/// Where a keyboard keeps its emoji recents: a JSON file of its own (`EmojiRecentsStore`), or the
/// user dictionary's file (`KeyboardUserDictionary`'s store, which syncs them).
public protocol EmojiRecentsPersistence: Sendable {
    /// Where they are kept, for a message.
    var location: String { get }
    /// The saved recents (empty when none were saved).
    func loadRecents(capacity: Int) throws -> EmojiRecents
    /// Keeps `recents`, just after a use of `emoji` (its default form).
    func saveRecents(_ recents: EmojiRecents, used emoji: String) throws
    /// Takes in recents kept elsewhere (an earlier version's file), when it holds none yet.
    func adoptRecents(_ recents: EmojiRecents) throws
}

/// Keeps `EmojiRecents` in a JSON file, replaced atomically and durably on every save, so a
/// crash at any moment leaves either the previous or the new recents, never a torn file.
public struct EmojiRecentsStore: EmojiRecentsPersistence {
    /// The JSON file; its folder must exist (saving does not create it).
    public let fileURL: URL

    /// A store at `fileURL`; nothing is read or written until `load(capacity:)` or `save(_:)`.
    public init(fileURL: URL) { self.fileURL = fileURL }

    /// The saved recents; empty recents when nothing was saved yet.
    public func load(capacity: Int = EmojiRecents.defaultCapacity) throws -> EmojiRecents {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return EmojiRecents(capacity: capacity) }
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            throw EmojiRecentsStoreError.unreadable(path: fileURL.path, reason: error.localizedDescription)
        }
        do {
            return try JSONDecoder().decode(EmojiRecents.self, from: data)
        } catch {
            throw EmojiRecentsStoreError.corrupt(path: fileURL.path, reason: String(describing: error))
        }
    }

    /// Writes the recents durably (temp file in the same folder, fsync, rename, fsync folder).
    public func save(_ recents: EmojiRecents) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(recents)
        } catch {
            throw EmojiRecentsStoreError.writeFailed(path: fileURL.path, reason: String(describing: error))
        }
        try DurableFile.replace(fileURL, with: data)
    }

    /// The file's path.
    public var location: String { fileURL.path }

    /// The saved recents (`load(capacity:)`).
    public func loadRecents(capacity: Int) throws -> EmojiRecents { try load(capacity: capacity) }

    /// Saves the whole recents (`save(_:)`).
    public func saveRecents(_ recents: EmojiRecents, used emoji: String) throws { try save(recents) }

    /// Saves `recents` when the file does not exist yet.
    public func adoptRecents(_ recents: EmojiRecents) throws {
        guard !FileManager.default.fileExists(atPath: fileURL.path) else { return }
        try save(recents)
    }

    /// Loads, records one use, saves, and returns the new recents (one call per tap).
    @discardableResult
    public func record(_ value: String, in catalogue: EmojiCatalogue? = nil) throws -> EmojiRecents {
        var recents = try load()
        recents.record(value, in: catalogue)
        try save(recents)
        return recents
    }
}

/// Why recents could not be loaded or saved; each case names the file.
public enum EmojiRecentsStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file exists but could not be read (permissions, I/O).
    case unreadable(path: String, reason: String)
    /// The file is not recents JSON; the caller decides whether to start afresh (the file is left as it is).
    case corrupt(path: String, reason: String)
    /// The new file could not be written, synced or renamed into place; the previous file is intact.
    case writeFailed(path: String, reason: String)

    /// The message for a person, naming the file and the problem.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read emoji recents \(path): \(reason)"
        case .corrupt(let path, let reason): "emoji recents \(path) are corrupt: \(reason)"
        case .writeFailed(let path, let reason): "cannot save emoji recents \(path): \(reason)"
        }
    }
}
