import Foundation

/// A libFuzzer input as the keyboard-session target reads it, so that the CLI
/// (`shurufa fuzz keyboard --input FILE`) replays a finding of that target with a plain build: a
/// recorded sequence (JSON actions, one a line) is applied as is; any other bytes are the
/// planner's choices (`ByteStreamGenerator`), up to `limit` actions, each planned on the session
/// the ones before it left.
public enum FuzzInput {
    /// The actions libFuzzer's target applies at most per input.
    public static let actionLimit = 64

    /// Applies `bytes` to a new session; what was applied and the failure that stopped it.
    /// `observe` sees the session after each action that passed its checks.
    public static func run(_ bytes: [UInt8], keyboards: FuzzKeyboards, timeLimit: Double, limit: Int = actionLimit,
                           observe: (Int, FuzzAction, FuzzSession) -> Void = { _, _, _ in }) -> (actions: [FuzzAction], failure: FuzzFailure?) {
        if bytes.first == UInt8(ascii: "{"), let actions = try? FuzzSequenceFile.actions(in: Data(bytes)) {
            return Self.apply(Array(actions.prefix(limit)), keyboards: keyboards, timeLimit: timeLimit, observe: observe)
        }
        let session = keyboards.makeSession()
        session.timeLimit = timeLimit
        var applied: [FuzzAction] = []
        func apply(_ action: FuzzAction) -> FuzzFailure? {
            applied.append(action)
            do throws(FuzzFailure) { try session.apply(action) } catch { return error }
            observe(applied.count, action, session)
            return nil
        }
        var random = ByteStreamGenerator(bytes)
        var planner = FuzzPlanner()
        while !random.isExhausted, applied.count < limit {
            if let failure = apply(planner.next(for: session, using: &random)) { return (applied, failure) }
        }
        return (applied, nil)
    }

    /// Applies recorded `actions` to a new session in order: those applied (the last one the
    /// failure's, if any) and the failure that stopped them. `observe` sees the session after
    /// each action that passed its checks.
    public static func apply(_ actions: [FuzzAction], keyboards: FuzzKeyboards, timeLimit: Double,
                             observe: (Int, FuzzAction, FuzzSession) -> Void = { _, _, _ in }) -> (actions: [FuzzAction], failure: FuzzFailure?) {
        let session = keyboards.makeSession()
        session.timeLimit = timeLimit
        for (index, action) in actions.enumerated() {
            do throws(FuzzFailure) { try session.apply(action) } catch { return (Array(actions.prefix(index + 1)), error) }
            observe(index + 1, action, session)
        }
        return (actions, nil)
    }
}
