import Foundation
import KeyboardCore
import ChineseEngine
import UserDictionary

/// The bridge between a keyboard and the user's dictionary: opens the GRDB-backed
/// `UserDictionary` and injects it into the engine as its user lexicon and learner
/// (`ChineseEngine.learning(into:)`), handing hosts a `KeyboardEngine` or a `KeyboardEngineSource`.
/// `KeyboardCore` never imports the dictionary; hosts (the iOS extension, the command line that
/// starts the playground) get their learning keyboards here.
public enum KeyboardUserDictionary {
    /// The user dictionary's file name inside the folder a host gives it.
    public static let fileName = UserDictionary.fileName

    /// `engine` learning into the user dictionary in `directory` (created if missing; a damaged
    /// file is kept aside and a fresh one started, see `UserDictionary.recovery`), with the
    /// clipboard panel's items, the saved phrases, the English words kept against corrections, the
    /// memory's choices and the emoji recents in the same file, and word lists imported into it and exported from it.
    public static func open(in directory: URL, engine: ChineseEngine) throws -> KeyboardEngine {
        let dictionary = try UserDictionary(directory: directory, lexicon: engine.lexicon)
        return KeyboardEngine(
            engine.learning(into: dictionary), userDictionaryDirectory: directory,
            stores: stores(in: dictionary, at: directory, lexicon: engine.lexicon), owner: dictionary)
    }

    /// Every store of a keyboard kept in `dictionary` (the file in `directory`, over `lexicon`).
    static func stores(in dictionary: UserDictionary, at directory: URL, lexicon: Lexicon) -> KeyboardStores {
        KeyboardStores(
            clipboard: UserDictionaryClipboardStore(dictionary), phrases: UserDictionaryPhraseStore(dictionary),
            englishWords: UserDictionaryEnglishWordStore(dictionary), choices: UserDictionaryChoiceStore(dictionary),
            wordLists: UserDictionaryWordListStore(dictionary, lexicon: lexicon),
            emojiRecents: UserDictionaryEmojiRecentsStore(dictionary), otherLanguages: otherLanguages(in: directory))
    }

    /// The scratch space of the process whose temporary per-keyboard dictionary is the file at
    /// `path` (`temporaryPerKeyboard`): that process's own 0700 folder, which goes with its
    /// keyboards; nil for a dictionary anywhere else (a person's own file).
    public static func sessionScratch(ofDictionaryAt path: String) -> URL? {
        let keyboard = URL(fileURLWithPath: path).deletingLastPathComponent()
        let process = keyboard.deletingLastPathComponent()
        guard keyboard.lastPathComponent.hasPrefix(SessionFolders.keyboardPrefix), process.lastPathComponent.hasPrefix(SessionFolders.prefix),
              FileManager.default.fileExists(atPath: process.appendingPathComponent("lock").path) else { return nil }
        return process
    }

    /// The same user dictionary file opened over another language's lexicon (粤拼's): its words
    /// and learning are that language's, apart from Mandarin's (`UserDictionary`'s stored readings).
    static func otherLanguages(in directory: URL) -> KeyboardEngine.OtherLanguageDictionary {
        { lexicon in (try? UserDictionary(directory: directory, lexicon: lexicon)).map { ($0, $0) } }
    }

    /// Each keyboard learns into a temporary dictionary of its own, removed with its
    /// `KeyboardEngine` (the playground's sessions: no page sees another's words), in a folder of
    /// this process's in `folder` (`SessionFolders`: 0700 folders, 0600 files; the folders of a
    /// process that died are removed when the next source is made). A dictionary that cannot be
    /// made leaves that keyboard learning nothing. Each dictionary is listed in `dictionaries`, when
    /// given, for a host that reaches a keyboard's dictionary by its folder (the playground's 同步).
    public static func temporaryPerKeyboard(
        engine: ChineseEngine, in folder: URL = FileManager.default.temporaryDirectory, listedIn dictionaries: KeyboardDictionaries? = nil
    ) -> KeyboardEngineSource {
        let sessions = try? SessionFolders(in: folder)
        return KeyboardEngineSource {
            guard let sessions, let directory = try? sessions.makeKeyboardFolder(databaseName: UserDictionary.fileName) else {
                return KeyboardEngine(engine)
            }
            // Holds the process's folder (`sessions`) as long as this keyboard lives.
            let remove: @Sendable () -> Void = { withExtendedLifetime(sessions) { try? FileManager.default.removeItem(at: directory) } }
            do {
                let dictionary = try UserDictionary(directory: directory, lexicon: engine.lexicon)
                dictionaries?.record(dictionary, in: directory)
                return KeyboardEngine(
                    engine.learning(into: dictionary), userDictionaryDirectory: directory,
                    stores: stores(in: dictionary, at: directory, lexicon: engine.lexicon), owner: dictionary, release: remove)
            } catch {
                remove()
                return KeyboardEngine(engine)
            }
        }
    }
}
