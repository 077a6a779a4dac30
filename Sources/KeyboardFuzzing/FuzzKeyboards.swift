import ChineseEngine
import Emoji
import Foundation
import KeyboardCore
import KeyboardLayout
import KeyboardUserDictionary

/// What every fuzz session shares (opened once: the engine's data, the layouts, the emoji), and
/// where each session's own user dictionary goes: a temporary folder of its own under `folder`
/// (`KeyboardUserDictionary.temporaryPerKeyboard`), removed with the session.
public final class FuzzKeyboards: Sendable {
    /// The engine every session types with (each over its own user dictionary).
    public let engine: ChineseEngine
    /// The standard layouts.
    public let library: LayoutLibrary
    /// The bundled emoji and their index (the emoji page, the bar's emoji).
    let emojiCatalogue: EmojiCatalogue?
    let emojiIndex: EmojiSearchIndex?
    /// Each session's engine, learning into a user dictionary of its own.
    let engines: KeyboardEngineSource

    /// Opens the shared data; session dictionaries go under `folder` (default: `/dev/shm` where
    /// there is one to write to — SQLite syncs every commit, about 3× faster on tmpfs — else the
    /// temporary folder).
    public init(folder: URL = FuzzKeyboards.scratchFolder) throws {
        engine = try ChineseEngine()
        library = try LayoutLibrary.standard()
        emojiCatalogue = try? EmojiCatalogue.bundled()
        emojiIndex = emojiCatalogue.map(EmojiSearchIndex.init(catalogue:))
        engines = KeyboardUserDictionary.temporaryPerKeyboard(engine: engine, in: folder)
    }

    /// Where session dictionaries go by default.
    public static var scratchFolder: URL {
        let shm = "/dev/shm"
        return FileManager.default.isWritableFile(atPath: shm) ? URL(fileURLWithPath: shm, isDirectory: true) : FileManager.default.temporaryDirectory
    }

    /// A new session: a keyboard over an empty field with every form turned on, its own user dictionary.
    public func makeSession() -> FuzzSession {
        FuzzSession(keyboards: self, engine: engines.makeEngine())
    }
}
