import Foundation

/// The finished notes every voice session has, by id, so the HTTP route can serve them. A session's
/// notes are forgotten (and its folder removed by the session) when its connection ends.
public final class VoiceNoteStore: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [UUID: URL] = [:]

    /// An empty store; the server makes one and shares it with every voice session.
    public init() {}

    /// Makes a note servable.
    public func add(_ id: UUID, file: URL) { lock.withLock { files[id] = file } }

    /// Forgets notes.
    public func remove(_ ids: some Sequence<UUID>) { lock.withLock { for id in ids { files[id] = nil } } }

    /// The file of a note, if it is known.
    public func file(for id: UUID) -> URL? { lock.withLock { files[id] } }

    /// Notes servable now.
    public var count: Int { lock.withLock { files.count } }
}
