import Foundation

/// One text the user copied, as the clipboard panel (剪贴板) lists it: text only, when it was
/// copied, and whether the user pinned it (a pinned item never expires and is kept by "clear").
public struct ClipboardItem: Hashable, Sendable, Identifiable {
    /// The store's id of the item.
    public var id: Int64
    /// The text copied.
    public var text: String
    /// When it was copied (last, for a text copied again).
    public var copied: Date
    /// Whether the user pinned it.
    public var pinned: Bool

    /// An item as a store returns it.
    public init(id: Int64, text: String, copied: Date, pinned: Bool = false) {
        self.id = id
        self.text = text
        self.copied = copied
        self.pinned = pinned
    }
}

/// Where the clipboard panel's items are kept. The core defines it and keeps the rules
/// (`ClipboardHistory`); a host injects a store: the user dictionary's SQLite file
/// (`KeyboardUserDictionary`) or `InMemoryClipboardStore`. Each call is one write that, once it
/// returns, survives a crash. Nothing in a store ever leaves the device.
public protocol ClipboardStore: AnyObject, Sendable {
    /// Every item kept, newest first.
    func clipboardItems() throws -> [ClipboardItem]
    /// Keeps `text`, copied at `date`, as the newest item; an item with the same text moves up
    /// (keeping its pin) instead of being repeated. Returns the item.
    @discardableResult func recordClipboard(text: String, at date: Date) throws -> ClipboardItem
    /// Pins or unpins an item (an unknown id does nothing).
    func setClipboardItem(_ id: Int64, pinned: Bool) throws
    /// Removes an item (an unknown id does nothing).
    func removeClipboardItem(_ id: Int64) throws
    /// Removes every unpinned item, and with `includingPinned` the pinned ones too.
    func clearClipboard(includingPinned: Bool) throws
    /// Removes the unpinned items copied before `date`, then, while more than `limit` items are
    /// kept, the oldest unpinned and then the oldest pinned — never the newest item
    /// (`ClipboardItem.pruned(_:copiedBefore:keeping:)` is the rule).
    func pruneClipboard(copiedBefore date: Date, keeping limit: Int) throws
    /// Records `text` and then prunes, as the two calls above do, in one transaction where the
    /// store has them (a kill between never leaves it over its cap). Returns the item.
    @discardableResult func recordClipboard(text: String, at date: Date, pruningCopiedBefore cutoff: Date, keeping limit: Int) throws -> ClipboardItem
}

extension ClipboardStore {
    /// The two calls one after the other, for a store without transactions (in memory).
    @discardableResult
    public func recordClipboard(text: String, at date: Date, pruningCopiedBefore cutoff: Date, keeping limit: Int) throws -> ClipboardItem {
        let item = try recordClipboard(text: text, at: date)
        try pruneClipboard(copiedBefore: cutoff, keeping: limit)
        return item
    }
}

extension ClipboardItem {
    /// The ids a prune removes from `items`: the unpinned copied before `date`; then, while more
    /// than `limit` are left, the oldest unpinned, then the oldest pinned (left over from a
    /// larger cap: pinning stops one short of the cap) — never the newest item for the cap, so a
    /// copy just acknowledged is never pruned at once. Every store prunes by this rule.
    public static func pruned(_ items: [ClipboardItem], copiedBefore date: Date, keeping limit: Int) -> Set<Int64> {
        let newest = items.max { ($0.copied, $0.id) < ($1.copied, $1.id) }?.id
        var removed = Set(items.filter { !$0.pinned && $0.copied < date }.map(\.id))
        var excess = items.count - removed.count - max(1, limit)
        guard excess > 0 else { return removed }
        let oldestFirst = items.sorted { ($0.copied, $0.id) < ($1.copied, $1.id) }
        for pinned in [false, true] {
            for item in oldestFirst where excess > 0 && item.pinned == pinned && item.id != newest && !removed.contains(item.id) {
                removed.insert(item.id)
                excess -= 1
            }
        }
        return removed
    }
}

/// A clipboard store in memory (tests, a playground session, a host without a user dictionary).
public final class InMemoryClipboardStore: ClipboardStore, @unchecked Sendable {
    private let lock = NSLock()
    private var items: [ClipboardItem] = []
    private var nextID: Int64 = 1

    /// An empty store.
    public init() {}

    /// Every item, newest first.
    public func clipboardItems() throws -> [ClipboardItem] {
        lock.withLock { items.sorted { ($0.copied, $0.id) > ($1.copied, $1.id) } }
    }

    /// Keeps `text` as the newest item (an equal text moves up, keeping its pin).
    public func recordClipboard(text: String, at date: Date) throws -> ClipboardItem {
        lock.withLock {
            if let index = items.firstIndex(where: { $0.text == text }) {
                items[index].copied = date
                return items[index]
            }
            let item = ClipboardItem(id: nextID, text: text, copied: date)
            nextID += 1
            items.append(item)
            return item
        }
    }

    /// Pins or unpins an item.
    public func setClipboardItem(_ id: Int64, pinned: Bool) throws {
        lock.withLock {
            if let index = items.firstIndex(where: { $0.id == id }) { items[index].pinned = pinned }
        }
    }

    /// Removes an item.
    public func removeClipboardItem(_ id: Int64) throws {
        lock.withLock { items.removeAll { $0.id == id } }
    }

    /// Removes the unpinned items (all with `includingPinned`).
    public func clearClipboard(includingPinned: Bool) throws {
        lock.withLock { items.removeAll { includingPinned || !$0.pinned } }
    }

    /// Drops expired unpinned items, then the oldest unpinned past `limit`.
    public func pruneClipboard(copiedBefore date: Date, keeping limit: Int) throws {
        lock.withLock {
            let removed = ClipboardItem.pruned(items, copiedBefore: date, keeping: limit)
            items.removeAll { removed.contains($0.id) }
        }
    }
}
