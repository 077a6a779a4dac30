import Foundation

#if os(Linux)
// glibc's <malloc.h>, which the Glibc module does not export.
@_silgen_name("mallopt") private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
@_silgen_name("malloc_trim") private func glibcMallocTrim(_ pad: Int) -> Int32
/// `M_ARENA_MAX` in <malloc.h>.
private let mArenaMax: Int32 = -8
#endif

/// Gives the memory of closed sessions back to the system. Measured with `bench playground-load`
/// (issue 32): a session's keyboard, user dictionary (SQLite) and socket buffers are freed when it
/// closes, but glibc keeps the freed pages in its malloc arenas — one per thread that allocated,
/// up to 8 per core — so the server's private memory stayed at its peak (3.2 → 127.6 MB with 256
/// idle sessions, 142 MB after a second round). Fewer arenas and a trim after sessions and
/// connections close bring it back: the 2,000 idle connections of the load benchmark alone left
/// 14 MB behind without a trim after them.
///
/// A trim gives back only whole free pages, and a second after the last close about 9 MB of pages
/// still held a small live allocation: mostly libdispatch's job records (64 bytes each, one per
/// job the event loops handed to Swift concurrency, scattered through the heap), which a dispatch
/// worker keeps in a cache of its own (up to 1,024) until it exits, after 5 s with nothing to run.
/// So the trimmer trims twice: a second after a close (once for every close in that second: a
/// trim walks every arena, about a millisecond), and again once `TrimSchedule.settleDelay` has
/// passed with no close, when the idle workers have exited and freed their caches (measured:
/// +9.3 MB over the start a second after the last close, +2.2 MB after the second trim). It runs
/// on a thread of its own, not a dispatch worker: a worker that ran the trim would still hold its
/// cache, and waking one would keep it from exiting. Nothing else may wake the workers of an idle
/// server either (see `PlaygroundApplication` on Hummingbird's date timer).
enum FreedMemory {
    private static let condition = NSCondition()
    nonisolated(unsafe) private static var schedule = TrimSchedule()
    nonisolated(unsafe) private static var trimmerStarted = false

    /// Two arenas (the server's threads share them instead of keeping freed memory in a dozen),
    /// and the trimmer's thread, started once per process.
    static func prepare() {
        #if os(Linux)
        _ = glibcMallopt(mArenaMax, 2)
        #endif
        condition.lock()
        defer { condition.unlock() }
        guard !trimmerStarted else { return }
        trimmerStarted = true
        let thread = Thread { trimLoop() }
        thread.name = "shurufa.trim"
        thread.start()
    }

    /// A session or connection closed: memory is trimmed a second later and again once the server settles.
    static func released() {
        condition.lock()
        defer { condition.unlock() }
        if schedule.released(at: PlaygroundServer.monotonicSeconds()) { condition.signal() }
    }

    /// The trimmer: sleeps until the schedule's next trim, trims, and waits for the next close.
    private static func trimLoop() {
        condition.lock()
        while true {
            guard let due = schedule.nextDue else {
                condition.wait()
                continue
            }
            let now = PlaygroundServer.monotonicSeconds()
            if due > now {
                _ = condition.wait(until: Date(timeIntervalSinceNow: due - now))
                continue
            }
            guard schedule.takeDue(at: now) else { continue }
            condition.unlock()
            #if os(Linux)
            _ = glibcMallocTrim(0)
            #endif
            condition.lock()
        }
    }
}

/// When `FreedMemory` trims: `quickDelay` after a close (one trim for every close in that time),
/// and again once `settleDelay` has passed with no close at all. Times are seconds on a monotonic clock.
struct TrimSchedule: Equatable {
    /// From a close to the trim that gives back what it freed.
    var quickDelay = 1.0
    /// From the last close to the trim after libdispatch's idle workers exited: they do 5 s after
    /// their last job, which comes with the close (the connection's tasks ending); 1.5 s to spare.
    var settleDelay = 6.5
    /// When the quick trim is due (nil: no close since the last one).
    private(set) var quickDue: Double?
    /// When the settling trim is due (nil: no close since the last one); moves with every close.
    private(set) var settleDue: Double?

    /// A close at `now`; true when the next trim came earlier (the trimmer must wake to see it).
    mutating func released(at now: Double) -> Bool {
        settleDue = now + settleDelay
        guard quickDue == nil else { return false }
        quickDue = now + quickDelay
        return true
    }

    /// The time of the next trim, if any is scheduled.
    var nextDue: Double? {
        [quickDue, settleDue].compactMap(\.self).min()
    }

    /// Whether a trim is due at `now`; if so it is taken (one trim serves every trim due by then).
    mutating func takeDue(at now: Double) -> Bool {
        var due = false
        if let quick = quickDue, quick <= now {
            quickDue = nil
            due = true
        }
        if let settle = settleDue, settle <= now {
            settleDue = nil
            quickDue = nil
            due = true
        }
        return due
    }
}
