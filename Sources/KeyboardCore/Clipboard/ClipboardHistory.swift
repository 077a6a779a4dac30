import Foundation

/// The clipboard panel's logic over a `ClipboardStore`: what is kept (`ClipboardPolicy`), what
/// has expired (by the injected clock), and the user's edits (pin, delete, clear). Hosts feed it
/// copies (`record`): the playground its page's copies, the iOS keyboard `UIPasteboard` when the
/// panel opens or the pasteboard's change count moves, and only with Full Access. Store errors do
/// not stop typing: the last one is kept in `lastError` for the host to show.
public final class ClipboardHistory: @unchecked Sendable {
    /// Where the items are kept.
    public let store: any ClipboardStore
    /// The rules in force.
    public var policy: ClipboardPolicy
    /// The clock (injected by tests and the playground's browser tests).
    public let now: @Sendable () -> Date
    /// The last store error (nil once a call succeeds).
    public var lastError: (any Error)? { writes.lastError }
    /// The store's writes and their last error.
    private var writes = StoreWrites()

    /// A history over `store` with `policy`, telling time with `now`.
    public init(store: any ClipboardStore = InMemoryClipboardStore(), policy: ClipboardPolicy = ClipboardPolicy(),
                now: @escaping @Sendable () -> Date = { Date() }) {
        self.store = store
        self.policy = policy
        self.now = now
    }

    /// Keeps a copied `text` unless the policy refuses it (a secure field, empty, too long, NUL)
    /// or the clock is not a finite time; whether it was kept.
    @discardableResult
    public func record(_ text: String, fromSecureField: Bool) -> Bool {
        guard policy.accepts(text, fromSecureField: fromSecureField), now().timeIntervalSince1970.isFinite else { return false }
        let time = now()
        return writes.attempt { () throws -> Void in
            try store.recordClipboard(text: text, at: time, pruningCopiedBefore: time.addingTimeInterval(-policy.lifetime), keeping: policy.maximumItems)
        } != nil
    }

    /// The items to show, newest first: expired ones are removed first.
    public func items() -> [ClipboardItem] {
        writes.attempt { () throws -> [ClipboardItem] in
            try prune()
            return try store.clipboardItems()
        } ?? []
    }

    /// The item with `id`, if it is still kept.
    public func item(_ id: Int64) -> ClipboardItem? {
        items().first { $0.id == id }
    }

    /// Pins (or unpins) an item; whether it did. Pinning stops at `policy.maximumPinned`, one
    /// short of the cap, so the newest copy always has a slot (`lastError` says why).
    @discardableResult
    public func pin(_ id: Int64, _ pinned: Bool = true) -> Bool {
        writes.attempt { () throws -> Void in
            if pinned {
                let others = try store.clipboardItems().filter { $0.pinned && $0.id != id }.count
                guard others < policy.maximumPinned else { throw ClipboardPinError(limit: policy.maximumPinned) }
            }
            try store.setClipboardItem(id, pinned: pinned)
        } != nil
    }

    /// Deletes an item.
    public func remove(_ id: Int64) {
        writes.attempt { try store.removeClipboardItem(id) }
    }

    /// "Clear all": every unpinned item goes (pinned ones too with `includingPinned`).
    public func clear(includingPinned: Bool = false) {
        writes.attempt { try store.clearClipboard(includingPinned: includingPinned) }
    }

    private func prune() throws {
        try store.pruneClipboard(copiedBefore: now().addingTimeInterval(-policy.lifetime), keeping: policy.maximumItems)
    }
}

/// A pin refused: every slot but the newest copy's is pinned already.
public struct ClipboardPinError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The most items that may be pinned.
    public var limit: Int
    /// The refusal, for a person.
    public var description: String { "at most \(limit) items can be pinned (one slot is kept for the newest copy); unpin one first" }
}
