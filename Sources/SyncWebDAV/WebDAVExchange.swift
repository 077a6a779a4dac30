import Foundation

/// What carries one request to the WebDAV server and its answer back: libcurl driven directly on
/// Linux (`CurlExchange`), URLSession on Apple platforms (`URLSessionExchange`). It follows no
/// redirect (a 3xx comes back with its target, for the transport's origin rule), reads no body
/// past the request's limit (counted as it arrives, and the transfer stopped there), and stops
/// when the task awaiting it is cancelled (`CancellationError`). Other failures are
/// `WebDAVRefusal` or `WebDAVFailure`, which the transport puts in words.
protocol WebDAVExchange: Sendable {
    func run(_ request: WebDAVRequest) async throws -> WebDAVAnswer
}

/// One request as the transport makes it.
struct WebDAVRequest: Sendable {
    var method: String
    var url: URL
    /// Header fields by name (Authorization, Depth, Content-Type, If-None-Match).
    var headers: [String: String] = [:]
    /// The bytes sent (a PUT's file, a PROPFIND's query), or none.
    var body: Data?
    /// The most bytes of the answer's body read.
    var limit: Int
    /// The whole exchange's time limit.
    var timeout: TimeInterval
}

/// The answer to one WebDAV request: its status, its body (at most the request's limit) and, for
/// a redirect, the target as the server gave it.
struct WebDAVAnswer {
    var status: Int
    var body: Data
    var location: String?
}

/// Why an exchange ended without an answer the transport may use.
enum WebDAVRefusal: Error {
    /// The body passed its limit (by `Content-Length`, or while it was read without one).
    case tooLarge(limit: Int)
    /// The answer's head (status and header lines) passed its limit.
    case headTooLarge(limit: Int)
    /// The server redirected to another origin (host, port or scheme), with the target.
    case redirected(to: String)
    /// The server redirected again and again within the origin.
    case tooManyRedirects(Int)
    /// The server challenged the credentials the request carried (HTTP 401, or 407 from a proxy): a refusal.
    case credentialsRefused(status: Int)
}

/// Why an exchange got no answer at all.
enum WebDAVFailure: Error {
    /// Nothing answered within the time limit.
    case timedOut
    /// Nothing accepted the connection.
    case cannotConnect
    /// The server answered something that is not HTTP.
    case notHTTP
    /// Anything else, in the words of the library that met it.
    case other(String)
}
