import Foundation

/// A session's progress as its thread reports it: the action under way and since when (the
/// watchdog reads it from its own thread).
final class FuzzProgress: @unchecked Sendable {
    /// The session's index and seed.
    let session: Int
    let seed: UInt64
    private let lock = NSLock()
    private var current: (action: FuzzAction, index: Int, since: UInt64)?
    private var begun = 0

    init(session: Int, seed: UInt64) {
        self.session = session
        self.seed = seed
    }

    /// `action` begins.
    func begin(_ action: FuzzAction) {
        lock.lock()
        defer { lock.unlock() }
        current = (action, begun, DispatchTime.now().uptimeNanoseconds)
        begun += 1
    }

    /// The action under way ended.
    func end() {
        lock.lock()
        defer { lock.unlock() }
        current = nil
    }

    /// The action under way, its index in the session and how long it has taken, in seconds.
    var underWay: (action: FuzzAction, index: Int, seconds: Double)? {
        lock.lock()
        defer { lock.unlock() }
        guard let current else { return nil }
        return (current.action, current.index, Double(DispatchTime.now().uptimeNanoseconds - current.since) / 1e9)
    }
}

/// An action that did not finish within the watchdog's limit: which session, its seed, the
/// action's index in it (the run with that seed and one more action replays it) and the action.
public struct FuzzHang: Sendable, CustomStringConvertible {
    /// The session's index.
    public var session: Int
    /// The session's seed.
    public var seed: UInt64
    /// The action's index in the session.
    public var index: Int
    /// The action.
    public var action: FuzzAction
    /// How long it had taken when seen.
    public var seconds: Double

    /// One line for a person.
    public var description: String {
        "hang: session \(session) (seed \(seed)) action \(index) \(action) still running after \(Int(seconds)) s"
    }

    /// Prints the hang to standard error and ends the process with status 70 (as libFuzzer's timeout).
    public static let exitProcess: @Sendable (FuzzHang) -> Void = { hang in
        FileHandle.standardError.write(Data("\(hang)\n".utf8))
        exit(70)
    }
}

/// Looks at every session twice a second and reports an action past `limit` seconds, once.
final class FuzzWatchdog: @unchecked Sendable {
    private let progress: [FuzzProgress]
    private let limit: Double
    private let onHang: @Sendable (FuzzHang) -> Void
    private let stopped = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    init(progress: [FuzzProgress], limit: Double, onHang: @escaping @Sendable (FuzzHang) -> Void) {
        self.progress = progress
        self.limit = limit
        self.onHang = onHang
    }

    /// Starts watching on a thread of its own.
    func start() {
        Thread { [self] in
            var reported = Set<Int>()
            while stopped.wait(timeout: .now() + 0.5) == .timedOut {
                for state in progress where !reported.contains(state.session) {
                    guard let current = state.underWay, current.seconds > limit else { continue }
                    reported.insert(state.session)
                    onHang(FuzzHang(session: state.session, seed: state.seed, index: current.index, action: current.action, seconds: current.seconds))
                }
            }
            finished.signal()
        }.start()
    }

    /// Stops watching (returns once the watching thread is done).
    func stop() {
        stopped.signal()
        finished.wait()
    }
}

/// Writes a session's actions as they are applied, one JSON line each, straight to the file (no
/// buffer a trap could lose).
final class FuzzRecorder {
    private let handle: FileHandle
    private let encoder = JSONEncoder()

    /// A recorder into a new file at `url` (replaced if there), nil when it cannot be made.
    init?(url: URL) {
        guard FileManager.default.createFile(atPath: url.path, contents: nil), let handle = try? FileHandle(forWritingTo: url) else { return nil }
        self.handle = handle
    }

    deinit { try? handle.close() }

    /// Appends `action`.
    func write(_ action: FuzzAction) {
        guard let data = try? encoder.encode(action) else { return }
        try? handle.write(contentsOf: data + Data("\n".utf8))
    }
}

/// A sequence of actions as a file holds it: one JSON `FuzzAction` a line (what a run records).
public enum FuzzSequenceFile {
    /// The actions in `data`; a line that is not an action throws, naming it.
    public static func actions(in data: Data) throws -> [FuzzAction] {
        let decoder = JSONDecoder()
        var actions: [FuzzAction] = []
        for (number, line) in data.split(separator: UInt8(ascii: "\n")).enumerated() where !line.allSatisfy({ $0 == 32 || $0 == 13 }) {
            do { actions.append(try decoder.decode(FuzzAction.self, from: Data(line))) } catch {
                throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "line \(number + 1) is not an action: \(error)"])
            }
        }
        return actions
    }

    /// `actions` as the file's bytes.
    public static func data(of actions: [FuzzAction]) throws -> Data {
        let encoder = JSONEncoder()
        return try actions.reduce(into: Data()) { data, action in data += try encoder.encode(action) + Data("\n".utf8) }
    }
}
