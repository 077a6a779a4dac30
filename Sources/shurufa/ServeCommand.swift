import ArgumentParser
import EnglishEngine
import Foundation
import KeyboardCore
import KeyboardLayout
import KeyboardUserDictionary
import ChineseEngine
import Playground
import PlaygroundSync

/// `shurufa serve`: the web playground, the keyboard in a browser (also what `shurufa` with no
/// arguments runs).
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "The web playground: the keyboard in a browser (what `shurufa` with no arguments runs).",
        discussion: """
            Serves the playground at http://HOST:PORT/ (default 127.0.0.1:8080; --port 0 picks a free port).
            Binds to 127.0.0.1 unless --host says otherwise (0.0.0.0 lets other machines in).
            """
    )

    @Option(help: "The address to bind.")
    var host: String = "127.0.0.1"
    @Option(help: "The port, 0…65535 (0 picks a free one).")
    var port: Int = 8080
    @Option(name: .customLong("max-sessions"), help: "Most sessions at once (default: \(SessionLimits.standard.maxSessions)).")
    var maxSessions: Int?
    @Option(name: .customLong("idle-timeout"), help: "Seconds before an idle session is closed (default: \(Int(SessionLimits.standard.idleTimeout))).")
    var idleTimeout: Double?
    @Option(name: .customLong("max-connections-per-address"),
            help: "Most TCP connections one client address holds at once (default: \(HTTPLimits.standard.maxConnectionsPerAddress)).")
    var maxConnectionsPerAddress: Int?

    func validate() throws {
        guard !host.isEmpty, !host.contains("/") else { throw UsageError("--host needs an address such as 127.0.0.1") }
        guard (0...65535).contains(port) else { throw UsageError("--port needs a number 0…65535, not '\(port)'") }
        if let maxSessions, maxSessions <= 0 { throw UsageError("--max-sessions needs a positive number") }
        if let idleTimeout, !(idleTimeout > 0 && idleTimeout.isFinite) { throw UsageError("--idle-timeout needs seconds > 0") }
        if let maxConnectionsPerAddress, maxConnectionsPerAddress <= 0 { throw UsageError("--max-connections-per-address needs a positive number") }
    }

    func run() throws {
        // The settings panel's 同步: each page's dictionary is a device of its own.
        let dictionaries = KeyboardDictionaries()
        var configuration = PlaygroundServer.Configuration(makeKeyboard: try Self.standardKeyboardFactory(listingIn: dictionaries))
        configuration.host = host
        configuration.port = port
        configuration.syncService = PlaygroundSyncAdapter(dictionaries: dictionaries)
        if let maxSessions { configuration.limits.maxSessions = maxSessions }
        if let idleTimeout { configuration.limits.idleTimeout = idleTimeout }
        if let maxConnectionsPerAddress { configuration.http.maxConnectionsPerAddress = maxConnectionsPerAddress }

        let server = try PlaygroundServer(configuration: configuration)
        let outcome = waitForTask {
            try await server.run { url in
                // Unbuffered, so a script reading the pipe sees the URL at once.
                FileHandle.standardOutput.write(Data("Shurufa playground: \(url.absoluteString)  (Ctrl-C stops it)\n".utf8))
            }
        }
        if case .failure(let error) = outcome {
            throw CommandFailure("cannot serve on \(configuration.host):\(configuration.port): \(error)")
        }
    }

    /// The real keyboard over the engine data and layouts shipped with Shurufa, opened once here
    /// (the Playground module never opens the engine or a dictionary itself); each session learns
    /// into a temporary user dictionary of its own, removed with it (listed in `dictionaries`, when
    /// given, for the 同步 panel).
    static func standardKeyboardFactory(listingIn dictionaries: KeyboardDictionaries? = nil) throws -> PlaygroundKeyboardFactory {
        let engine: ChineseEngine
        do { engine = try ChineseEngine().writingEnglishAsShipped() } catch { throw CommandFailure("the pinyin engine's data cannot be opened: \(error)") }
        let library: LayoutLibrary
        do { library = try LayoutLibrary.standard() } catch { throw CommandFailure("the standard layouts cannot be read: \(error)") }
        return CoreKeyboard.factory(engines: KeyboardUserDictionary.temporaryPerKeyboard(engine: engine, listedIn: dictionaries), library: library)
    }
}

