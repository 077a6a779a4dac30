/// What a choice was made among: the list the memory keeps it in and ranks it in.
public enum ChoiceKind: String, Hashable, Sendable, CaseIterable {
    /// Chinese text chosen with no reading to learn it by (a character or phrase chosen by shape —
    /// 笔画, 手写 —, a 滑行 word, a 联想 prediction), kept after the character before it.
    case chinese
    /// English words typed, corrected, picked or swiped: one list, whatever came before them.
    case english
}

/// Where the choices are kept across sessions (the user dictionary's file, `KeyboardUserDictionary`);
/// the core never imports the dictionary.
public protocol ChoiceStore: AnyObject, Sendable {
    /// Every choice kept — `text` chosen in `kind`'s list after `context` (the character before
    /// it for Chinese, "" for English) —, the oldest first.
    func storedChoices() throws -> [(kind: ChoiceKind, context: String, text: String)]
    /// Keeps `text` chosen in `kind`'s list after `context` as the newest.
    func keepChoice(_ text: String, in kind: ChoiceKind, after context: String) throws
    /// Forgets `text` in `kind`'s list after `context` (pushed out of its list).
    func forgetChoice(_ text: String, in kind: ChoiceKind, after context: String) throws
}

/// The texts chosen where the engine's learner cannot learn them (it needs readings, which a
/// shape, an English word or a 联想 pick does not give): the next time the same context comes,
/// the one chosen last there comes first among the candidates that offer it. Read from the host's
/// `store` once, when first asked; each choice is written through at once (a store that fails
/// keeps the choices for the keyboard's life). Bounded: `contextLimit` Chinese contexts of
/// `perContext` texts each, `englishLimit` English words. Only the commit stage teaches it.
public final class ChoiceMemory {
    /// How many contexts are remembered (the oldest goes first).
    public static let contextLimit = 512
    /// How many Chinese texts are remembered after one context.
    public static let perContext = 8
    /// How many English words are remembered.
    public static let englishLimit = 1024
    /// Where the choices are kept across sessions (nil: the keyboard's life only). Setting it reads it again.
    public var store: (any ChoiceStore)? {
        didSet { loaded = false }
    }
    /// The texts chosen in each list, most recent first.
    private var chosen: [Key: [String]] = [:]
    /// The lists in the order they were last used.
    private var order: [Key] = []
    private var loaded = false
    /// How many choices were learned (what a cache of a ranking depends on).
    public private(set) var changes = 0

    private struct Key: Hashable {
        var kind: ChoiceKind
        var context: String
    }

    /// An empty memory with no store.
    public init() {}

    /// The context a text before the caret is remembered by in `kind`'s list: its last character
    /// ("" at the start) for Chinese, always "" for English.
    static func context(_ kind: ChoiceKind, of textBefore: String) -> String {
        kind == .english ? "" : textBefore.last.map(String.init) ?? ""
    }

    /// Remembers `text` chosen in `kind`'s list after `textBefore`, and keeps it in the store.
    public func learn(_ text: String, _ kind: ChoiceKind, after textBefore: String) {
        guard !text.isEmpty, text.count <= 64 else { return }
        load()
        let key = Key(kind: kind, context: Self.context(kind, of: textBefore))
        changes += 1
        for (list, dropped) in remember(text, in: key) { try? store?.forgetChoice(dropped, in: list.kind, after: list.context) }
        try? store?.keepChoice(text, in: kind, after: key.context)
    }

    /// The texts chosen in `kind`'s list after `textBefore`, most recent first.
    public func chosen(_ kind: ChoiceKind, after textBefore: String) -> [String] {
        load()
        return chosen[Key(kind: kind, context: Self.context(kind, of: textBefore))] ?? []
    }

    /// `items` with those whose `text` was chosen after `textBefore` moved to the front (the one
    /// chosen last first), the others in their order.
    func ranked<Item>(_ items: [Item], _ kind: ChoiceKind, after textBefore: String, text: (Item) -> String) -> [Item] {
        let remembered = chosen(kind, after: textBefore)
        guard !remembered.isEmpty else { return items }
        var front: [(rank: Int, item: Item)] = []
        var rest: [Item] = []
        for item in items {
            if let rank = remembered.firstIndex(of: text(item)) { front.append((rank, item)) } else { rest.append(item) }
        }
        return front.sorted { $0.rank < $1.rank }.map(\.item) + rest
    }

    /// Puts `text` first in the list `key`; returns the texts pushed out, with their lists.
    @discardableResult
    private func remember(_ text: String, in key: Key) -> [(Key, String)] {
        var list = chosen[key] ?? []
        list.removeAll { $0 == text }
        list.insert(text, at: 0)
        let limit = key.kind == .english ? Self.englishLimit : Self.perContext
        var dropped = list.dropFirst(limit).map { (key, $0) }
        chosen[key] = Array(list.prefix(limit))
        order.removeAll { $0 == key }
        order.append(key)
        if order.count > Self.contextLimit {
            let oldest = order.removeFirst()
            dropped += (chosen.removeValue(forKey: oldest) ?? []).map { (oldest, $0) }
        }
        return dropped
    }

    /// Reads the store once (the oldest first, so the newest ends first).
    private func load() {
        guard !loaded else { return }
        loaded = true
        guard let stored = try? store?.storedChoices() else { return }
        chosen.removeAll()
        order.removeAll()
        for choice in stored { remember(choice.text, in: Key(kind: choice.kind, context: choice.context)) }
    }
}
