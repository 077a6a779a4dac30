import Foundation
import KeyboardCore
import Testing
@testable import Playground

/// A word-list upload whose client leaves: the server stops the import's work then, not when it
/// would have finished (it went on ~60 s after the uploader left: issue 75).
@Suite(.serialized, .timeLimit(.minutes(1))) struct WordListUploadCancellationTests {
    @Test func anImportStopsWhenItsUploaderLeaves() async throws {
        let store = EndlessImportStore()
        let playground = try PlaygroundServer(configuration: PlaygroundServer.Configuration(
            makeKeyboard: try realKeyboardFactory.get(), port: 0, logLevel: .critical))
        let server = try await playground.start()
        let token = playground.wordLists.register(store)
        let socket = try RawSocket(port: server.port)
        let body = "你好\tni'hao\n"
        socket.send("POST /words/import?token=\(token)&name=list.txt HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            + "Content-Type: text/plain\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body)
        var started = store.started.stream.makeAsyncIterator()
        _ = await started.next()
        socket.shutDown()
        let left = ContinuousClock.now
        var ended = store.ended.stream.makeAsyncIterator()
        let cancelled = await ended.next()
        #expect(cancelled == true, "the import was stopped by its client leaving (\(ContinuousClock.now - left) after), not by its own bound")
        await server.stop()
    }
}

/// A store whose import works until its task is cancelled (or, so a failing test cannot hang, for
/// `bound`), telling the test when it started and whether it ended cancelled.
final class EndlessImportStore: WordListStore, @unchecked Sendable {
    /// One element when the import starts.
    let started = AsyncStream<Void>.makeStream()
    /// One element when it ends: true when it ended because its task was cancelled.
    let ended = AsyncStream<Bool>.makeStream()
    /// The longest an import works uncancelled.
    let bound = Duration.seconds(30)

    func importWordList(_ data: Data, fileName: String, strict: Bool) throws -> WordListImportReport {
        started.continuation.yield()
        let clock = ContinuousClock(), end = clock.now + bound
        var work = 0
        while !Task.isCancelled, clock.now < end { work &+= data.count }
        ended.continuation.yield(Task.isCancelled)
        try Task.checkCancellation()
        return WordListImportReport(format: "plain", words: work & 0, skipped: 0, guessed: 0, problems: [])
    }

    func importWordList(at url: URL, strict: Bool) throws -> WordListImportReport {
        try importWordList(Data(), fileName: url.lastPathComponent, strict: strict)
    }

    func exportWordList(format: String) throws -> (data: Data, fileName: String) { (Data(), "none.txt") }
}
