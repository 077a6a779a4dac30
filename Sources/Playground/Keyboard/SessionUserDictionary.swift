import Foundation
import KeyboardCore
import PinyinEngine
import UserDictionary

/// A WebSocket session's own user dictionary: a temporary file that learns what this page picks
/// (and forgets what it deletes), removed with the session, so no page sees another's words.
final class SessionUserDictionary {
    let directory: URL
    let dictionary: UserDictionary
    /// The engine decoding with this dictionary.
    let engine: PinyinEngine
    let learner: UserDictionaryLearner

    /// A fresh dictionary in a new temporary folder; nil if it cannot be made (the session then learns nothing).
    init?(engine shared: PinyinEngine) {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-playground-\(UUID().uuidString)")
        do {
            dictionary = try UserDictionary(directory: directory, lexicon: shared.lexicon)
        } catch {
            try? FileManager.default.removeItem(at: directory)
            return nil
        }
        var engine = shared
        engine.userLexicon = dictionary
        self.engine = engine
        learner = UserDictionaryLearner(engine: engine, dictionary: dictionary)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }
}
