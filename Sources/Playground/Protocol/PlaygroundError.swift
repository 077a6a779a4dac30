import Foundation

/// An error a session answers with: a stable code the page and tests can match, and a message a
/// person can read. The connection stays open; only that session hears about it.
public struct PlaygroundError: Error, Hashable, Codable, Sendable, CustomStringConvertible {
    /// What went wrong, as a stable string.
    public enum Code: String, Hashable, Codable, Sendable, CaseIterable {
        /// The message is not JSON or not one of the message types.
        case malformed
        /// The message is longer than the session accepts.
        case tooLarge = "too-large"
        /// A field has a value out of range (a coordinate that is not a number, an unknown phase).
        case invalidValue = "invalid-value"
        /// A physical key the keyboard does not know.
        case unknownKey = "unknown-key"
        /// Settings name a layout, theme or trait the playground does not offer.
        case invalidSettings = "invalid-settings"
        /// More events than the session accepts per second; the extra ones were dropped.
        case rateLimited = "rate-limited"
        /// The document reached its size limit; the host trimmed it.
        case documentFull = "document-full"
        /// The server holds as many sessions as it allows.
        case serverFull = "server-full"
        /// The session saw no message for too long and is closed.
        case idle
        /// The server lacks something it needs (a layout or page file missing from the bundle).
        case unavailable
    }

    /// The stable code the page and tests match on.
    public var code: Code
    /// What happened, for a person to read.
    public var message: String

    /// An error with `code` and a readable `message`.
    public init(_ code: Code, _ message: String) { (self.code, self.message) = (code, message) }

    /// `code: message`, e.g. `unknown-key: the keyboard has no use for the key 'F5'`.
    public var description: String { "\(code.rawValue): \(message)" }
}
