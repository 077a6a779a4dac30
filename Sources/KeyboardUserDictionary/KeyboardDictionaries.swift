import Foundation
import UserDictionary

/// The user dictionaries `KeyboardUserDictionary.temporaryPerKeyboard` opened, each found again,
/// typed, by its keyboard's folder (`KeyboardEngine.userDictionaryDirectory`): a host that syncs a
/// keyboard's words (the playground's 同步) gets the very dictionary the keyboard's engine learns
/// into, so the merged words are in its next candidates. It holds none of them: a dictionary goes
/// with its keyboard, and is then no longer found.
public final class KeyboardDictionaries: @unchecked Sendable {
    /// A dictionary held weakly (its keyboard holds it).
    private struct Held {
        weak var dictionary: UserDictionary?
    }

    private let lock = NSLock()
    /// By the dictionary's folder path (guarded by `lock`).
    private var held: [String: Held] = [:]

    /// An empty list.
    public init() {}

    /// The dictionary of the keyboard whose folder is `directory`, while that keyboard lives; nil for
    /// a folder this list was never given or whose keyboard is gone.
    public func dictionary(in directory: URL) -> UserDictionary? {
        lock.lock()
        defer { lock.unlock() }
        return held[Self.key(directory)]?.dictionary
    }

    /// Lists `dictionary`, the file in `directory`; entries whose keyboards are gone are dropped.
    func record(_ dictionary: UserDictionary, in directory: URL) {
        lock.lock()
        defer { lock.unlock() }
        held = held.filter { $0.value.dictionary != nil }
        held[Self.key(directory)] = Held(dictionary: dictionary)
    }

    private static func key(_ directory: URL) -> String { directory.standardizedFileURL.path }
}
