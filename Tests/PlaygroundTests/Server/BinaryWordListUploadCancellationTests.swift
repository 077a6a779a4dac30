import Foundation
import KeyboardCore
import KeyboardLayout
import KeyboardUserDictionary
import ChineseEngine
import ShurufaTestSupport
import Testing
import TextInputModel
@testable import Playground

/// A binary word list (Sogou .scel, QQ .qcel and .qpyd, Baidu .bdict, Gboard's zip) posted to the
/// playground by a client that leaves: the real dictionary's import, through the server, stops with
/// `CancellationError` and adds nothing. The store lets the import read only once its task was
/// cancelled (`CancelledImportGate`), so what is checked is an event — the readers saw the
/// cancellation — not a time.
@Suite(.serialized, .timeLimit(.minutes(1))) struct BinaryWordListUploadCancellationTests {
    /// `../shared/eval/import` beside the repository: real lists of each format.
    static let lists = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../../shared/eval/import").standardized

    /// The upload's bytes and name: a real list of each binary format, or Gboard's zip of many lines.
    static func upload(_ name: String) throws -> (bytes: [UInt8], name: String) {
        guard name == "gboard.zip" else { return (Array(try Data(contentsOf: lists.appendingPathComponent(name))), (name as NSString).lastPathComponent) }
        let lines = String(repeating: "nihao\t你好\tzh-CN\n", count: 20_000)
        return (Array(StoredZip.archive([("dictionary.txt", "# Gboard Dictionary version:1\n" + lines)])), name)
    }

    @Test(arguments: ["唐诗300首【官方推荐】.scel", "real/星际战甲.qcel", "real/成语.qpyd", "real/movie.bdict", "gboard.zip"])
    func aBinaryListsImportStopsWhenItsUploaderLeavesAndAddsNothing(file: String) async throws {
        let engines = KeyboardUserDictionary.temporaryPerKeyboard(engine: try ChineseEngine())
        let keyboard = CoreKeyboard(engine: engines.makeEngine(), library: try LayoutLibrary.standard(),
                                    document: InMemoryTextDocument(), settings: PlaygroundSettings())
        let dictionary = try #require(keyboard.wordListStore)
        let before = try dictionary.exportWordList(format: "plain").data
        let gate = CancelledImportGate(dictionary)
        let playground = try PlaygroundServer(configuration: PlaygroundServer.Configuration(
            makeKeyboard: try realKeyboardFactory.get(), port: 0, logLevel: .critical))
        let server = try await playground.start()
        let token = playground.wordLists.register(gate)
        let socket = try RawSocket(port: server.port)
        let (body, name) = try Self.upload(file)
        let encoded = name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? name
        _ = socket.send("POST /words/import?token=\(token)&name=\(encoded) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            + "Content-Type: application/octet-stream\r\nContent-Length: \(body.count)\r\n\r\n")
        _ = socket.send(body)
        var started = gate.started.stream.makeAsyncIterator()
        _ = await started.next()
        socket.shutDown()
        var ended = gate.ended.stream.makeAsyncIterator()
        let outcome = await ended.next()
        #expect(outcome == .cancelled, "\(file): the reader saw its client leave")
        #expect(try dictionary.exportWordList(format: "plain").data == before, "\(file): nothing was added")
        await server.stop()
        withExtendedLifetime(keyboard) {}
    }
}

/// The real dictionary's store behind a gate: an import starts (telling the test), waits until its
/// task is cancelled (or, so a failing test cannot hang, for `bound`), then reads the list through
/// the real store, telling the test how that ended.
final class CancelledImportGate: WordListStore, @unchecked Sendable {
    /// How the real import ended.
    enum Outcome: Equatable { case cancelled, finished, failed(String) }
    let inner: any WordListStore
    /// One element when an import starts.
    let started = AsyncStream<Void>.makeStream()
    /// One element when the real import ended.
    let ended = AsyncStream<Outcome>.makeStream()
    /// The longest an import waits for its cancellation.
    let bound = Duration.seconds(30)

    init(_ inner: any WordListStore) { self.inner = inner }

    func importWordList(_ data: Data, fileName: String, strict: Bool) throws -> WordListImportReport {
        started.continuation.yield()
        let clock = ContinuousClock(), end = clock.now + bound
        while !Task.isCancelled, clock.now < end {}
        do {
            let report = try inner.importWordList(data, fileName: fileName, strict: strict)
            ended.continuation.yield(.finished)
            return report
        } catch is CancellationError {
            ended.continuation.yield(.cancelled)
            throw CancellationError()
        } catch {
            ended.continuation.yield(.failed("\(error)"))
            throw error
        }
    }

    func importWordList(at url: URL, strict: Bool) throws -> WordListImportReport {
        try inner.importWordList(at: url, strict: strict)
    }

    func exportWordList(format: String) throws -> (data: Data, fileName: String) { try inner.exportWordList(format: format) }
}
