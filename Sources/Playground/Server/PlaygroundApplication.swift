import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// The playground's Hummingbird application: Hummingbird's own `run()` less its date service.
/// That service formats the `Date` header on a timer once a second, for ever, and each tick is a
/// job on libdispatch's worker threads: a worker frees every job record it runs into a cache of
/// its own (up to 1,024 records a thread) and gives the cache back only when it exits, after 5 s
/// with nothing to run, which that tick never allowed. So the records cached during a load (made
/// on the event loops, scattered through the heap) kept their pages resident after every session
/// closed: about half of what `bench playground-load` found left (issue 32). Here the header is
/// formatted when a response needs it (`HTTPDate`), and a server with no session open runs
/// nothing at all, so its workers exit and the records are freed (`FreedMemory` trims after them).
struct PlaygroundApplication: ApplicationProtocol {
    let responder: RouterResponder<BasicRequestContext>
    let server: HTTPServerBuilder
    let configuration: ApplicationConfiguration
    let logger: Logger
    let whenRunning: @Sendable (any Channel) -> Void

    @Sendable func onServerRunning(_ channel: any Channel) async {
        whenRunning(channel)
    }

    /// Serves until the service group ends (what Hummingbird's `ApplicationProtocol.run()` does,
    /// with the `Date` header from `HTTPDate` instead of a timer).
    func run() async throws {
        let responder = responder
        let logger = logger
        let serverName = configuration.serverName
        // What Hummingbird's own `run()` tells its server (it makes this only inside Hummingbird).
        let serverConfiguration = ServerConfiguration(
            address: configuration.address, serverName: serverName, backlog: configuration.backlog,
            reuseAddress: configuration.reuseAddress, availableConnectionsDelegate: configuration.availableConnectionsDelegate)
        let service = try server.buildServer(
            configuration: serverConfiguration, eventLoopGroup: eventLoopGroup, logger: logger,
            responder: { request, writer, channel in
                let context = BasicRequestContext(
                    source: .init(channel: channel, logger: logger.with(metadataKey: "hb.request.id", value: .stringConvertible(RequestID()))))
                var response: Response
                do {
                    response = try await responder.respond(to: request, context: context)
                } catch let error as HTTPParserError {
                    // Hummingbird's channel answers a request it could not parse with a 400.
                    throw error
                } catch {
                    response = Response(status: .internalServerError)
                }
                response.headers[.date] = HTTPDate.now()
                if let serverName { response.headers[.server] = serverName }
                do {
                    try await writer.write(response: response.head, body: response.body)
                } catch is HTTPParserError {
                    // A parse error now must not make the channel write a second response.
                    throw ResponseAlreadyStarted()
                }
            },
            onServerRunning: onServerRunning)
        try await service.run()
    }

    private struct ResponseAlreadyStarted: Error {}
}

extension Logger {
    fileprivate func with(metadataKey key: String, value: Logger.MetadataValue) -> Logger {
        var logger = self
        logger[metadataKey: key] = value
        return logger
    }
}

/// The `Date` header's value (RFC 9110's IMF-fixdate, "Sun, 06 Nov 1994 08:49:37 GMT"), formatted
/// at most once a second and only when a response asks for it (see `PlaygroundApplication`).
enum HTTPDate {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var cached: (second: Int, text: String) = (-1, "")
    private static let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// Now, in the header's format.
    static func now() -> String {
        let second = time(nil)
        if let text = lock.withLock({ cached.second == second ? cached.text : nil }) { return text }
        let text = format(second)
        lock.withLock { cached = (second, text) }
        return text
    }

    /// `seconds` since 1970 (UTC) in the header's format.
    static func format(_ seconds: Int) -> String {
        var t = seconds, parts = tm()
        gmtime_r(&t, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(days[Int(parts.tm_wday)]), \(two(parts.tm_mday)) \(months[Int(parts.tm_mon)]) \(1900 + parts.tm_year) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
    }
}
