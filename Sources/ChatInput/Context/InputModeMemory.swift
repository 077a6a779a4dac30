import Foundation

/// Which keyboard each conversation was typed with, keyed by the identifier its text view returns
/// as `textInputContextIdentifier` (WWDC 2017 session 242): iOS brings back the keyboard last used
/// in that conversation, and this remembers our own mode inside it (Chinese, English, emoji) the
/// same way. Bounded: the least recently used conversation is forgotten first.
public struct InputModeMemory: Hashable, Sendable, Codable {
    /// How many conversations are remembered.
    public let capacity: Int
    private var entries: [Entry] = []

    private struct Entry: Hashable, Sendable, Codable {
        var context: String
        var mode: String
    }

    /// An empty memory of at most `capacity` conversations (values below 1 are raised to 1).
    public init(capacity: Int = 200) {
        self.capacity = max(1, capacity)
    }

    /// The `textInputContextIdentifier` for a conversation: stable, namespaced, never empty
    /// (an empty identifier means "no memory" to UIKit, so a missing id gives nil).
    public static func contextIdentifier(forConversation id: String) -> String? {
        let trimmed = id.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : "shurufa.chat." + trimmed
    }

    /// The mode last used in that context, or nil when it has none (use the default).
    public func mode(for context: String?) -> String? {
        guard let context else { return nil }
        return entries.last { $0.context == context }?.mode
    }

    /// Remembers `mode` for `context` (nil context: nothing is remembered).
    public mutating func remember(_ mode: String, for context: String?) {
        guard let context else { return }
        entries.removeAll { $0.context == context }
        entries.append(Entry(context: context, mode: mode))
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    }

    /// Forgets a conversation (deleted by the user); the host also calls
    /// `UIResponder.clearTextInputContextIdentifier(_:)`.
    public mutating func forget(_ context: String) {
        entries.removeAll { $0.context == context }
    }

    /// The contexts remembered, least recently used first.
    public var contexts: [String] { entries.map(\.context) }
}
