import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The answer to one WebDAV request: its status and its body (at most the request's limit).
struct WebDAVAnswer {
    var status: Int
    var body: Data
}

/// Why an exchange ended without an answer the transport may use.
enum WebDAVRefusal: Error {
    /// The body passed its limit (by `Content-Length`, or while it was read without one).
    case tooLarge(limit: Int)
    /// The server redirected to another origin (host, port or scheme), with the target.
    case redirected(to: String)
    /// The server challenged the credentials the request carried: a refusal.
    case credentialsRefused
}

/// URLSession's delegate for the WebDAV transport: it collects each task's body up to the task's
/// limit and stops the transfer at once past it (an endless answer costs the limit, not memory);
/// it follows a redirect only within the request's origin; it turns a credential challenge into
/// a refusal. Each task's outcome goes to the request waiting on it.
final class WebDAVExchanges: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private struct Exchange {
        var limit: Int
        var origin: Origin?
        var body = Data()
        var refusal: WebDAVRefusal?
        var completion: CheckedContinuation<WebDAVAnswer, any Error>
    }

    private let lock = NSLock()
    private var exchanges: [Int: Exchange] = [:]

    /// Runs `request` on `session` (whose delegate is `self`), with a body of at most `limit` bytes.
    func run(_ request: URLRequest, on session: URLSession, limit: Int) async throws -> WebDAVAnswer {
        let task = session.dataTask(with: request)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                lock.withLock {
                    exchanges[task.taskIdentifier] = Exchange(limit: limit, origin: Origin(request.url), completion: continuation)
                }
                task.resume()
                if Task.isCancelled { task.cancel() }
            }
        } onCancel: {
            task.cancel()
        }
    }

    /// Stops `task` for `refusal` (its completion then reports the refusal, not the cancel).
    private func refuse(_ task: URLSessionTask, _ refusal: WebDAVRefusal) {
        lock.withLock {
            exchanges[task.taskIdentifier]?.refusal = refusal
            exchanges[task.taskIdentifier]?.body = Data()
        }
        task.cancel()
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        let limit = lock.withLock { exchanges[dataTask.taskIdentifier]?.limit } ?? 0
        if response.expectedContentLength > Int64(limit) {
            refuse(dataTask, .tooLarge(limit: limit))
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let over = lock.withLock { () -> Int? in
            let id = dataTask.taskIdentifier
            guard let limit = exchanges[id]?.limit, let count = exchanges[id]?.body.count, exchanges[id]?.refusal == nil else { return nil }
            guard count + data.count <= limit else { return limit }
            // Appended in place: a copy of the exchange would copy the body at every chunk.
            exchanges[id]?.body.append(data)
            return nil
        }
        if let over { refuse(dataTask, .tooLarge(limit: over)) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        let origin = lock.withLock { exchanges[task.taskIdentifier]?.origin }
        if let origin, Origin(request.url) == origin {
            completionHandler(request)
        } else {
            lock.withLock { exchanges[task.taskIdentifier]?.refusal = .redirected(to: request.url?.absoluteString ?? "?") }
            completionHandler(nil)
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
                    completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        // The request carried its credentials already: a challenge is a refusal, reported at once
        // instead of waited on.
        lock.withLock { exchanges[task.taskIdentifier]?.refusal = .credentialsRefused }
        completionHandler(.cancelAuthenticationChallenge, nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let exchange = lock.withLock({ exchanges.removeValue(forKey: task.taskIdentifier) }) else { return }
        if let refusal = exchange.refusal {
            exchange.completion.resume(throwing: refusal)
        } else if let error {
            exchange.completion.resume(throwing: error)
        } else if let response = task.response as? HTTPURLResponse {
            exchange.completion.resume(returning: WebDAVAnswer(status: response.statusCode, body: exchange.body))
        } else {
            exchange.completion.resume(throwing: URLError(.badServerResponse))
        }
    }
}
