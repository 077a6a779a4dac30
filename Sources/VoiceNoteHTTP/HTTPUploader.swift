import Foundation
import VoiceNote
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Uploads each note with an HTTP POST of the MP3 body through URLSession (FoundationNetworking on
/// Linux). Headers carry the note's id as `Idempotency-Key` and `X-Voice-Note-ID` plus its sequence;
/// metadata goes in the query. 2xx is success, 408/429/5xx and network errors are worth retrying,
/// other statuses are permanent refusals.
public final class HTTPUploader: Uploader, @unchecked Sendable {
    /// Where notes are POSTed.
    public let endpoint: URL
    private let headers: [String: String]
    private let timeout: TimeInterval
    private let transfers = HTTPTransfers()
    private let session: URLSession

    /// An uploader to `endpoint` with extra headers (e.g. authorisation) and a per-request timeout.
    public init(endpoint: URL, headers: [String: String] = [:], timeout: TimeInterval = 30) {
        self.endpoint = endpoint
        self.headers = headers
        self.timeout = timeout
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout * 4
        session = URLSession(configuration: configuration, delegate: transfers, delegateQueue: nil)
    }

    deinit { session.invalidateAndCancel() }

    /// POSTs `item`'s MP3 file, reporting progress (0…1, 1 on success). Returns on 2xx; throws a
    /// transient `UploadError` for 408, 429, 5xx and network errors, a permanent one for a missing file
    /// or any other status; cancelling the task cancels the request.
    public func upload(_ item: UploadItem, progress: @escaping @Sendable (Double) -> Void) async throws {
        guard FileManager.default.fileExists(atPath: item.file.path) else {
            throw UploadError.permanent("\(item.file.path): file not found")
        }
        var request = URLRequest(url: url(for: item), cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = "POST"
        request.setValue("audio/mpeg", forHTTPHeaderField: "Content-Type")
        request.setValue(item.id.uuidString, forHTTPHeaderField: "Idempotency-Key")
        request.setValue(item.id.uuidString, forHTTPHeaderField: "X-Voice-Note-ID")
        request.setValue(String(item.sequence), forHTTPHeaderField: "X-Voice-Note-Sequence")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let body: Data
        do { body = try Data(contentsOf: item.file) } catch {
            throw UploadError.permanent("\(item.file.path): cannot read: \(error.localizedDescription)")
        }
        let task = session.uploadTask(with: request, from: body)
        let status = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Int, any Error>) in
                transfers.begin(task.taskIdentifier, progress: progress, completion: continuation)
                task.resume()
                if Task.isCancelled { task.cancel() }
            }
        } onCancel: {
            task.cancel()
        }
        switch status {
        case 200..<300: progress(1)
        case 408, 429, 500..<600: throw UploadError.transient("server answered HTTP \(status)")
        default: throw UploadError.permanent("server refused the upload: HTTP \(status)")
        }
    }

    private func url(for item: UploadItem) -> URL {
        guard !item.metadata.isEmpty, var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: false) else {
            return endpoint
        }
        components.queryItems = (components.queryItems ?? []) + item.metadata.sorted { $0.key < $1.key }.map {
            URLQueryItem(name: $0.key, value: $0.value)
        }
        return components.url ?? endpoint
    }
}

/// URLSession's delegate: routes progress and completion of each task to the upload waiting on it.
final class HTTPTransfers: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private struct Transfer {
        var progress: @Sendable (Double) -> Void
        var completion: CheckedContinuation<Int, any Error>
    }

    private let lock = NSLock()
    private var transfers: [Int: Transfer] = [:]

    func begin(_ id: Int, progress: @escaping @Sendable (Double) -> Void, completion: CheckedContinuation<Int, any Error>) {
        lock.withLock { transfers[id] = Transfer(progress: progress, completion: completion) }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64,
        totalBytesSent: Int64, totalBytesExpectedToSend: Int64
    ) {
        guard totalBytesExpectedToSend > 0, let transfer = lock.withLock({ transfers[task.taskIdentifier] }) else { return }
        transfer.progress(Double(totalBytesSent) / Double(totalBytesExpectedToSend))
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = lock.withLock({ transfers.removeValue(forKey: task.taskIdentifier) }) else { return }
        if let error {
            let cancelled = (error as? URLError)?.code == .cancelled
            transfer.completion.resume(throwing: cancelled ? CancellationError() : UploadError.transient("network: \(error.localizedDescription)"))
        } else if let response = task.response as? HTTPURLResponse {
            transfer.completion.resume(returning: response.statusCode)
        } else {
            transfer.completion.resume(throwing: UploadError.transient("no HTTP response"))
        }
    }
}
