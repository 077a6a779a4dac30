import Foundation
import KeyboardLayout
import KeyboardThemes
import ShurufaTestSupport
import Testing
import ThemeImport
@testable import Playground

/// `/themes/import` (issue 89): a post from another origin is refused; an import runs off the
/// event loops and Swift's pool, so the page and new sessions answer while imports work; its work
/// stops when its client leaves; past `ThemeImports.limit` imports at once a post is answered 503.
@Suite(.serialized, .timeLimit(.minutes(1))) struct ThemeImportRouteTests {
    static let skin = "preset_color_schemes:\n  default:\n    back_color: 0x112233\n"

    /// An HTTP/1.1 request on a socket of its own, answered and closed; the status line and body.
    static func request(_ port: Int, _ head: String, body: String = "") throws -> (status: String, body: String) {
        let socket = try RawSocket(port: port)
        _ = socket.send(head + "Host: 127.0.0.1:\(port)\r\nConnection: close\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body)
        let text = socket.readToEnd().text
        let status = text.split(separator: "\r\n").first.map(String.init) ?? ""
        return (status, text.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n"))
    }

    static func post(_ port: Int, origin: String?) throws -> (status: String, body: String) {
        try request(port, "POST /themes/import?name=t.trime.yaml HTTP/1.1\r\n" + (origin.map { "Origin: \($0)\r\n" } ?? ""), body: skin)
    }

    @Test func aPostFromAnotherOriginIsRefused() async throws {
        let playground = try PlaygroundServer(configuration: PlaygroundServer.Configuration(
            makeKeyboard: try realKeyboardFactory.get(), port: 0, logLevel: .critical))
        let server = try await playground.start()
        let port = server.port
        let refused = ["http://evil.example", "http://127.0.0.1:\(port + 1)", "http://localhost:\(port + 1)", "http://localhost:\(port)", "null"]
        let allowed: [String?] = ["http://127.0.0.1:\(port)", nil]
        let answers = try await onOwnThread { try (refused + allowed).map { try Self.post(port, origin: $0) } }
        for (origin, answer) in zip(refused, answers) {
            #expect(answer.status.contains(" 403 ") && answer.body.contains("another site"), "\(origin): \(answer.status)")
        }
        for (origin, answer) in zip(allowed, answers.dropFirst(refused.count)) {
            #expect(answer.status.contains(" 200 ") && answer.body.contains("\"id\""), "\(origin ?? "no Origin"): \(answer)")
        }
        #expect(playground.importedThemes.usage.count == 1, "the two accepted posts kept one theme, the refused ones none")
        await server.stop()
    }

    @Test func anImportStopsWhenItsClientLeavesAndThePageAnswersMeanwhile() async throws {
        // A read that works until its task is cancelled (the word lists' endless import, telling when it starts and ends).
        let reads = EndlessImportStore()
        var playground = try PlaygroundServer(configuration: PlaygroundServer.Configuration(
            makeKeyboard: try realKeyboardFactory.get(), port: 0, logLevel: .critical))
        playground.themeImports = ThemeImports(limit: 1) { data, name in
            _ = try reads.importWordList(data, fileName: name, strict: false)
            return ImportedTheme(KeyboardThemePair(name: "t", title: name, light: .light))
        }
        let server = try await playground.start()
        let port = server.port
        var started = reads.started.stream.makeAsyncIterator()
        var ended = reads.ended.stream.makeAsyncIterator()
        let upload = try RawSocket(port: port)
        _ = upload.send("POST /themes/import?name=t.trime.yaml HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
            + "Content-Length: \(Self.skin.utf8.count)\r\n\r\n" + Self.skin)
        _ = await started.next()
        // While it works, another import is told to come back, and the page still answers.
        let (second, page) = try await onOwnThread { (try Self.post(port, origin: nil), try Self.request(port, "GET / HTTP/1.1\r\n")) }
        #expect(second.status.contains(" 503 ") && second.body.contains("try again"), "\(second)")
        #expect(page.status.contains(" 200 "), "\(page.status)")
        let left = ContinuousClock.now
        upload.shutDown()
        let first = await ended.next()
        #expect(first == true, "stopped by its client leaving (\(ContinuousClock.now - left) after), not by its own bound")
        #expect(ContinuousClock.now - left < .seconds(10), "a generous bound for the acceptance's 1 s")
        await server.stop()
    }
}
