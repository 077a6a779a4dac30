import Foundation

/// Removes the working files of an output being written when the process is stopped by a signal
/// (SIGTERM, SIGINT, SIGHUP): the handler only unlinks and exits, both async-signal-safe.
enum PartialCleanup {
    nonisolated(unsafe) private static var paths: [UnsafeMutablePointer<CChar>] = []

    /// Arms the handlers for these paths (call once, before writing starts).
    static func removeOnSignal(_ urls: [URL]) {
        paths = urls.map { strdup($0.path)! }
        for signalNumber in [SIGTERM, SIGINT, SIGHUP] {
            signal(signalNumber) { number in
                for path in PartialCleanup.paths { unlink(path) }
                _exit(128 + number)
            }
        }
    }
}
