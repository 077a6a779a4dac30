#if os(Linux)
import CCurlLoader
import Foundation

/// The exchange on Linux: libcurl driven directly (`shurufa_http_perform` in CCurlLoader), not
/// through FoundationNetworking, whose URLSession queues every piece libcurl reads and stops late
/// (an endless chunked answer grew the process to gigabytes before its cap was noticed) and
/// cannot reach an IPv6 literal host. Here the body is counted where libcurl hands it over and
/// the transfer stops one byte past the limit, so an answer costs at most its limit in memory.
/// Each request runs on a thread of its own (the call blocks; Swift's cooperative threads must
/// not), and the awaiting task's cancellation stops it within about a second. An easy handle is
/// kept between requests, so its connection serves the next one.
final class CurlExchange: WebDAVExchange, @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [OpaquePointer] = []

    deinit {
        for http in idle { shurufa_http_close(http) }
    }

    func run(_ request: WebDAVRequest) async throws -> WebDAVAnswer {
        let cancellation = CurlCancellation()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                Thread { continuation.resume(with: Result { try self.perform(request, cancellation) }) }.start()
            }
        } onCancel: {
            cancellation.cancel()
        }
    }

    /// The request on this thread, to its end.
    private func perform(_ request: WebDAVRequest, _ cancellation: CurlCancellation) throws -> WebDAVAnswer {
        guard let http = lock.withLock({ idle.popLast() }) ?? shurufa_http_open() else {
            throw WebDAVFailure.other(shurufa_curl_unavailable_reason().map { String(cString: $0) } ?? "libcurl has no memory for a request")
        }
        defer { keep(http) }
        let lines = request.headers.map { strdup("\($0.key): \($0.value)") }
        defer { lines.forEach { free($0) } }
        let answer = request.method.withCString { method in
            request.url.absoluteString.withCString { url in
                lines.map { UnsafePointer($0) }.withUnsafeBufferPointer { headers in
                    (request.body ?? Data()).withUnsafeBytes { body in
                        var exchange = shurufa_http_request(
                            method: method, url: url, headers: headers.baseAddress, header_count: Int32(headers.count),
                            has_body: request.body == nil ? 0 : 1, body: body.baseAddress, body_length: body.count,
                            limit: request.limit, timeout_ms: max(1, Int(request.timeout * 1000)),
                            // Never a proxy to this machine: plain http carries the password in clear.
                            direct: LoopbackHost.contains(request.url.host ?? "") ? 1 : 0,
                            cancelled: cancellation.flag)
                        return shurufa_http_perform(http, &exchange)
                    }
                }
            }
        }
        switch answer.outcome {
        case SHURUFA_HTTP_ANSWERED:
            let mapping = answer.body_mapping
            let body = answer.body.map {
                Data(bytesNoCopy: $0, count: answer.body_length, deallocator: .custom { bytes, _ in shurufa_http_body_free(bytes, mapping) })
            }
            return WebDAVAnswer(status: answer.status, body: body ?? Data(), location: answer.location.map { String(cString: $0) })
        case SHURUFA_HTTP_TOO_LARGE: throw WebDAVRefusal.tooLarge(limit: request.limit)
        case SHURUFA_HTTP_HEAD_TOO_LARGE: throw WebDAVRefusal.headTooLarge(limit: Int(SHURUFA_HTTP_HEAD_LIMIT))
        case SHURUFA_HTTP_CANCELLED: throw CancellationError()
        case SHURUFA_HTTP_TIMED_OUT: throw WebDAVFailure.timedOut
        case SHURUFA_HTTP_CANNOT_CONNECT: throw WebDAVFailure.cannotConnect
        case SHURUFA_HTTP_NOT_HTTP: throw WebDAVFailure.notHTTP
        default: throw WebDAVFailure.other(answer.message.map { String(cString: $0) } ?? "libcurl failed")
        }
    }

    /// Keeps a handle for the next request (two at most: requests run one after another).
    private func keep(_ http: OpaquePointer) {
        let kept = lock.withLock {
            guard idle.count < 2 else { return false }
            idle.append(http)
            return true
        }
        if !kept { shurufa_http_close(http) }
    }
}

/// A request's cancel flag, in memory of its own: the task's cancellation sets it from any
/// thread, libcurl's progress calls read it on the transfer's.
private final class CurlCancellation: @unchecked Sendable {
    let flag: UnsafeMutablePointer<Int32>

    init() {
        flag = .allocate(capacity: 1)
        flag.initialize(to: 0)
    }

    deinit { flag.deallocate() }

    func cancel() { shurufa_http_cancel(flag) }
}
#endif
