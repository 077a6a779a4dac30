import Foundation
import Testing
@testable import Playground

/// A voice message with a number no Int can hold (`sampleRate: 1e19`) once trapped in the
/// server and dropped every session; now it is refused on its own socket and the server lives.
@Suite struct VoiceHostileMessageTests {
    @Test func anOutOfRangeSampleRateIsAnErrorOnItsOwnSessionAndTheServerLives() async throws {
        let server = try await PlaygroundServer(configuration: .init(makeKeyboard: try realKeyboardFactory.get(), port: 0, logLevel: .critical)).start()
        do {
            try await PlaygroundClient.withConnection(port: server.port, path: "/voice") { voice in
                try await voice.send(#"{"type":"press","source":"mic","sampleRate":1e19}"#)
                let reply = try #require(try await voice.nextText())
                #expect(reply.contains(#""type":"error""#), "\(reply)")
                // The same socket still works: a valid press starts a recording.
                try await voice.send(#"{"type":"press","source":"sample","sampleRate":16000}"#)
                let started = try #require(try await voice.nextText())
                #expect(started.contains(#""type":"started""#), "\(started)")
                try await voice.send(#"{"type":"cancel"}"#)
            }
            // And the keyboard still answers on a new connection.
            try await PlaygroundClient.withConnection(port: server.port) { client in
                let first = try await client.next()
                #expect(first != nil)
            }
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }
}
