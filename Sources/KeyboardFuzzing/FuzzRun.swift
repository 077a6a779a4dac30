import Foundation
import ShurufaTestSupport

/// How a fuzz run goes: the seed (each session's own is drawn from it), how many sessions run
/// side by side (a thread each) and how many actions each applies, the time one action may
/// take, and where each session's actions are written before they are applied (so that a trap
/// leaves its sequence behind: `session-N.jsonl`, one `FuzzAction` a line).
public struct FuzzRunOptions: Sendable {
    /// The run's seed.
    public var seed: UInt64
    /// Actions per session.
    public var actions: Int
    /// Sessions run at once.
    public var sessions: Int
    /// Seconds one action may take (a failure over it; the watchdog calls a hang at 3× and at least 5 s more).
    public var timeLimit: Double
    /// Where the sequences are written as they run, nil for nowhere.
    public var recordFolder: URL?

    /// A run of `sessions` sessions of `actions` actions from `seed`.
    public init(seed: UInt64, actions: Int, sessions: Int = 1, timeLimit: Double = 10, recordFolder: URL? = nil) {
        self.seed = seed
        self.actions = actions
        self.sessions = sessions
        self.timeLimit = timeLimit
        self.recordFolder = recordFolder
    }

    /// Session `index`'s seed: the run's for the first (`--seed S --sessions 1` replays a run's
    /// first session), a SplitMix64 draw from it and the index for the others (not the seed plus a
    /// step, which would be the first session's stream one draw on).
    public func seed(ofSession index: Int) -> UInt64 {
        guard index > 0 else { return seed }
        var mixed = SeededGenerator(seed: seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
        return mixed.next()
    }
}

/// What a run did: actions applied, time, the slowest action, and each session's failure with
/// the sequence that led to it.
public struct FuzzRunReport: Sendable {
    /// A session that failed: its seed, the actions it applied (the last one failed) and why.
    public struct Failure: Sendable {
        /// The session's index in the run.
        public var session: Int
        /// Its seed.
        public var seed: UInt64
        /// The actions applied, the failing one last.
        public var actions: [FuzzAction]
        /// What was wrong.
        public var failure: FuzzFailure
    }

    /// Actions applied over all sessions.
    public var actions = 0
    /// Wall-clock seconds of the run.
    public var seconds = 0.0
    /// The slowest action, its session and its time in seconds.
    public var slowest: (session: Int, action: FuzzAction, seconds: Double)?
    /// The sessions that failed.
    public var failures: [Failure] = []

    /// Actions a second over the run.
    public var actionsPerSecond: Double { seconds > 0 ? Double(actions) / seconds : 0 }
}

/// Runs fuzz sessions side by side, each on a thread of its own, and replays recorded sequences.
public enum FuzzRunner {
    /// Runs `options.sessions` sessions over `keyboards`; `onHang` hears an action past the
    /// watchdog's limit (it cannot be stopped: the default prints it and ends the process, status 70).
    public static func run(
        _ options: FuzzRunOptions, keyboards: FuzzKeyboards, onHang: @escaping @Sendable (FuzzHang) -> Void = FuzzHang.exitProcess
    ) -> FuzzRunReport {
        let progress = (0..<options.sessions).map { FuzzProgress(session: $0, seed: options.seed(ofSession: $0)) }
        let watchdog = FuzzWatchdog(progress: progress, limit: max(options.timeLimit * 3, options.timeLimit + 5), onHang: onHang)
        let results = FuzzResults()
        let group = DispatchGroup()
        let started = DispatchTime.now().uptimeNanoseconds
        for state in progress {
            group.enter()
            let thread = Thread {
                results.add(runSession(state, options: options, keyboards: keyboards))
                group.leave()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        watchdog.start()
        group.wait()
        watchdog.stop()
        var report = results.report
        report.seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        return report
    }

    /// One session's run on the calling thread.
    static func runSession(_ state: FuzzProgress, options: FuzzRunOptions, keyboards: FuzzKeyboards) -> FuzzRunReport {
        let session = keyboards.makeSession()
        session.timeLimit = options.timeLimit
        let recorder = options.recordFolder.flatMap { FuzzRecorder(url: $0.appendingPathComponent("session-\(state.session).jsonl")) }
        var random = SeededGenerator(seed: state.seed)
        var planner = FuzzPlanner()
        var applied: [FuzzAction] = []
        var report = FuzzRunReport()
        for _ in 0..<options.actions {
            let action = planner.next(for: session, using: &random)
            applied.append(action)
            recorder?.write(action)
            state.begin(action)
            do throws(FuzzFailure) {
                try session.apply(action)
            } catch {
                state.end()
                report.failures.append(.init(session: state.session, seed: state.seed, actions: applied, failure: error))
                break
            }
            state.end()
        }
        report.actions = session.actionCount
        if let slowest = session.slowest { report.slowest = (state.session, slowest.action, slowest.seconds) }
        return report
    }

    /// Applies `actions` to a new session in order; the number applied and the failure that
    /// stopped them, if any (a trap ends the process, as it would the keyboard).
    public static func replay(_ actions: [FuzzAction], keyboards: FuzzKeyboards, timeLimit: Double = 10) -> (applied: Int, failure: FuzzFailure?) {
        let (applied, failure) = FuzzInput.apply(actions, keyboards: keyboards, timeLimit: timeLimit)
        return (applied.count, failure)
    }
}

/// The sessions' reports, gathered from their threads.
final class FuzzResults: @unchecked Sendable {
    private let lock = NSLock()
    private var merged = FuzzRunReport()

    /// Adds a session's report.
    func add(_ report: FuzzRunReport) {
        lock.lock()
        defer { lock.unlock() }
        merged.actions += report.actions
        merged.failures += report.failures
        if let slowest = report.slowest, slowest.seconds > (merged.slowest?.seconds ?? -1) { merged.slowest = slowest }
    }

    /// The sessions' reports together.
    var report: FuzzRunReport {
        lock.lock()
        defer { lock.unlock() }
        return merged
    }
}
