import Foundation

/// A voice session behind an actor: the WebSocket reader and the ticker share it. It publishes
/// finished notes to the server's `VoiceNoteStore` and withdraws them on `close()`.
actor VoiceConnection {
    private let session: VoiceSession
    private let store: VoiceNoteStore
    private let send: @Sendable (String) -> Void
    private var ticker: Task<Void, Never>?

    init(session: VoiceSession, store: VoiceNoteStore, send: @escaping @Sendable (String) -> Void) {
        self.session = session
        self.store = store
        self.send = send
    }

    func receive(_ text: String) {
        emit(session.receive(text))
        startTickerIfNeeded()
    }

    func close() {
        ticker?.cancel()
        ticker = nil
        store.remove(session.notes.keys)
        session.close()
    }

    private func emit(_ replies: [VoiceReply]) {
        for reply in replies {
            if case .finished(let id, _, _) = reply, let file = session.notes[id] { store.add(id, file: file) }
            send(reply.json())
        }
    }

    private func startTickerIfNeeded() {
        guard ticker == nil, session.isRecording else { return }
        ticker = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(50))
                guard let self, await self.tick() else { return }
            }
        }
    }

    private func tick() -> Bool {
        emit(session.tick())
        guard session.isRecording else {
            ticker = nil
            return false
        }
        return true
    }
}
