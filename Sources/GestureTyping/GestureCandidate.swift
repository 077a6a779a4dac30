/// A word a gesture may mean, with what it cost (the decoders make them; hosts read them).
public struct GestureCandidate: Sendable, Equatable {
    /// The word to type (an English word, or Han text for pinyin).
    public var text: String
    /// The letters the gesture was matched against (the word's own, or its pinyin without separators).
    public var letters: String
    /// The gesture's cost of these letters (nats; lower is closer).
    public var gestureCost: Float
    /// The whole cost: the gesture's plus the weighted prior (lower is better).
    public var cost: Float
}

/// The `limit` cheapest items seen, kept sorted cheapest first (a small insertion list: limits
/// are a bar's width). `threshold` is what a newcomer must beat once the list is full.
struct CheapestList<Item> {
    private(set) var items: [(cost: Float, item: Item)] = []
    let limit: Int

    init(limit: Int) { self.limit = max(1, limit) }

    /// The cost a new item must be under to enter.
    var threshold: Float { items.count < limit ? .infinity : items[items.count - 1].cost }

    mutating func insert(_ item: Item, cost: Float) {
        guard cost < threshold else { return }
        var index = items.count
        while index > 0, items[index - 1].cost > cost { index -= 1 }
        items.insert((cost, item), at: index)
        if items.count > limit { items.removeLast() }
    }
}
