import Foundation

/// The clipboard panel's rules, as data: how long an unpinned item lives, how many are kept,
/// the longest text kept. A text copied in a secure (password) field is never kept, nor a text
/// that is empty or only white space.
public struct ClipboardPolicy: Hashable, Sendable, Codable {
    /// Seconds an unpinned item stays (default one hour).
    public var lifetime: TimeInterval = 3600
    /// The most items kept, pinned ones included (default 50); the oldest unpinned go first.
    public var maximumItems = 50
    /// The longest text kept, in characters (a longer copy is not kept: the panel inserts whole items).
    public var maximumLength = 10_000

    /// The default rules: one hour, 50 items, 10,000 characters.
    public init() {}

    /// Whether a copy of `text` may be kept; never from a secure field.
    public func accepts(_ text: String, fromSecureField: Bool) -> Bool {
        guard !fromSecureField, !text.isEmpty, text.count <= maximumLength else { return false }
        return text.contains { !$0.isWhitespace }
    }
}
