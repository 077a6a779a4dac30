import Foundation

/// The 常用语 panel's logic over a `PhraseStore`: the phrases grouped for the panel, the user's
/// edits, and the short-code look-up the candidate bar asks on each keystroke (a dictionary read,
/// rebuilt only after an edit). Store errors do not stop typing: `lastError` keeps the last one.
public final class QuickPhraseBook: @unchecked Sendable {
    /// One group of the panel.
    public struct Group: Hashable, Sendable {
        /// Its name.
        public var name: String
        /// Its phrases, in order.
        public var phrases: [QuickPhrase]

        /// A group named `name` listing `phrases` (previews and tests; the book groups its own).
        public init(name: String, phrases: [QuickPhrase]) {
            self.name = name
            self.phrases = phrases
        }
    }

    /// Where the phrases are kept.
    public let store: any PhraseStore
    /// The phrases, in order, as last read.
    public private(set) var phrases: [QuickPhrase] = []
    /// The last store error (nil once a call succeeds).
    public var lastError: (any Error)? { writes.lastError }
    /// The store's writes and their last error.
    private var writes = StoreWrites()
    private var byCode: [String: [String]] = [:]

    /// A book over `store`, which gets the default phrases the first time.
    public init(store: any PhraseStore = InMemoryPhraseStore()) {
        self.store = store
        writes.attempt { try store.addDefaultPhrasesOnce() }
        reload()
    }

    /// Reads the store again (after another process edited it: the host app).
    public func reload() {
        phrases = writes.attempt { try store.quickPhrases() } ?? phrases
        var index: [String: [String]] = [:]
        for phrase in phrases where !phrase.code.isEmpty { index[phrase.code, default: []].append(phrase.text) }
        byCode = index
    }

    /// The phrases grouped, groups in the order their first phrase comes.
    public var groups: [Group] {
        var groups: [Group] = []
        for phrase in phrases {
            if let index = groups.firstIndex(where: { $0.name == phrase.group }) {
                groups[index].phrases.append(phrase)
            } else {
                groups.append(Group(name: phrase.group, phrases: [phrase]))
            }
        }
        return groups
    }

    /// The texts of the phrases whose short code is exactly `letters`, in order.
    public func phrases(forCode letters: String) -> [String] {
        byCode.isEmpty ? [] : byCode[letters] ?? []
    }

    /// Adds a phrase at the end; the error says why one is refused.
    @discardableResult
    public func add(text: String, code: String = "", group: String = QuickPhraseRules.defaultGroup) throws -> QuickPhrase {
        defer { reload() }
        return try store.addPhrase(text: text, code: code.lowercased(), group: group)
    }

    /// Edits a phrase (text, code and group).
    public func update(_ phrase: QuickPhrase) throws {
        defer { reload() }
        var phrase = phrase
        phrase.code = phrase.code.lowercased()
        try store.updatePhrase(phrase)
    }

    /// Moves a phrase to `index` of the whole list.
    public func move(_ id: Int64, to index: Int) {
        writes.attempt { try store.movePhrase(id, to: index) }
        reload()
    }

    /// Deletes a phrase.
    public func remove(_ id: Int64) {
        writes.attempt { try store.removePhrase(id) }
        reload()
    }
}
