import Foundation
import Testing
@testable import Playground

/// Issue 89: on a loaded machine a session stopped answering. Bursts of keys and touches (40 to 161
/// messages) were followed by pings that got no pong for minutes, the connection never closed,
/// and every thread of the server waited, no CPU spent. The session's `WorkBudget` was charged the
/// time each message took on the clock; a loaded machine's thread waits for a core (the lanes run
/// at nice +10), so every message was charged many times its work and the reader slept it off,
/// four seconds for each second charged, before it read the next message. A session is charged
/// its processing now: the thread's CPU time. A thread's waiting is injected here as a keyboard
/// whose keys wait off the CPU, as a preempted thread does.
@Suite(.serialized, .timeLimit(.minutes(2))) struct BusyMachineBudgetTests {
    @Test func aMessageIsChargedItsProcessingNotTheTimeItsThreadWaited() async throws {
        func receipt(_ makeKeyboard: @escaping PlaygroundKeyboardFactory) async throws -> SessionConnection.Receipt {
            let session = try PlaygroundSession(limits: .standard, now: 100, makeKeyboard: makeKeyboard)
            let (_, continuation) = SessionConnection.makeOutgoingStream()
            let connection = SessionConnection(session: session, clock: { 100 }, outgoing: continuation)
            return await connection.receive(ClientMessage.key(KeyMessage(key: "a", t: 0)).json())
        }
        let waited = try await receipt { document, settings throws(PlaygroundError) in
            SlowKeyboard(try RecordingKeyboard(document: document, settings: settings), wait: 0.3)
        }
        #expect(waited.worked < 0.15, "a key that waited 0.3 s for a core is charged \(waited.worked) s")
        let worked = try await receipt { document, settings throws(PlaygroundError) in
            SlowKeyboard(try RecordingKeyboard(document: document, settings: settings), work: 0.03)
        }
        #expect(worked.worked >= 0.03, "a key that worked 30 ms is charged \(worked.worked) s")
    }

    @Test func burstsOfKeysOnABusyMachineAreAnsweredAndEveryPingGetsItsPong() async throws {
        // A tight share (50 ms of processing a second) and keys that each wait 10 ms for a core:
        // charged by the clock, the 161-key burst alone cost 32 s of waiting before its ping.
        var limits = SessionLimits.standard
        limits.workPerSecond = 0.05
        limits.workBurst = 0.05
        let configuration = PlaygroundServer.Configuration(
            makeKeyboard: { document, settings throws(PlaygroundError) in
                SlowKeyboard(try RecordingKeyboard(document: document, settings: settings), wait: 0.01)
            }, port: 0, limits: limits, logLevel: .critical)
        try await PlaygroundServerTests.withServer(configuration: configuration) { server in
            try await PlaygroundClient.withConnection(port: server.port) { client in
                _ = try await client.frame(acknowledging: 0)
                var typed = 0
                for (ping, burst) in [40, 161, 100, 161, 60].enumerated() {
                    for _ in 0..<burst {
                        try await client.send(ClientMessage.key(KeyMessage(key: "a", t: Double(typed))).json())
                        typed += 1
                    }
                    let asked = PlaygroundServer.monotonicSeconds()
                    try await client.send(ClientMessage.ping(ping).json())
                    let pong = try await client.next { if case .pong(ping) = $0 { true } else { false } }
                    let waited = PlaygroundServer.monotonicSeconds() - asked
                    try #require(pong != nil, "ping \(ping) answered before the connection closed")
                    // A generous bound: the keys' own waiting is 1.6 s; a hang is minutes.
                    #expect(waited < 20, "ping \(ping), after a burst of \(burst) keys, answered after \(waited) s")
                }
                // One more key: its frame shows every key typed (the pings changed nothing to draw).
                try await client.send(ClientMessage.key(KeyMessage(key: "a", t: Double(typed))).json())
                let last = try #require(try await client.frame(acknowledging: typed + 6))
                #expect(last.document.text.count == typed + 1)
            }
        }
    }
}
