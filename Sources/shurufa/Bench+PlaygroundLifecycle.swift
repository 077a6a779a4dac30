import Foundation
import Playground

/// The lifecycle phase of `shurufa bench playground-load`: `count` playground sessions one after
/// another on a server of their own, each opened, configured, typing a sentence and picking it,
/// then closed, as a person reloading the page would. The server's RssAnon once it has settled
/// after the last (`LoadTargets.settleSeconds`, when it has trimmed what the sessions freed) is
/// judged against the same figure after the first: within 1 MB (KeyboardKit's keyboards grew
/// 4–5 MB an opening until iOS killed them).
func runLifecyclePhase(count: Int, settleSeconds: Int) async throws -> Bool {
    let server = try LoadTestServer.launch(maxSessions: 256)
    defer { server.stop() }
    let port = server.port
    let sentence = "woaibeijingtiananmen"
    print("lifecycle phase on 127.0.0.1:\(port) (server pid \(server.pid)): \(count) sessions one after another, "
          + "each typing \(sentence) and picking 我爱北京天安门")
    fflush(nil)
    let start = server.rssAnonKB()
    var afterFirst = 0, typed = 0
    var marks: [(Int, Int)] = []
    for index in 0..<count {
        let text = try await PlaygroundClient.withConnection(port: port) { client -> String in
            guard try await client.frame(acknowledging: 0) != nil else { throw PlaygroundError(.unavailable, "no first frame") }
            var sent = 0
            func send(_ message: ClientMessage) async throws {
                try await client.send(message.json())
                sent += 1
            }
            try await send(.configure(PlaygroundSettings()))
            for (n, letter) in sentence.enumerated() { try await send(.key(KeyMessage(key: String(letter), t: Double(n) * 100))) }
            try await send(.key(KeyMessage(key: " ", t: Double(sentence.count) * 100)))
            guard let frame = try await client.frame(acknowledging: sent) else { throw PlaygroundError(.unavailable, "the connection closed") }
            return frame.document.text
        }
        if text == "我爱北京天安门" { typed += 1 }
        // The session is gone from the server before the next opens, as a page closed and reopened.
        guard await waitForNoSessions(port: port, seconds: 30) else { throw CommandFailure("session \(index) never closed") }
        if index == 0 {
            try await Task.sleep(for: .seconds(settleSeconds))
            afterFirst = server.rssAnonKB()
        } else if (index + 1) % 100 == 0, index + 1 < count {
            // Settled here too: a figure that keeps rising is a leak, one that levels off a warm-up.
            try await Task.sleep(for: .seconds(settleSeconds))
            marks.append((index + 1, server.rssAnonKB()))
        }
    }
    try await Task.sleep(for: .seconds(settleSeconds))
    let afterLast = server.rssAnonKB()
    let growth = afterLast - afterFirst
    print("  typed the sentence in \(typed) of \(count) sessions")
    print("  server RssAnon, each \(settleSeconds) s after a session closed: start \(start) kB, after the first \(afterFirst) kB, "
          + marks.map { "after \($0.0) \($0.1) kB, " }.joined()
          + "after the last \(afterLast) kB (\(growth >= 0 ? "+" : "")\(growth) kB)")
    let checks: [(String, Bool)] = [
        ("every session typed the sentence", typed == count),
        ("RssAnon after the last within 1 MB (1,024 kB) of after the first", abs(growth) <= 1024),
    ]
    for (name, passed) in checks { print("  \(passed ? "PASS" : "FAIL")  \(name)") }
    return checks.allSatisfy(\.1)
}
