import Foundation
import Testing
@testable import VoiceNote
import VoiceNoteHTTP

@Suite(.serialized) struct HTTPUploaderTests {
    func makeNotes(_ count: Int, in folder: TemporaryFolder) throws -> [URL] {
        try (0..<count).map { index in
            let url = folder.file("note-\(index).mp3")
            try Data((0..<(2_000 + index)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ index) }).write(to: url)
            return url
        }
    }

    @Test func hundredNotesEnqueuedConcurrentlyArriveOnceEachInOrder() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let server = try LocalHTTPServer()
        defer { server.stop() }
        let files = try makeNotes(100, in: folder)
        // Retries wait on a recording sleeper: a hiccup costs no wall time, and a dead server fails the
        // test in seconds instead of sleeping through 99 notes' back-offs (30 minutes once, under load).
        let queue = try UploadQueue(journal: folder.file("journal.json"), uploader: HTTPUploader(endpoint: server.url, timeout: 5),
                                    sleeper: RecordingSleeper())
        await queue.start()
        let items = try await withThrowingTaskGroup(of: UploadItem.self) { group in
            for (index, file) in files.enumerated() {
                group.addTask { try await queue.enqueue(file: file, metadata: ["n": "\(index)"]) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        await queue.waitUntilIdle()
        #expect(Set(items.map(\.sequence)) == Set(0..<100))
        let expected = items.sorted { $0.sequence < $1.sequence }
        let stored = server.stored
        #expect(stored.count == 100)
        #expect(stored.compactMap { $0.header("Idempotency-Key").flatMap(UUID.init) } == expected.map(\.id), "in enqueue order, once each")
        #expect(server.received.count == 100)
        for (request, item) in zip(stored, expected) {
            #expect(request.method == "POST")
            #expect(request.body == (try Data(contentsOf: item.file)))
            #expect(request.header("X-Voice-Note-Sequence") == "\(item.sequence)")
            #expect(request.target.contains("n=\(item.metadata["n"]!)"))
            #expect(request.header("Content-Type") == "audio/mpeg")
        }
        #expect(await queue.pending.isEmpty)
        #expect(folder.contents.filter { !$0.hasPrefix("note-") } == ["journal.json"])
    }

    @Test func aServerThatFailsTwiceThenSucceedsStillGetsEachNoteOnce() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let counter = FailTwice()
        let server = try LocalHTTPServer() { request, _ in
            // Each note: 503, 500, then 201.
            counter.status(for: request.header("Idempotency-Key") ?? "")
        }
        defer { server.stop() }
        let files = try makeNotes(10, in: folder)
        let sleeper = RecordingSleeper()
        let queue = try UploadQueue(journal: folder.file("journal.json"), uploader: HTTPUploader(endpoint: server.url, timeout: 5),
                                    retry: RetryPolicy(maxAttempts: 5, initialDelay: 0.2), sleeper: sleeper)
        var ids: [UUID] = []
        for file in files { ids.append(try await queue.enqueue(file: file).id) }
        await queue.start()
        await queue.waitUntilIdle()
        #expect(server.received.count == 30)
        #expect(server.stored.compactMap { $0.header("Idempotency-Key").flatMap(UUID.init) } == ids)
        #expect(sleeper.recorded == Array(repeating: [0.2, 0.4], count: 10).flatMap { $0 })
        #expect(await queue.pending.isEmpty)
        #expect(await queue.failed.isEmpty)
    }

    @Test func aLostReplyIsRetriedWithTheSameIdempotencyKey() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // The server stores the first request, then its reply is an error (as if the answer was lost).
        let server = try LocalHTTPServer(dedupes: true, storesBeforeAnswering: true) { _, index in index == 0 ? 502 : 200 }
        defer { server.stop() }
        let files = try makeNotes(1, in: folder)
        let queue = try UploadQueue(journal: folder.file("journal.json"), uploader: HTTPUploader(endpoint: server.url, timeout: 5), sleeper: RecordingSleeper())
        let item = try await queue.enqueue(file: files[0])
        await queue.start()
        await queue.waitUntilIdle()
        #expect(server.received.count == 2)
        #expect(Set(server.received.map { $0.header("Idempotency-Key") }) == [item.id.uuidString])
        #expect(server.stored.count == 1)
    }

    @Test func aRefusalIsPermanentAndAMissingServerIsRetried() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let server = try LocalHTTPServer() { _, _ in 403 }
        let files = try makeNotes(1, in: folder)
        let refusing = try UploadQueue(journal: folder.file("a.json"), uploader: HTTPUploader(endpoint: server.url, timeout: 5), sleeper: RecordingSleeper())
        let refused = try await refusing.enqueue(file: files[0])
        await refusing.start()
        await refusing.waitUntilIdle()
        #expect(server.received.count == 1, "403 is not retried")
        #expect(await refusing.failed.first?.lastError == "server refused the upload: HTTP 403")
        #expect(await refusing.failed.map(\.id) == [refused.id])
        let deadURL = server.url
        server.stop()
        let sleeper = RecordingSleeper()
        let unreachable = try UploadQueue(journal: folder.file("b.json"), uploader: HTTPUploader(endpoint: deadURL, timeout: 2),
                                          retry: RetryPolicy(maxAttempts: 2), sleeper: sleeper)
        try await unreachable.enqueue(file: files[0])
        await unreachable.start()
        await unreachable.waitUntilIdle()
        #expect(sleeper.recorded == [1])
        #expect(await unreachable.failed.first?.lastError?.hasPrefix("network:") == true)
        let missing = try UploadQueue(journal: folder.file("c.json"), uploader: HTTPUploader(endpoint: deadURL, timeout: 2), sleeper: sleeper)
        try await missing.enqueue(file: folder.file("gone.mp3"))
        await missing.start()
        await missing.waitUntilIdle()
        #expect(await missing.failed.first?.lastError?.contains("file not found") == true)
        #expect(folder.contents == ["a.json", "b.json", "c.json", "note-0.mp3"])
    }

    @Test func progressIsReportedUpToCompletion() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let server = try LocalHTTPServer()
        defer { server.stop() }
        let big = folder.file("big.mp3")
        try Data(repeating: 0x55, count: 3_000_000).write(to: big)
        let uploader = HTTPUploader(endpoint: server.url, timeout: 10)
        let fractions = ProgressLog()
        try await uploader.upload(UploadItem(id: UUID(), sequence: 0, file: big)) { fractions.add($0) }
        #expect(fractions.values.last == 1)
        #expect(fractions.values == fractions.values.sorted())
        #expect(server.stored.first?.body.count == 3_000_000)
    }
}

final class ProgressLog: @unchecked Sendable {
    private let lock = NSLock()
    private var log: [Double] = []
    var values: [Double] { lock.withLock { log } }
    func add(_ value: Double) { lock.withLock { log.append(value) } }
}

/// Per-key request counter for the fail-twice server.
final class FailTwice: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [String: Int] = [:]
    func status(for key: String) -> Int {
        lock.withLock {
            seen[key, default: 0] += 1
            switch seen[key]! {
            case 1: return 503
            case 2: return 500
            default: return 201
            }
        }
    }
}
