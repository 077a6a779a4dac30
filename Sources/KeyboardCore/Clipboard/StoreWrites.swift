/// The writes of a store behind a panel (the clipboard, the saved phrases): a failed write does
/// not stop typing; the last error is kept for the host to show, and a write that succeeds clears it.
struct StoreWrites {
    /// The last write's error, nil after a success.
    private(set) var lastError: (any Error)?

    /// Runs `body` (a store read or write): its result, or nil with its error kept in `lastError`.
    @discardableResult
    mutating func attempt<Result>(_ body: () throws -> Result) -> Result? {
        do {
            let result = try body()
            lastError = nil
            return result
        } catch {
            lastError = error
            return nil
        }
    }
}
