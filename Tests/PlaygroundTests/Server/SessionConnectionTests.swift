import Testing
@testable import Playground

/// Issue 16: a page that never reads made the server's outgoing queue grow without bound (381 MB in a minute).
@Suite struct SessionConnectionTests {
    func makeConnection() throws -> (SessionConnection, AsyncStream<SessionConnection.Outgoing>) {
        let session = try PlaygroundSession(limits: .standard, now: 100) { document, settings throws(PlaygroundError) in
            try RecordingKeyboard(document: document, settings: settings)
        }
        let (stream, continuation) = SessionConnection.makeOutgoingStream()
        return (SessionConnection(session: session, clock: { 100 }, outgoing: continuation), stream)
    }

    @Test func aReaderThatNeverReadsOverflowsABoundedQueue() async throws {
        let (connection, stream) = try makeConnection()
        _ = stream  // never read
        // Bad messages each queue an error reply; far more than the bound.
        for _ in 0..<(SessionConnection.maxPending * 4) {
            await connection.receive("not json")
            if await connection.isOverflowing { break }
        }
        #expect(await connection.isOverflowing)
    }

    @Test func changesJoinTheFrameAlreadyWaiting() async throws {
        let (connection, stream) = try makeConnection()
        for index in 0..<(SessionConnection.maxPending + 100) {
            await connection.receive(#"{"type":"key","key":"a","t":\#(index)}"#)
        }
        #expect(await !connection.isOverflowing, "one pending frame, not one per key")
        var iterator = stream.makeAsyncIterator()
        guard case .frame = await iterator.next() else { Issue.record("expected a frame"); return }
        let frame = await connection.takeFrameIfDirty()
        #expect(frame?.document.text.count == SessionConnection.maxPending + 100)
    }
}
