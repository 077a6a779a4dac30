#if !os(Linux)
import Foundation

/// The exchange on Apple platforms: URLSession, with a delegate (`URLSessionTasks`) that counts
/// each body against its limit, refuses redirects (the transport follows them) and turns a
/// credential challenge into a refusal.
struct URLSessionExchange: WebDAVExchange {
    private let session: URLSession
    private let tasks = URLSessionTasks()

    init(timeout: TimeInterval) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.urlCache = nil
        // Credentials go in the Authorization header; a challenge means they were refused: it is
        // cancelled (URLSession would otherwise wait on it) and reported as the server's refusal.
        session = URLSession(configuration: configuration, delegate: tasks, delegateQueue: nil)
    }

    func run(_ request: WebDAVRequest) async throws -> WebDAVAnswer {
        var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: request.timeout)
        urlRequest.httpMethod = request.method
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        urlRequest.httpBody = request.body
        do {
            return try await tasks.run(urlRequest, on: session, limit: request.limit)
        } catch let error as URLError {
            switch error.code {
            case .cancelled where Task.isCancelled: throw CancellationError()
            case .timedOut: throw WebDAVFailure.timedOut
            case .cannotConnectToHost: throw WebDAVFailure.cannotConnect
            case .badServerResponse: throw WebDAVFailure.notHTTP
            case .userAuthenticationRequired: throw WebDAVRefusal.credentialsRefused(status: 401)
            default: throw WebDAVFailure.other(error.localizedDescription)
            }
        }
    }
}

/// URLSession's delegate for `URLSessionExchange`: it collects each task's body up to the task's
/// limit and stops the transfer past it; it declines every redirect, so the task ends with the
/// 3xx and its target; it turns a credential challenge into a refusal. Each task's outcome goes
/// to the request waiting on it.
final class URLSessionTasks: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private struct Exchange {
        var limit: Int
        var body = Data()
        var location: String?
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
                lock.withLock { exchanges[task.taskIdentifier] = Exchange(limit: limit, completion: continuation) }
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
        // Declined: the task ends with the 3xx, and the transport decides whether to follow it.
        lock.withLock { exchanges[task.taskIdentifier]?.location = request.url?.absoluteString }
        completionHandler(nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
                    completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        // The request carried its credentials already: a challenge is a refusal, reported at once
        // instead of waited on.
        let status = (challenge.failureResponse as? HTTPURLResponse)?.statusCode ?? 401
        lock.withLock { exchanges[task.taskIdentifier]?.refusal = .credentialsRefused(status: status) }
        completionHandler(.cancelAuthenticationChallenge, nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let exchange = lock.withLock({ exchanges.removeValue(forKey: task.taskIdentifier) }) else { return }
        if let refusal = exchange.refusal {
            exchange.completion.resume(throwing: refusal)
        } else if let error {
            exchange.completion.resume(throwing: error)
        } else if let response = task.response as? HTTPURLResponse {
            exchange.completion.resume(returning: WebDAVAnswer(status: response.statusCode, body: exchange.body, location: exchange.location))
        } else {
            exchange.completion.resume(throwing: URLError(.badServerResponse))
        }
    }
}
#endif
