import Foundation
import Hummingbird
import HummingbirdWebSocket
import NIOCore
import NIOWebSocket

extension PlaygroundServer {
    /// `/voice` (WebSocket): one `VoiceSession` per connection, in its own temporary folder that is
    /// removed when the connection ends (the same Origin allow-list as `/ws`, see `WebSocketRoutes`).
    func voiceWebSocket() -> WebSocketRoutes.Handler {
        let store = voiceNotes
        let configuration = configuration
        let voiceSessions = voiceSessions
        return { inbound, outbound, _ in
            guard let admitted = await voiceSessions.admit() else {
                try? await outbound.write(.text(VoiceReply.error("the server records for \(voiceSessions.maxSessions) pages already; try again later").json()))
                try? await outbound.close(.unknown(1013), reason: "server full")
                return
            }
            // A voice page keeps its slot from the start, as before: no pending share to give up.
            await voiceSessions.prove(admitted)
            defer { Task { await voiceSessions.release(admitted) } }
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("shurufa-voice-\(UUID().uuidString.lowercased())", isDirectory: true)
            let session: VoiceSession
            do {
                session = try VoiceSession(directory: directory, configuration: configuration.voice)
            } catch {
                try? await outbound.write(.text(VoiceReply.error("cannot make a folder for recordings: \(error)").json()))
                try? await outbound.close(.unexpectedServerError, reason: "no folder")
                return
            }
            let (stream, continuation) = AsyncStream<String>.makeStream()
            let connection = VoiceConnection(session: session, store: store) { continuation.yield($0) }
            let readerFailure = ReaderFailure()
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await text in stream { try? await outbound.write(.text(text)) }
                }
                do {
                    for try await message in inbound.messages(maxSize: configuration.maxFrameBytes) {
                        switch message {
                        case .text(let text): await connection.receive(text)
                        case .binary: continuation.yield(VoiceReply.error("send JSON as text messages").json())
                        }
                    }
                } catch {
                    // The connection broke, or the WebSocket layer refused a message (thrown on below).
                    readerFailure.record(error)
                }
                await connection.close()
                continuation.finish()
            }
            if let failure = readerFailure.error { throw failure }
        }
    }

    /// `/voice/<id>.mp3` (GET): a finished note.
    func addVoiceNoteRoute(to router: Router<BasicRequestContext>) {
        let store = voiceNotes
        router.get("/voice/:name") { _, context in
            let name = context.parameters.get("name") ?? ""
            guard name.hasSuffix(".mp3"), let id = UUID(uuidString: String(name.dropLast(4))),
                let file = store.file(for: id), let data = try? Data(contentsOf: file)
            else {
                return Response(status: .notFound, headers: [.contentType: "text/plain; charset=utf-8"],
                    body: .init(byteBuffer: ByteBuffer(string: "no such note\n")))
            }
            return Response(
                status: .ok, headers: [.contentType: "audio/mpeg", .cacheControl: "no-store"],
                body: .init(byteBuffer: ByteBuffer(bytes: data)))
        }
    }
}
