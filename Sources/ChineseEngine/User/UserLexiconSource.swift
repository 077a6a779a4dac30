import Foundation

/// Where a decoder gets the current user snapshot: read once per keystroke (a lock and a copy of
/// a few references), replaced by the user dictionary after each commit.
public protocol UserLexiconSource: AnyObject, Sendable {
    /// The snapshot to decode with now.
    var current: UserLexicon { get }
}

/// A user snapshot held in memory and replaced whole (the user dictionary owns one; tests and
/// tools that need no storage can use it alone).
public final class UserLexiconBox: UserLexiconSource, @unchecked Sendable {
    private let lock = NSLock()
    private var snapshot: UserLexicon

    /// A box holding `snapshot` (empty by default).
    public init(_ snapshot: UserLexicon = .empty) { self.snapshot = snapshot }

    /// The snapshot held now, read under the lock (a copy of a few references).
    public var current: UserLexicon {
        lock.lock()
        defer { lock.unlock() }
        return snapshot
    }

    /// Replaces the snapshot; decoders pick it up at their next keystroke.
    public func replace(with snapshot: UserLexicon) {
        lock.lock()
        self.snapshot = snapshot
        lock.unlock()
    }
}
