/// Counts the open sessions and refuses new ones past the limit, so a flood of connections cannot
/// take the server down.
public actor SessionRegistry {
    public let maxSessions: Int
    private var nextID = 1
    private var open: Set<Int> = []
    /// Sessions refused because the server was full, since start.
    public private(set) var refused = 0

    public init(maxSessions: Int) { self.maxSessions = max(0, maxSessions) }

    /// A new session's id, or nil when the server is full.
    public func admit() -> Int? {
        guard open.count < maxSessions else {
            refused += 1
            return nil
        }
        let id = nextID
        nextID += 1
        open.insert(id)
        return id
    }

    /// Forgets a closed session.
    public func release(_ id: Int) { open.remove(id) }

    /// Sessions open now.
    public var count: Int { open.count }
}
