import Foundation
import ChineseEngine

/// The user words of another language's engine (粤拼's), forwarded to the source the host gives
/// whenever it gives it: the engine is made with this, and decodes with nothing until then.
final class ForwardedUserLexicon: UserLexiconSource, @unchecked Sendable {
    private let lock = NSLock()
    private var forwarded: (any UserLexiconSource)?

    /// The source forwarded to (nil: no user words).
    var source: (any UserLexiconSource)? {
        get { lock.withLock { forwarded } }
        set { lock.withLock { forwarded = newValue } }
    }

    /// The forwarded source's snapshot, or the empty one.
    var current: UserLexicon { source?.current ?? .empty }
}
