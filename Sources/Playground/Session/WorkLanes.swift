import Foundation

/// Fairness between light and heavy sessions: heavy work (handwriting recognition, a long
/// composition, making a session) goes through a few lanes, at most one fewer than the cores, so
/// however many sessions write on the 手写 pad at once, a core is left for the pinyin sessions'
/// key presses. A heavy session's reader waits for a lane before its next message is handled (the
/// waiting is a suspended task, not a queued job, and its socket is not read meanwhile); a light
/// session never waits. `WorkBudget` still bounds each session's own share of processing time.
final class WorkLanes: @unchecked Sendable {
    /// Lanes in all: work that may run at once.
    let count: Int
    private let lock = NSLock()
    private var free: Int
    /// Waiters, first come first served (`head` is the next one: no shifting on every resume).
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var head = 0

    /// The threads the lanes' work runs on, one a lane, made with the first lane used.
    private lazy var laneThreads = LaneThreads(count: count)
    private var threads: LaneThreads { lock.withLock { laneThreads } }

    /// `count` lanes (at least one).
    init(count: Int) {
        self.count = max(1, count)
        free = self.count
    }

    /// One lane fewer than the cores (one on a two-core machine, and on one).
    static func forThisMachine() -> WorkLanes {
        WorkLanes(count: ProcessInfo.processInfo.activeProcessorCount - 1)
    }

    /// Waits for a lane; the caller must `leave()` once its work is done.
    func enter() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let now: Bool = lock.withLock {
                if free > 0 {
                    free -= 1
                    return true
                }
                waiting.append(continuation)
                return false
            }
            if now { continuation.resume() }
        }
    }

    /// Gives a lane back: to the longest waiter, if any.
    func leave() {
        let next: CheckedContinuation<Void, Never>? = lock.withLock {
            guard head < waiting.count else {
                free = min(count, free + 1)
                return nil
            }
            let next = waiting[head]
            head += 1
            if head == waiting.count {
                waiting.removeAll(keepingCapacity: waiting.capacity <= 256)
                head = 0
            }
            return next
        }
        next?.resume()
    }

    /// Runs `work` in a lane, on the lanes' threads (`LaneThreads`: a default actor `work` calls
    /// runs there too).
    func run<T: Sendable>(_ work: @Sendable () async -> T) async -> T {
        await enter()
        defer { leave() }
        return await withTaskExecutorPreference(threads) { await work() }
    }

    /// Tasks waiting for a lane now.
    var waitingCount: Int { lock.withLock { waiting.count - head } }
}

/// The threads heavy work runs on (`WorkLanes.run` prefers them): the kernel's nice +10, so on a
/// machine busy with other work too, a writer's recognition yields the CPU to the light sessions
/// on Swift's pool before they wait. One queue, served first come first served by its threads.
final class LaneThreads: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var head = 0

    /// `count` threads at nice `nice`.
    init(count: Int, nice: Int32 = 10) {
        for index in 0..<max(1, count) {
            let thread = Thread { [unowned self] in
                #if os(Linux)
                // Linux: the nice value is per thread, and 0 names the calling one.
                _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, nice)
                #endif
                self.serve()
            }
            thread.name = "shurufa.lane.\(index)"
            thread.start()
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.withLock {
            jobs.append(job)
            condition.signal()
        }
    }

    private func serve() {
        while true {
            condition.lock()
            while head == jobs.count { condition.wait() }
            let job = jobs[head]
            head += 1
            if head == jobs.count {
                jobs.removeAll(keepingCapacity: jobs.capacity <= 256)
                head = 0
            }
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
