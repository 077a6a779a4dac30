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
/// idle sessions, 142 MB after a second round). Fewer arenas (`limitArenas`) and a trim after
/// sessions and connections close (`released`) bring it back to near the start: measured, the
/// 2,000 idle connections of the load benchmark alone left 14 MB behind without a trim after them.
/// A trim gives back only whole free pages: what stays is pages that still hold a small live
/// allocation (walked with gdb after a run: mostly libdispatch's per-thread caches of job records,
/// filled while connections were served and kept as long as the worker threads live), so the
/// server keeps its peak low (`FirstFrame`, `GuardedHTTPChannel`) to leave fewer such pages.
enum FreedMemory {
    /// Two arenas: the server's threads share them instead of keeping freed memory in a dozen.
    static func limitArenas() {
        #if os(Linux)
        _ = glibcMallopt(mArenaMax, 2)
        #endif
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var trimScheduled = false

    /// A session or connection closed: the arenas are trimmed a second later, once for every
    /// close in that second (a trim walks every arena: about a millisecond, not one per close in a
    /// storm of them), so memory freed by the last close of a storm is always given back.
    static func released() {
        let schedule = lock.withLock { () -> Bool in
            guard !trimScheduled else { return false }
            trimScheduled = true
            return true
        }
        guard schedule else { return }
        DispatchQueue.global().asyncAfter(deadline: .now() + 1) {
            lock.withLock { trimScheduled = false }
            #if os(Linux)
            _ = glibcMallocTrim(0)
            #endif
        }
    }
}
