import Foundation
import Testing
@testable import KeyboardCore

/// A clock the tests move by hand.
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var date = Date(timeIntervalSince1970: 1_800_000_000)
    var now: Date { lock.withLock { date } }
    func advance(_ seconds: TimeInterval) { lock.withLock { date += seconds } }
}

/// The clipboard panel's rules: newest first, a repeat moves up, pins survive expiry, the limit
/// drops the oldest unpinned, secure and blank copies are never kept.
@Suite struct ClipboardHistoryTests {
    let clock = ManualClock()
    func history(_ policy: ClipboardPolicy = ClipboardPolicy()) -> ClipboardHistory {
        ClipboardHistory(store: InMemoryClipboardStore(), policy: policy, now: { [clock] in clock.now })
    }

    @Test func newestFirstAndARepeatMovesUp() {
        let history = history()
        #expect(history.record("一", fromSecureField: false))
        clock.advance(1)
        history.record("二", fromSecureField: false)
        clock.advance(1)
        history.record("一", fromSecureField: false)
        #expect(history.items().map(\.text) == ["一", "二"])
    }

    @Test func secureBlankAndOverlongCopiesAreNeverKept() {
        var policy = ClipboardPolicy()
        policy.maximumLength = 10
        let history = history(policy)
        #expect(!history.record("hunter2", fromSecureField: true))
        #expect(!history.record("   \n", fromSecureField: false))
        #expect(!history.record("", fromSecureField: false))
        #expect(!history.record(String(repeating: "长", count: 11), fromSecureField: false))
        #expect(history.items().isEmpty)
    }

    @Test func unpinnedItemsExpireAfterAnHourPinnedOnesStay() throws {
        let history = history()
        history.record("留", fromSecureField: false)
        history.record("走", fromSecureField: false)
        let keep = try #require(history.items().first { $0.text == "留" })
        history.pin(keep.id)
        clock.advance(3599)
        #expect(history.items().count == 2)
        clock.advance(2)
        #expect(history.items().map(\.text) == ["留"])
        #expect(history.items().first?.pinned == true)
    }

    @Test func atMostFiftyTheOldestUnpinnedGoFirst() throws {
        let history = history()
        history.record("pinned", fromSecureField: false)
        history.pin(try #require(history.items().first).id)
        for index in 0..<60 {
            clock.advance(1)
            history.record("item \(index)", fromSecureField: false)
        }
        let items = history.items()
        #expect(items.count == 50)
        #expect(items.first?.text == "item 59")
        #expect(items.contains { $0.text == "pinned" })
        #expect(!items.contains { $0.text == "item 10" })
        #expect(items.contains { $0.text == "item 11" })
    }

    @Test func clearKeepsPinnedUnlessAll() throws {
        let history = history()
        history.record("a", fromSecureField: false)
        history.record("b", fromSecureField: false)
        history.pin(try #require(history.items().first { $0.text == "a" }).id)
        history.clear()
        #expect(history.items().map(\.text) == ["a"])
        history.clear(includingPinned: true)
        #expect(history.items().isEmpty)
    }

    @Test func removeDeletesOneItem() throws {
        let history = history()
        history.record("a", fromSecureField: false)
        history.record("b", fromSecureField: false)
        history.remove(try #require(history.items().first { $0.text == "b" }).id)
        #expect(history.items().map(\.text) == ["a"])
    }

    @Test func aFailingStoreIsReportedNotFatal() {
        let history = ClipboardHistory(store: FailingClipboardStore())
        #expect(!history.record("x", fromSecureField: false))
        #expect(history.lastError != nil)
        #expect(history.items().isEmpty)
    }
}

extension ClipboardHistoryTests {
    @Test func aCopyIsRecordedAndPrunedInOneStoreCall() {
        let store = TransactionCountingStore()
        let history = ClipboardHistory(store: store)
        #expect(history.record("一", fromSecureField: false))
        #expect(store.calls == ["record+prune"], "one transaction, not a record and a prune a kill could fall between: \(store.calls)")
    }
}

/// A store that notes which of its writing calls are made.
final class TransactionCountingStore: ClipboardStore, @unchecked Sendable {
    var calls: [String] = []
    func clipboardItems() throws -> [ClipboardItem] { [] }
    func recordClipboard(text: String, at date: Date) throws -> ClipboardItem {
        calls.append("record")
        return ClipboardItem(id: 1, text: text, copied: date, pinned: false)
    }
    func recordClipboard(text: String, at date: Date, pruningCopiedBefore cutoff: Date, keeping limit: Int) throws -> ClipboardItem {
        calls.append("record+prune")
        return ClipboardItem(id: 1, text: text, copied: date, pinned: false)
    }
    func setClipboardItem(_ id: Int64, pinned: Bool) throws {}
    func removeClipboardItem(_ id: Int64) throws {}
    func clearClipboard(includingPinned: Bool) throws {}
    func pruneClipboard(copiedBefore date: Date, keeping limit: Int) throws { calls.append("prune") }
}

/// A store whose every call fails (a full disk).
final class FailingClipboardStore: ClipboardStore, @unchecked Sendable {
    struct Failure: Error {}
    func clipboardItems() throws -> [ClipboardItem] { throw Failure() }
    func recordClipboard(text: String, at date: Date) throws -> ClipboardItem { throw Failure() }
    func setClipboardItem(_ id: Int64, pinned: Bool) throws { throw Failure() }
    func removeClipboardItem(_ id: Int64) throws { throw Failure() }
    func clearClipboard(includingPinned: Bool) throws { throw Failure() }
    func pruneClipboard(copiedBefore date: Date, keeping limit: Int) throws { throw Failure() }
}
