/// The characters chosen by shape (笔画, 手写) after each text: the next time the same text is before
/// the caret, the one chosen last there comes first among the candidates that offer it. The
/// engine's learner needs readings, which a shape does not give; this memory needs none. Kept for
/// the keyboard's life, bounded (`contextLimit` texts, `perContext` characters each).
public final class CharacterMemory {
    /// How many texts before the caret are remembered (the oldest goes first).
    public static let contextLimit = 512
    /// How many characters are remembered after one text.
    public static let perContext = 8
    /// The characters chosen after each context, most recent first.
    private var chosen: [String: [String]] = [:]
    /// The contexts in the order they were last used.
    private var order: [String] = []

    /// An empty memory.
    public init() {}

    /// The context a text before the caret is remembered by: its last character ("" at the start).
    static func context(of textBefore: String) -> String { textBefore.last.map(String.init) ?? "" }

    /// Remembers `character` chosen after `textBefore`.
    public func learn(_ character: String, after textBefore: String) {
        guard !character.isEmpty else { return }
        let key = Self.context(of: textBefore)
        var list = chosen[key] ?? []
        list.removeAll { $0 == character }
        list.insert(character, at: 0)
        chosen[key] = Array(list.prefix(Self.perContext))
        order.removeAll { $0 == key }
        order.append(key)
        if order.count > Self.contextLimit { chosen[order.removeFirst()] = nil }
    }

    /// The characters chosen after `textBefore`, most recent first.
    public func chosen(after textBefore: String) -> [String] { chosen[Self.context(of: textBefore)] ?? [] }

    /// `items` with those whose `text` was chosen after `textBefore` moved to the front (the one
    /// chosen last first), the others in their order.
    func ranked<Item>(_ items: [Item], after textBefore: String, text: (Item) -> String) -> [Item] {
        let remembered = chosen(after: textBefore)
        guard !remembered.isEmpty else { return items }
        var front: [(rank: Int, item: Item)] = []
        var rest: [Item] = []
        for item in items {
            if let rank = remembered.firstIndex(of: text(item)) { front.append((rank, item)) } else { rest.append(item) }
        }
        return front.sorted { $0.rank < $1.rank }.map(\.item) + rest
    }
}
