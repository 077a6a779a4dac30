import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import Playground

@Suite struct VoiceRouteTests {
    @Test func unknownOrMalformedNotesAre404AndTheScriptIsServed() async throws {
        let server = try await PlaygroundServer(configuration: .init(makeKeyboard: try realKeyboardFactory.get(), port: 0, logLevel: .critical)).start()
        do {
            for path in ["voice/\(UUID().uuidString.lowercased()).mp3", "voice/not-a-note.mp3", "voice/..%2Fetc%2Fpasswd"] {
                let url = try #require(URL(string: path, relativeTo: server.url))
                let (_, response) = try await URLSession.shared.data(from: url)
                #expect((response as? HTTPURLResponse)?.statusCode == 404, "\(path)")
            }
            let script = try #require(URL(string: "voice.js", relativeTo: server.url))
            let (data, response) = try await URLSession.shared.data(from: script)
            #expect((response as? HTTPURLResponse)?.statusCode == 200)
            #expect(String(decoding: data, as: UTF8.self).contains("\"/voice\""))
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }
}
