import Foundation

/// Removes a command's working files when the process is ended by SIGTERM, SIGINT or SIGHUP, then
/// exits with 128 + the signal, so an interrupted `voice encode` leaves no `OUT.mp3.partial`.
enum PartialOutputCleanup {
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    /// From now on, a terminating signal removes `files` first.
    static func install(removing files: [URL]) {
        let paths = files.map(\.path)
        for number in [SIGTERM, SIGINT, SIGHUP] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                for path in paths { unlink(path) }
                exit(128 + number)
            }
            source.resume()
            sources.append(source)
        }
    }
}
