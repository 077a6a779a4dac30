import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import KeyboardCore
import Logging
import NIOCore
import VoiceNote

/// The playground's web server: serves the page and gives every WebSocket connection on `/ws` its
/// own keyboard session. A value: configure it, then `run()` (blocks) or `start()` (in the background).
public struct PlaygroundServer: Sendable {
    /// Where to listen and what to allow.
    public struct Configuration: Sendable {
        /// The address to bind; `127.0.0.1` unless told otherwise, so only this machine can connect.
        public var host: String
        /// The port; 0 picks a free one.
        public var port: Int
        /// Per-session caps: sessions, message sizes, event rates, document size, idle time.
        public var limits: SessionLimits
        /// The largest WebSocket frame the server reads at all; larger ones close that connection.
        /// Messages up to this size but over `limits.maxMessageBytes` get an error and the session goes on.
        public var maxFrameBytes: Int
        /// Seconds on a monotonic clock; injected so tests can control time.
        public var clock: @Sendable () -> Double
        /// Makes each session's keyboard (`CoreKeyboard.factory(engines:library:)` over an engine the
        /// host opened: `shurufa serve` opens it, the Playground module never does).
        public var makeKeyboard: PlaygroundKeyboardFactory
        /// Log level of the HTTP server's own messages.
        public var logLevel: Logger.Level
        /// The voice page's recorder limits (minimum 1 s, maximum 60 s, …).
        public var voice: RecorderConfiguration = .standard
        /// Header and idle timeouts and request-head sizes for every connection (`HTTPConnectionGuard`).
        public var http: HTTPLimits = .standard
        /// Runs the settings panel's 同步 (nil: the panel says this server does not sync).
        public var syncService: (any PlaygroundSyncService)?
        /// The keyboard settings the page's form offers, each with its label and choices (the core's
        /// declarations; a test adds one to see it on the page).
        public var settings: [KeyboardSetting] = KeyboardConfiguration.settings

        /// A configuration listening on `127.0.0.1:8080` with the standard limits unless told; only
        /// `makeKeyboard` is required.
        public init(
            makeKeyboard: @escaping PlaygroundKeyboardFactory, host: String = "127.0.0.1", port: Int = 8080,
            limits: SessionLimits = .standard, maxFrameBytes: Int = 1 << 16,
            clock: @escaping @Sendable () -> Double = PlaygroundServer.monotonicSeconds, logLevel: Logger.Level = .warning
        ) {
            self.host = host
            self.port = port
            self.limits = limits
            self.maxFrameBytes = maxFrameBytes
            self.clock = clock
            self.makeKeyboard = makeKeyboard
            self.logLevel = logLevel
        }
    }

    /// The configuration the server was made with.
    public let configuration: Configuration
    /// Open sessions and the session cap.
    public let registry: SessionRegistry
    private let assets: PlaygroundAssets
    /// The voice page's finished notes, served at `/voice/<id>.mp3`.
    public let voiceNotes = VoiceNoteStore()
    /// Open voice sessions, capped like the keyboard's (`limits.maxSessions`).
    public let voiceSessions: SessionRegistry
    /// The per-connection objects alive now (tests check each is freed when its connection ends).
    let census = ConnectionCensus()
    /// The sessions' word-list stores by their secret (`/words/import`, `/words/export`).
    let wordLists = WordListTokens()
    /// The themes pages imported (`/themes/import`), shared by every session.
    let importedThemes = ImportedThemes()
    /// The theme imports under way (`/themes/import`), bounded.
    var themeImports = ThemeImports()
    /// Makes a session (its keyboard, over the engine the host opened once and shares, and its
    /// document) at the session's first message.
    let makeSession: SessionConnection.SessionMaker
    /// What every new session shows before its first message, drawn once.
    let firstFrame: FirstFrame
    /// Where sessions' heavy work (recognition, long compositions, making a session) waits its
    /// turn, so light sessions always have a core (`WorkLanes`).
    let lanes = WorkLanes.forThisMachine()

    /// A server with the page's files and the keyboard's data loaded; fails if either is missing.
    public init(configuration: Configuration) throws {
        self.configuration = configuration
        FreedMemory.prepare()
        let limits = configuration.limits
        registry = SessionRegistry(
            maxSessions: limits.maxSessions, maxPending: limits.maxPendingSessions, maxPendingPerAddress: limits.maxPendingPerAddress,
            evictionGrace: limits.pendingGrace, maxPerAddress: limits.maxSessionsPerAddress, idleGrace: limits.idleGraceWhenFull,
            clock: configuration.clock)
        voiceSessions = SessionRegistry(maxSessions: configuration.limits.maxSessions)
        assets = try PlaygroundAssets.load(settings: configuration.settings)
        let makeKeyboard = configuration.makeKeyboard
        let wordLists = wordLists
        let importedThemes = importedThemes
        let syncService = configuration.syncService
        makeSession = { now throws(PlaygroundError) in
            let session = try PlaygroundSession(limits: limits, now: now, makeKeyboard: makeKeyboard)
            if let store = session.wordListStore { session.wordListToken = wordLists.register(store) }
            session.syncService = syncService
            session.importedThemes = importedThemes
            return session
        }
        firstFrame = FirstFrame(makingSessionWith: makeSession, at: configuration.clock())
    }

    /// Seconds since an arbitrary start, never going backwards.
    public static let monotonicSeconds: @Sendable () -> Double = {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    /// Runs until the process gets SIGINT or SIGTERM (or the task is cancelled); calls `onReady`
    /// with the page's URL once listening.
    public func run(onReady: @escaping @Sendable (URL) -> Void = { _ in }) async throws {
        let app = makeApplication(onReady: onReady)
        let serving = Task.detached(priority: Self.priority) { try await app.runService() }
        // Awaited through a continuation: awaiting `serving.value` from a task of a higher priority
        // would raise the server's to it (measured: the pool of the host's priority did the work).
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                Task.detached(priority: Self.priority) { continuation.resume(with: await serving.result) }
            }
        } onCancel: {
            serving.cancel()
        }
    }

    /// The priority every task of the server runs at, whatever its host's is. Swift's tasks run on
    /// libdispatch's pool for their priority, a pool of a thread per core for each, and every
    /// thread keeps a cache of the job records it ran (see `FreedMemory`): one priority, not two
    /// (the host's main thread gave the server's tasks `.high`, the event loops' jobs `.medium`),
    /// is half the threads and half the cache. Measured with `bench playground-load`, RssAnon a
    /// second after every session closed: +9.2 MB with both priorities, +7.5 MB with one.
    static let priority = TaskPriority.medium

    /// Starts listening in the background and returns once the port is bound.
    public func start() async throws -> RunningPlaygroundServer {
        let ready = ReadySignal()
        let app = makeApplication { url in ready.resolve(.success(url)) }
        let task = Task(priority: Self.priority) {
            do {
                try await app.runService(gracefulShutdownSignals: [])
                ready.resolve(.failure(PlaygroundError(.unavailable, "the server stopped before it was ready")))
            } catch {
                ready.resolve(.failure(error))
            }
        }
        do {
            let url = try await ready.wait()
            return RunningPlaygroundServer(url: url, registry: registry, census: census, task: task)
        } catch {
            task.cancel()
            throw error
        }
    }

    private func makeApplication(onReady: @escaping @Sendable (URL) -> Void) -> some ApplicationProtocol {
        var logger = Logger(label: "shurufa.playground")
        logger.logLevel = configuration.logLevel
        let router = Router(context: BasicRequestContext.self)
        addPageRoutes(to: router)
        addVoiceNoteRoute(to: router)
        addWordListRoutes(to: router)
        addThemeRoutes(to: router)
        var webSockets = WebSocketRoutes(origins: OriginPolicy(configuredHost: configuration.host), census: census)
        webSockets.add("/ws", keyboardWebSocket())
        webSockets.add("/voice", voiceWebSocket())
        let host = configuration.host
        let channelConfiguration = HTTP1WebSocketUpgradeChannel.Configuration(
            ws: .init(maxFrameSize: configuration.maxFrameBytes, autoPing: .enabled(timePeriod: .seconds(30)), closeTimeout: .seconds(1),
                      // A text message that is not UTF-8 closes the connection with 1007 (RFC 6455 §8.1).
                      validateUTF8: true))
        let httpLimits = configuration.http
        let census = census
        let perAddress = AddressConnectionCap(limit: httpLimits.maxConnectionsPerAddress)
        let routes = webSockets
        // Hummingbird's HTTP/1 + WebSocket channel behind a guard that bounds every connection from its
        // first byte (Hummingbird's own idle timer starts only after a first request head). WebSocket
        // upgrades are decided by `WebSocketRoutes`, not the router (see there why).
        let server = HTTPServerBuilder { responder in
            GuardedHTTPChannel(
                inner: HTTP1WebSocketUpgradeChannel(responder: responder, configuration: channelConfiguration) { head, channel, _ in
                    routes.upgrade(head, channel: channel)
                },
                limits: httpLimits, census: census, perAddress: perAddress)
        }
        return PlaygroundApplication(
            responder: router.buildResponder(),
            server: server,
            configuration: .init(address: .hostname(host, port: configuration.port), serverName: "shurufa"),
            logger: logger,
            whenRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                let shown = host == "0.0.0.0" || host == "::" ? "127.0.0.1" : (host.contains(":") ? "[\(host)]" : host)
                onReady(URL(string: "http://\(shown):\(port)/")!)
            })
    }

    private func addPageRoutes(to router: Router<BasicRequestContext>) {
        let assets = assets
        for asset in assets.files {
            let paths = asset.name == "index.html" ? ["/", "/index.html"] : ["/" + asset.name]
            for path in paths {
                router.get(RouterPath(path)) { _, _ in
                    Response(
                        status: .ok,
                        headers: [.contentType: asset.contentType, .cacheControl: "no-cache"],
                        body: .init(byteBuffer: ByteBuffer(bytes: asset.data)))
                }
            }
        }
        let registry = registry
        router.get("/health") { _, _ in
            let open = await registry.count
            return Response(
                status: .ok, headers: [.contentType: "application/json"],
                body: .init(byteBuffer: ByteBuffer(string: "{\"sessions\":\(open),\"maxSessions\":\(registry.maxSessions)}")))
        }
    }
}

/// A server started with `PlaygroundServer.start()`: its URL, its sessions, and a way to stop it.
public struct RunningPlaygroundServer: Sendable {
    /// The page's URL (`http://127.0.0.1:PORT/`).
    public let url: URL
    /// The server's open sessions, for status and tests.
    public let registry: SessionRegistry
    /// The server's per-connection objects alive now.
    let census: ConnectionCensus
    let task: Task<Void, Never>

    /// The WebSocket URL (`ws://127.0.0.1:PORT/ws`).
    public var webSocketURL: URL {
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)!
        components.scheme = "ws"
        components.path = "/ws"
        return components.url!
    }

    /// The port the server listens on.
    public var port: Int { url.port ?? 0 }

    /// Stops the server and waits until it has.
    public func stop() async {
        task.cancel()
        await task.value
    }
}

/// Hands one result from the server's start-up to whoever waits for it; later results are ignored.
final class ReadySignal: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<URL, any Error>?
    private var waiter: CheckedContinuation<URL, any Error>?

    func resolve(_ value: Result<URL, any Error>) {
        lock.lock()
        guard result == nil else {
            lock.unlock()
            return
        }
        result = value
        let waiter = waiter
        self.waiter = nil
        lock.unlock()
        waiter?.resume(with: value)
    }

    func wait() async throws -> URL {
        try await withCheckedThrowingContinuation { continuation in
            lock.lock()
            if let result {
                lock.unlock()
                continuation.resume(with: result)
            } else {
                waiter = continuation
                lock.unlock()
            }
        }
    }
}
