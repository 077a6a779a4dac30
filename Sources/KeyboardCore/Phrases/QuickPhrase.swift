import Foundation

/// A saved phrase (常用语): its text, the group it is listed under, and the short code that
/// offers it in the candidate bar (`dz` for an address; empty: listed in the panel only).
public struct QuickPhrase: Hashable, Sendable, Identifiable {
    /// The store's id.
    public var id: Int64
    /// The text inserted.
    public var text: String
    /// The letters that offer it in the bar (lower-case a–z, at most 16), or empty.
    public var code: String
    /// The group it is listed under (常用, 地址 …).
    public var group: String

    /// A phrase as a store returns it.
    public init(id: Int64, text: String, code: String = "", group: String = QuickPhraseRules.defaultGroup) {
        self.id = id
        self.text = text
        self.code = code
        self.group = group
    }
}

/// What makes a phrase valid, for every store and editor.
public enum QuickPhraseRules {
    /// The group of a phrase given none.
    public static let defaultGroup = "常用"
    /// The longest phrase, in characters.
    public static let maximumLength = 2_000
    /// The longest phrase in Unicode scalars: a character may be one letter under thousands of
    /// combining marks, so characters alone bound nothing (one "character" held 10 MB).
    public static let maximumScalars = 4_000
    /// The longest phrase in UTF-8 bytes (checked first: it costs nothing to count).
    public static let maximumBytes = 16_000
    /// The most phrases one store keeps: every edit re-reads the list and the editor shows it all
    /// (a million phrases made each `phrases add` take 4.7 s and 655 MB).
    public static let maximumPhrases = 2_000
    /// The longest short code, in letters.
    public static let maximumCodeLength = 16
    /// The longest group name, in characters.
    public static let maximumGroupLength = 24

    /// Why a phrase cannot be kept, or nil when it can. The text must not be empty or blank, nor
    /// over the caps in bytes, scalars and characters, nor hold NUL (SQLite's C strings would cut it
    /// short); the code is empty or lower-case letters a–z; the group is one line.
    public static func problem(text: String, code: String, group: String) -> String? {
        if text.utf8.count > maximumBytes { return "a phrase has at most \(maximumBytes) bytes of UTF-8" }
        if text.unicodeScalars.count > maximumScalars { return "a phrase has at most \(maximumScalars) Unicode scalars" }
        if text.utf8.contains(0) || group.utf8.contains(0) { return "a phrase cannot hold a NUL character" }
        if !text.contains(where: { !$0.isWhitespace }) { return "a phrase needs some text" }
        if text.count > maximumLength { return "a phrase has at most \(maximumLength) characters" }
        if code.utf8.count > maximumCodeLength || code.count > maximumCodeLength {
            return "a short code has at most \(maximumCodeLength) letters"
        }
        if !code.allSatisfy({ ("a"..."z").contains($0) }) { return "a short code is lower-case letters a-z (\"\(code)\")" }
        if !group.contains(where: { !$0.isWhitespace }) { return "a group needs a name" }
        if group.unicodeScalars.count > 4 * maximumGroupLength || group.count > maximumGroupLength
            || group.contains(where: \.isNewline) || group.contains("\t") {
            return "a group name is one line of at most \(maximumGroupLength) characters"
        }
        return nil
    }

    /// A few phrases a new store starts with (the user may edit or delete them).
    public static let defaults: [(text: String, code: String, group: String)] = [
        ("在开会，稍后回复", "zkh", "常用"),
        ("好的，收到", "hdsd", "常用"),
        ("马上到", "msd", "常用"),
        ("谢谢！", "", "常用"),
        ("早上好！", "", "问候"),
        ("晚安，好梦", "", "问候"),
    ]
}

/// Where the saved phrases are kept, in the user's order. The core defines it; a host injects a
/// store (the user dictionary's SQLite file through `KeyboardUserDictionary`, or
/// `InMemoryPhraseStore`). Each call is one write that, once it returns, survives a crash.
public protocol PhraseStore: AnyObject, Sendable {
    /// Every phrase, in the user's order (groups are listed in the order their first phrase comes).
    func quickPhrases() throws -> [QuickPhrase]
    /// Adds a phrase at the end; throws when `QuickPhraseRules` refuses it.
    @discardableResult func addPhrase(text: String, code: String, group: String) throws -> QuickPhrase
    /// Replaces the text, code and group of the phrase with `phrase.id`.
    func updatePhrase(_ phrase: QuickPhrase) throws
    /// Moves a phrase to `index` of the whole list (clamped).
    func movePhrase(_ id: Int64, to index: Int) throws
    /// Removes a phrase (an unknown id does nothing).
    func removePhrase(_ id: Int64) throws
    /// Adds `QuickPhraseRules.defaults` the first time a store is used (never again, even after
    /// the user deleted them).
    func addDefaultPhrasesOnce() throws
}

/// Why a store refuses one more phrase, in the words of `QuickPhraseError`.
extension QuickPhraseRules {
    /// The refusal of an add that would take a store of `count` phrases past `limit`.
    public static func fullStore(count: Int, adding: Int = 1, limit: Int = maximumPhrases) -> QuickPhraseError {
        QuickPhraseError("the store keeps at most \(limit) phrases (it holds \(count); \(adding) more refused)")
    }
}

/// A refused phrase: what was wrong.
public struct QuickPhraseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why.
    public var reason: String
    /// An error saying `reason`.
    public init(_ reason: String) { self.reason = reason }
    /// The reason, for a person.
    public var description: String { "invalid phrase: \(reason)" }
}

/// Phrases in memory (tests, a playground session without a user dictionary).
public final class InMemoryPhraseStore: PhraseStore, @unchecked Sendable {
    private let lock = NSLock()
    private var phrases: [QuickPhrase] = []
    private var nextID: Int64 = 1
    private var seeded = false

    /// An empty store (`addDefaultPhrasesOnce` adds the defaults).
    public init() {}

    /// Every phrase, in order.
    public func quickPhrases() throws -> [QuickPhrase] { lock.withLock { phrases } }

    /// Adds a phrase at the end.
    public func addPhrase(text: String, code: String, group: String) throws -> QuickPhrase {
        if let problem = QuickPhraseRules.problem(text: text, code: code, group: group) { throw QuickPhraseError(problem) }
        return try lock.withLock {
            guard phrases.count < QuickPhraseRules.maximumPhrases else { throw QuickPhraseRules.fullStore(count: phrases.count) }
            let phrase = QuickPhrase(id: nextID, text: text, code: code, group: group)
            nextID += 1
            phrases.append(phrase)
            return phrase
        }
    }

    /// Replaces a phrase's text, code and group.
    public func updatePhrase(_ phrase: QuickPhrase) throws {
        if let problem = QuickPhraseRules.problem(text: phrase.text, code: phrase.code, group: phrase.group) {
            throw QuickPhraseError(problem)
        }
        lock.withLock {
            if let index = phrases.firstIndex(where: { $0.id == phrase.id }) { phrases[index] = phrase }
        }
    }

    /// Moves a phrase to `index`.
    public func movePhrase(_ id: Int64, to index: Int) throws {
        lock.withLock {
            guard let from = phrases.firstIndex(where: { $0.id == id }) else { return }
            let phrase = phrases.remove(at: from)
            phrases.insert(phrase, at: min(max(0, index), phrases.count))
        }
    }

    /// Removes a phrase.
    public func removePhrase(_ id: Int64) throws {
        lock.withLock { phrases.removeAll { $0.id == id } }
    }

    /// Adds the defaults once.
    public func addDefaultPhrasesOnce() throws {
        let first = lock.withLock { () -> Bool in
            defer { seeded = true }
            return !seeded
        }
        guard first else { return }
        for phrase in QuickPhraseRules.defaults { _ = try addPhrase(text: phrase.text, code: phrase.code, group: phrase.group) }
    }
}
