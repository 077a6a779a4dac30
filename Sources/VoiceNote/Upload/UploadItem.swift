import Foundation

/// One voice note waiting to be uploaded (or given up on), as persisted in the journal.
public struct UploadItem: Codable, Sendable, Hashable, Identifiable {
    /// Pending (in the line) or failed (gave up; `UploadQueue.retry` puts it back).
    public enum Status: String, Codable, Sendable, Hashable {
        /// Waiting or being uploaded.
        case pending
        /// Out of attempts or refused for good.
        case failed
    }

    /// The note's identity; sent as the idempotency key so a retried upload is stored once.
    public var id: UUID
    /// Position in the queue: uploads happen in increasing sequence.
    public var sequence: Int
    /// The file to send.
    public var file: URL
    /// Small extra facts for the server (conversation, duration…), sent as query parameters.
    public var metadata: [String: String]
    /// Failed attempts so far.
    public var attempts: Int
    /// Why the last attempt failed.
    public var lastError: String?
    /// Pending or failed.
    public var status: Status

    /// A pending item.
    public init(id: UUID, sequence: Int, file: URL, metadata: [String: String] = [:]) {
        self.id = id
        self.sequence = sequence
        self.file = file
        self.metadata = metadata
        attempts = 0
        lastError = nil
        status = .pending
    }
}

/// What the queue reports, for progress bars and chat bubbles.
public enum UploadEvent: Sendable, Hashable {
    /// Added to the queue.
    case enqueued(UUID)
    /// An attempt began (attempt counts from 1).
    case started(UUID, attempt: Int)
    /// Fraction of the body sent, 0…1.
    case progress(UUID, fraction: Double)
    /// The server accepted it; it left the queue.
    case succeeded(UUID)
    /// An attempt failed; the next one starts after `delay` seconds.
    case retrying(UUID, attempt: Int, delay: Double, message: String)
    /// Given up (out of attempts or refused for good); kept as failed.
    case failed(UUID, message: String)
    /// Cancelled by the app; it left the queue.
    case cancelled(UUID)
}
