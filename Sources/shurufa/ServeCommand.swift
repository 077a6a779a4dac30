import Foundation
import KeyboardLayout
import PinyinEngine
import Playground

/// `shurufa serve`: the web playground, the keyboard in a browser (also what `shurufa` with no
/// arguments runs).
enum ServeCommand: CLICommand {
    static let name = "serve"
    static let summary = "The web playground: the keyboard in a browser (serve [--host H] [--port P])."

    static let help = """
        usage: shurufa serve [--host H] [--port P] [--max-sessions N] [--idle-timeout SECONDS]
          Serves the playground at http://H:P/ (default 127.0.0.1:8080; --port 0 picks a free port).
          Binds to 127.0.0.1 unless --host says otherwise (0.0.0.0 lets other machines in).
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        var reader = ArgumentReader(arguments)
        if reader.flag("-h", "--help") {
            print(help)
            return 0
        }
        var configuration = PlaygroundServer.Configuration(makeKeyboard: try standardKeyboardFactory())
        if let host = try reader.option("--host") {
            guard !host.isEmpty, !host.contains("/") else { throw UsageError("--host needs an address such as 127.0.0.1") }
            configuration.host = host
        }
        if let port = try reader.option("--port") {
            guard let value = Int(port), (0...65535).contains(value) else { throw UsageError("--port needs a number 0…65535, not '\(port)'") }
            configuration.port = value
        }
        if let value = try reader.option("--max-sessions") {
            guard let count = Int(value), count > 0 else { throw UsageError("--max-sessions needs a positive number") }
            configuration.limits.maxSessions = count
        }
        if let value = try reader.option("--idle-timeout") {
            guard let seconds = Double(value), seconds > 0, seconds.isFinite else { throw UsageError("--idle-timeout needs seconds > 0") }
            configuration.limits.idleTimeout = seconds
        }
        guard try reader.positionals().isEmpty else { throw UsageError("serve takes no positional arguments\n" + help) }

        let server = try PlaygroundServer(configuration: configuration)
        let done = DispatchSemaphore(value: 0)
        let failure = FailureBox()
        Task {
            do {
                try await server.run { url in
                    // Unbuffered, so a script reading the pipe sees the URL at once.
                    FileHandle.standardOutput.write(Data("Shurufa playground: \(url.absoluteString)  (Ctrl-C stops it)\n".utf8))
                }
            } catch {
                failure.set("cannot serve on \(configuration.host):\(configuration.port): \(error)")
            }
            done.signal()
        }
        done.wait()
        if let message = failure.message {
            printError("shurufa serve: \(message)")
            return 1
        }
        return 0
    }

    /// The real keyboard over the engine data and layouts shipped with Shurufa, opened once here
    /// (the Playground module never opens the engine itself).
    static func standardKeyboardFactory() throws -> PlaygroundKeyboardFactory {
        let engine: PinyinEngine
        do { engine = try PinyinEngine() } catch { throw UsageError("the pinyin engine's data cannot be opened: \(error)") }
        let library: LayoutLibrary
        do { library = try LayoutLibrary.standard() } catch { throw UsageError("the standard layouts cannot be read: \(error)") }
        return CoreKeyboard.factory(engine: engine, library: library)
    }
}

/// Carries a failure message out of the server's task.
private final class FailureBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: String?
    var message: String? { lock.withLock { stored } }
    func set(_ message: String) { lock.withLock { stored = message } }
}
