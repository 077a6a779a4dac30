import Foundation
import KeyboardCore
import UserDictionary

/// The clipboard panel's store in the user dictionary's file: the core's `ClipboardStore` over
/// `UserDictionary`'s clipboard table (same crash safety, same file, on the device only).
public final class UserDictionaryClipboardStore: ClipboardStore, @unchecked Sendable {
    /// The dictionary whose file keeps the items.
    public let dictionary: UserDictionary

    /// The store in `dictionary`'s file.
    public init(_ dictionary: UserDictionary) { self.dictionary = dictionary }

    /// Every item, newest first.
    public func clipboardItems() throws -> [ClipboardItem] {
        try dictionary.clipboardItems().map(Self.item)
    }

    /// Keeps `text` as the newest item.
    public func recordClipboard(text: String, at date: Date) throws -> ClipboardItem {
        Self.item(try dictionary.recordClipboard(text: text, at: date))
    }

    /// Keeps `text` as the newest item and prunes, in one transaction of the file.
    public func recordClipboard(text: String, at date: Date, pruningCopiedBefore cutoff: Date, keeping limit: Int) throws -> ClipboardItem {
        Self.item(try dictionary.recordClipboard(text: text, at: date, pruningCopiedBefore: cutoff, keeping: limit))
    }

    /// Pins or unpins an item.
    public func setClipboardItem(_ id: Int64, pinned: Bool) throws { try dictionary.setClipboardItem(id, pinned: pinned) }

    /// Removes an item.
    public func removeClipboardItem(_ id: Int64) throws { try dictionary.removeClipboardItem(id) }

    /// Removes the unpinned items (all with `includingPinned`).
    public func clearClipboard(includingPinned: Bool) throws { try dictionary.clearClipboard(includingPinned: includingPinned) }

    /// Drops expired unpinned items, then the oldest past `limit`.
    public func pruneClipboard(copiedBefore date: Date, keeping limit: Int) throws {
        try dictionary.pruneClipboard(copiedBefore: date, keeping: limit)
    }

    private static func item(_ stored: StoredClipboardItem) -> ClipboardItem {
        ClipboardItem(id: stored.id, text: stored.text, copied: stored.copied, pinned: stored.pinned)
    }
}

/// The saved phrases' store in the user dictionary's file: the core's `PhraseStore` over
/// `UserDictionary`'s phrase table, checking each phrase with `QuickPhraseRules`.
public final class UserDictionaryPhraseStore: PhraseStore, @unchecked Sendable {
    /// The dictionary whose file keeps the phrases.
    public let dictionary: UserDictionary

    /// The store in `dictionary`'s file.
    public init(_ dictionary: UserDictionary) { self.dictionary = dictionary }

    /// Every phrase, in order.
    public func quickPhrases() throws -> [QuickPhrase] {
        try dictionary.phrases().map { QuickPhrase(id: $0.id, text: $0.text, code: $0.code, group: $0.group) }
    }

    /// Adds a phrase at the end (refused past `QuickPhraseRules.maximumPhrases`).
    public func addPhrase(text: String, code: String, group: String) throws -> QuickPhrase {
        if let problem = QuickPhraseRules.problem(text: text, code: code, group: group) { throw QuickPhraseError(problem) }
        let stored = try dictionary.addPhrases([StoredPhrase(text: text, code: code, group: group)], limit: QuickPhraseRules.maximumPhrases)
        return QuickPhrase(id: stored.first?.id ?? 0, text: text, code: code, group: group)
    }

    /// Replaces a phrase's text, code and group.
    public func updatePhrase(_ phrase: QuickPhrase) throws {
        if let problem = QuickPhraseRules.problem(text: phrase.text, code: phrase.code, group: phrase.group) {
            throw QuickPhraseError(problem)
        }
        try dictionary.updatePhrase(StoredPhrase(id: phrase.id, text: phrase.text, code: phrase.code, group: phrase.group))
    }

    /// Moves a phrase to `index`.
    public func movePhrase(_ id: Int64, to index: Int) throws { try dictionary.movePhrase(id, to: index) }

    /// Removes a phrase.
    public func removePhrase(_ id: Int64) throws { try dictionary.removePhrase(id) }

    /// Adds the defaults the first time the file is used.
    public func addDefaultPhrasesOnce() throws {
        try dictionary.addPhrasesOnce(QuickPhraseRules.defaults.map { StoredPhrase(text: $0.text, code: $0.code, group: $0.group) })
    }
}

/// The English words kept against corrections, in the user dictionary's file: the core's
/// `EnglishWordStore` over `UserDictionary`'s kept-word table.
public final class UserDictionaryEnglishWordStore: EnglishWordStore, @unchecked Sendable {
    /// The dictionary whose file keeps the words.
    public let dictionary: UserDictionary

    /// The store in `dictionary`'s file.
    public init(_ dictionary: UserDictionary) { self.dictionary = dictionary }

    /// Every word kept, lower case.
    public func keptEnglishWords() throws -> [String] { try dictionary.keptEnglishWords() }

    /// Keeps `word`.
    public func keepEnglishWord(_ word: String) throws { try dictionary.keepEnglishWord(word) }
}

/// The memory's choices in the user dictionary's file: the core's `ChoiceStore` over
/// `UserDictionary`'s chosen-text table.
public final class UserDictionaryChoiceStore: ChoiceStore, @unchecked Sendable {
    /// The dictionary whose file keeps the choices.
    public let dictionary: UserDictionary

    /// The store in `dictionary`'s file.
    public init(_ dictionary: UserDictionary) { self.dictionary = dictionary }

    /// Every choice kept, the oldest first (rows of an unknown list are skipped).
    public func storedChoices() throws -> [(kind: ChoiceKind, context: String, text: String)] {
        try dictionary.chosenTexts().compactMap { stored in ChoiceKind(rawValue: stored.kind).map { ($0, stored.context, stored.text) } }
    }

    /// Keeps `text` chosen in `kind`'s list after `context` as the newest.
    public func keepChoice(_ text: String, in kind: ChoiceKind, after context: String) throws {
        try dictionary.keepChosenText(text, kind: kind.rawValue, context: context)
    }

    /// Forgets `text` in `kind`'s list after `context`.
    public func forgetChoice(_ text: String, in kind: ChoiceKind, after context: String) throws {
        try dictionary.forgetChosenText(text, kind: kind.rawValue, context: context)
    }
}
