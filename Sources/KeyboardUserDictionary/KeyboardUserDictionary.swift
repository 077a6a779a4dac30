import Foundation
import KeyboardCore
import PinyinEngine
import UserDictionary

/// The bridge between a keyboard and the user's dictionary: opens the GRDB-backed
/// `UserDictionary` and injects it into the engine as its user lexicon and learner
/// (`PinyinEngine.learning(into:)`), handing hosts a `KeyboardEngine` or a `KeyboardEngineSource`.
/// `KeyboardCore` never imports the dictionary; hosts (the iOS extension, the command line that
/// starts the playground) get their learning keyboards here.
public enum KeyboardUserDictionary {
    /// The user dictionary's file name inside the folder a host gives it.
    public static let fileName = UserDictionary.fileName

    /// `engine` learning into the user dictionary in `directory` (created if missing; a damaged
    /// file is kept aside and a fresh one started, see `UserDictionary.recovery`), with the
    /// clipboard panel's items and the saved phrases kept in the same file.
    public static func open(in directory: URL, engine: PinyinEngine) throws -> KeyboardEngine {
        let dictionary = try UserDictionary(directory: directory, lexicon: engine.lexicon)
        return KeyboardEngine(
            engine.learning(into: dictionary), userDictionaryDirectory: directory, clipboardStore: UserDictionaryClipboardStore(dictionary),
            phraseStore: UserDictionaryPhraseStore(dictionary), owner: dictionary)
    }

    /// Each keyboard learns into a temporary dictionary of its own, removed with its
    /// `KeyboardEngine` (the playground's sessions: no page sees another's words). A dictionary
    /// that cannot be made leaves that keyboard learning nothing.
    public static func temporaryPerKeyboard(engine: PinyinEngine, in folder: URL = FileManager.default.temporaryDirectory)
        -> KeyboardEngineSource {
        KeyboardEngineSource {
            let directory = folder.appendingPathComponent("shurufa-playground-\(UUID().uuidString)")
            let remove: @Sendable () -> Void = { try? FileManager.default.removeItem(at: directory) }
            do {
                let dictionary = try UserDictionary(directory: directory, lexicon: engine.lexicon)
                return KeyboardEngine(
                    engine.learning(into: dictionary), userDictionaryDirectory: directory,
                    clipboardStore: UserDictionaryClipboardStore(dictionary), phraseStore: UserDictionaryPhraseStore(dictionary),
                    owner: dictionary, release: remove)
            } catch {
                remove()
                return KeyboardEngine(engine)
            }
        }
    }
}
