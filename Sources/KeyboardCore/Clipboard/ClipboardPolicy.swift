import Foundation

/// The clipboard panel's rules, as data: how long an unpinned item lives, how many are kept,
/// the longest text kept. A text copied in a secure (password) field is never kept, nor a text
/// that is empty or only white space.
public struct ClipboardPolicy: Hashable, Sendable, Codable {
    /// Seconds an unpinned item stays (default one hour).
    public var lifetime: TimeInterval = 3600
    /// The most items kept, pinned ones included (default 50); the oldest unpinned go first, the
    /// newest copy never (at most `maximumPinned` are pinned, and a lower cap later drops the
    /// oldest pinned past it).
    public var maximumItems = 50
    /// The longest text kept, in characters (a longer copy is not kept: the panel inserts whole items).
    public var maximumLength = 10_000

    /// The default rules: one hour, 50 items, 10,000 characters.
    public init() {}

    /// The longest text kept, in Unicode scalars (twice `maximumLength`): one character may be a
    /// letter under millions of combining marks, so characters alone bound nothing.
    public var maximumScalars: Int { 2 * maximumLength }
    /// The longest text kept, in UTF-8 bytes (six per character of `maximumLength`); checked first.
    public var maximumBytes: Int { 6 * maximumLength }

    /// Whether a copy of `text` may be kept; never from a secure field.
    public func accepts(_ text: String, fromSecureField: Bool) -> Bool {
        problem(with: text, fromSecureField: fromSecureField) == nil
    }

    /// Why a copy of `text` is not kept, or nil when it is: a secure field, no text, white space
    /// only, a NUL character (SQLite's C strings would cut it short), or over a cap — in bytes,
    /// scalars or characters, counted in that order so a huge text costs no grapheme breaking.
    public func problem(with text: String, fromSecureField: Bool) -> String? {
        if fromSecureField { return "copied in a secure field: never kept" }
        if text.utf8.count > maximumBytes { return "longer than \(maximumBytes) bytes of UTF-8: not kept" }
        if text.unicodeScalars.count > maximumScalars { return "longer than \(maximumScalars) Unicode scalars: not kept" }
        if text.utf8.contains(0) { return "holds a NUL character: not kept" }
        if text.count > maximumLength { return "longer than \(maximumLength) characters: not kept" }
        if !text.contains(where: { !$0.isWhitespace }) { return "empty or white space only: not kept" }
        return nil
    }

    /// The most items that may be pinned: one slot is always left for the newest copy.
    public var maximumPinned: Int { max(0, maximumItems - 1) }
}
