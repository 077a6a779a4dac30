import Foundation
import Testing
@testable import VoiceNote

/// Records the backoff waits instead of sleeping.
final class RecordingSleeper: UploadSleeper, @unchecked Sendable {
    private let lock = NSLock()
    private var waits: [Double] = []
    var recorded: [Double] { lock.withLock { waits } }
    func sleep(seconds: Double) async throws {
        lock.withLock { waits.append(seconds) }
        try Task.checkCancellation()
    }
}

/// An uploader that remembers what it was asked, fails on demand, and can be held open.
final class FakeUploader: Uploader, @unchecked Sendable {
    private let lock = NSLock()
    private var log: [UUID] = []
    private var failuresLeft: [UUID: Int] = [:]
    private let hold: Bool
    var calls: [UUID] { lock.withLock { log } }

    init(hold: Bool = false) { self.hold = hold }

    func fail(_ id: UUID, times: Int) { lock.withLock { failuresLeft[id] = times } }

    func upload(_ item: UploadItem, progress: @escaping @Sendable (Double) -> Void) async throws {
        let shouldFail = lock.withLock { () -> Bool in
            log.append(item.id)
            guard let left = failuresLeft[item.id], left > 0 else { return false }
            failuresLeft[item.id] = left - 1
            return true
        }
        if hold { try await Task.sleep(nanoseconds: 30_000_000_000) }
        if shouldFail { throw UploadError.transient("flaky") }
        progress(1)
    }
}

@Suite struct UploadQueueTests {
    func makeNotes(_ count: Int, in folder: TemporaryFolder) throws -> [URL] {
        try (0..<count).map { index in
            let url = folder.file("note-\(index).mp3")
            try Data("voice note \(index)".utf8).write(to: url)
            return url
        }
    }

    @Test func retriesWithBackoffThenGivesUpAndCanBeRetried() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let uploader = FakeUploader()
        let sleeper = RecordingSleeper()
        let queue = try UploadQueue(journal: folder.file("journal.json"), uploader: uploader,
                                    retry: RetryPolicy(maxAttempts: 3, initialDelay: 0.5, multiplier: 3, maxDelay: 1), sleeper: sleeper)
        let files = try makeNotes(2, in: folder)
        let doomed = try await queue.enqueue(file: files[0])
        let fine = try await queue.enqueue(file: files[1])
        uploader.fail(doomed.id, times: 10)
        let events = await queue.events()
        await queue.start()
        await queue.waitUntilIdle()
        #expect(sleeper.recorded == [0.5, 1], "backoff grows and is capped")
        #expect(uploader.calls == [doomed.id, doomed.id, doomed.id, fine.id])
        #expect(await queue.failed.map(\.id) == [doomed.id])
        #expect(await queue.failed.first?.lastError == "flaky")
        #expect(await queue.pending.isEmpty)
        uploader.fail(doomed.id, times: 0)
        #expect(try await queue.retry(doomed.id))
        await queue.waitUntilIdle()
        #expect(await queue.failed.isEmpty)
        var seen: [UploadEvent] = []
        for await event in events {
            seen.append(event)
            if event == .succeeded(doomed.id) { break }
        }
        #expect(seen.contains(.failed(doomed.id, message: "flaky")))
        #expect(seen.contains(.retrying(doomed.id, attempt: 1, delay: 0.5, message: "flaky")))
        #expect(seen.contains(.succeeded(fine.id)))
        #expect(folder.contents == ["journal.json", "note-0.mp3", "note-1.mp3"], "no journal temp files left")
    }

    @Test func pendingUploadsSurviveARestart() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let files = try makeNotes(3, in: folder)
        let journal = folder.file("journal.json")
        var ids: [UUID] = []
        do {
            let queue = try UploadQueue(journal: journal, uploader: FakeUploader())
            for file in files { ids.append(try await queue.enqueue(file: file).id) }
        }
        let uploader = FakeUploader()
        let restarted = try UploadQueue(journal: journal, uploader: uploader, removesFilesWhenDone: true)
        #expect(await restarted.pending.map(\.id) == ids)
        await restarted.start()
        await restarted.waitUntilIdle()
        #expect(uploader.calls == ids)
        #expect(folder.contents == ["journal.json"], "uploaded files removed when asked")
        let after = try UploadJournal(url: journal).load()
        #expect(after.items.isEmpty && after.nextSequence == 3)
    }

    @Test func cancellingTheUploadInFlightMovesOn() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let files = try makeNotes(2, in: folder)
        let uploader = FakeUploader(hold: true)
        let queue = try UploadQueue(journal: folder.file("journal.json"), uploader: uploader, sleeper: RecordingSleeper())
        let first = try await queue.enqueue(file: files[0])
        let events = await queue.events()
        await queue.start()
        for await event in events where event == .started(first.id, attempt: 1) { break }
        #expect(try await queue.cancel(first.id))
        #expect(try await queue.cancel(first.id) == false)
        await queue.waitUntilIdle()
        #expect(await queue.pending.isEmpty)
        #expect(await queue.failed.isEmpty)
        await queue.pause()
        let second = try await queue.enqueue(file: files[1])
        #expect(await queue.pending.map(\.id) == [second.id], "paused: nothing uploads")
        #expect(uploader.calls == [first.id])
    }

    @Test func pausingKeepsTheInterruptedItemPendingWithoutCountingIt() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let files = try makeNotes(1, in: folder)
        let queue = try UploadQueue(journal: folder.file("journal.json"), uploader: FakeUploader(hold: true))
        let item = try await queue.enqueue(file: files[0])
        let events = await queue.events()
        await queue.start()
        for await event in events where event == .started(item.id, attempt: 1) { break }
        await queue.pause()
        #expect(await queue.pending.map(\.attempts) == [0])
        #expect(try UploadJournal(url: folder.file("journal.json")).load().items.map(\.id) == [item.id])
    }

    @Test func aDamagedJournalIsAClearError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data("{ not json".utf8).write(to: folder.file("journal.json"))
        do {
            _ = try UploadQueue(journal: folder.file("journal.json"), uploader: FakeUploader())
            Issue.record("damaged journal accepted")
        } catch let error as VoiceNoteError {
            #expect(error.description.contains("corrupt upload journal"))
        }
    }

    @Test func duplicateIdsAreRefused() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let queue = try UploadQueue(journal: folder.file("journal.json"), uploader: FakeUploader())
        let id = UUID()
        try await queue.enqueue(file: folder.file("a.mp3"), id: id)
        await #expect(throws: VoiceNoteError.self) { try await queue.enqueue(file: folder.file("b.mp3"), id: id) }
    }

    @Test func retryPolicyDelays() {
        let policy = RetryPolicy(maxAttempts: 6, initialDelay: 1, multiplier: 2, maxDelay: 5)
        #expect((1...5).map(policy.delay(afterFailure:)) == [1, 2, 4, 5, 5])
    }
}
