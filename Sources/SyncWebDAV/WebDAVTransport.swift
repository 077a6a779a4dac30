import CCurlLoader
import Foundation
import Sync
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The sync folder on a WebDAV server (Nextcloud, 坚果云, Synology, rclone): PROPFIND lists it
/// (with ETags), GET reads, PUT writes (with `If-None-Match: *` when only a new file will do),
/// DELETE removes, MKCOL makes the folder. HTTPS, or HTTP only to this machine (an IP literal in
/// 127.0.0.0/8, `::1` or `localhost`: `LoopbackHost`); basic authentication. It trusts no server:
/// a redirect is followed only within the folder's origin, and every answer's body has a cap (a
/// file's by `SyncFileSize`, a listing's `listingLimit`, any other answer's `answerLimit`), read
/// without `Content-Length` up to the cap and refused past it. A PUT counts as written only on a
/// 2xx answer; anything else (507 for a full quota, a cut connection, a timeout) is an error with
/// the status in words, and the sync sends the segment again next time.
public struct WebDAVTransport: SyncTransport {
    /// The most bytes of a folder listing (PROPFIND) read: some 30,000 files.
    public static let listingLimit = 16 << 20
    /// The most bytes of any other answer read (to PUT, DELETE, MKCOL: their bodies are not used).
    public static let answerLimit = 64 << 10
    /// The folder's URL (ending in `/`).
    public let folder: URL
    private let authorization: String?
    private let timeout: TimeInterval
    private let session: URLSession
    private let exchanges = WebDAVExchanges()

    /// A transport to `folder`; `user` and `password` for basic authentication; `timeout` for each request.
    public init(folder: URL, user: String? = nil, password: String? = nil, timeout: TimeInterval = 30) throws {
        guard let scheme = folder.scheme?.lowercased(), scheme == "https" || scheme == "http", let host = folder.host else {
            throw SyncError.transport("\(folder.absoluteString): not an http(s) URL")
        }
        guard scheme == "https" || LoopbackHost.contains(host) else {
            throw SyncError.transport("\(folder.absoluteString): plain http only to this machine (127.x.x.x, ::1, localhost); use https")
        }
        if let reason = shurufa_curl_unavailable_reason() {
            throw SyncError.transport("WebDAV needs libcurl: \(String(cString: reason))")
        }
        self.folder = folder.absoluteString.hasSuffix("/") ? folder : URL(string: folder.absoluteString + "/")!
        authorization = user.map { "Basic " + Data("\($0):\(password ?? "")".utf8).base64EncodedString() }
        self.timeout = timeout
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.urlCache = nil
        // Credentials go in the Authorization header; a challenge means they were refused: it is
        // cancelled (URLSession would otherwise wait on it) and reported as the server's refusal.
        session = URLSession(configuration: configuration, delegate: exchanges, delegateQueue: nil)
    }

    /// The folder's files (made with MKCOL when the server has no such folder).
    public func list() async throws -> [RemoteFile] {
        var request = request(folder, method: "PROPFIND")
        request.setValue("1", forHTTPHeaderField: "Depth")
        request.setValue("application/xml; charset=utf-8", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data("""
            <?xml version="1.0" encoding="utf-8"?><propfind xmlns="DAV:"><prop><getetag/><getcontentlength/><resourcetype/></prop></propfind>
            """.utf8)
        let (status, body) = try await send(request, limit: Self.listingLimit)
        if status == 404 {
            // Nothing is made on a server that is not WebDAV (another service on a port of this
            // machine, a web site): its parent must answer PROPFIND as WebDAV first.
            try await confirmWebDAV(folder.deletingLastPathComponent())
            let (made, _) = try await send(self.request(folder, method: "MKCOL"), limit: Self.answerLimit)
            guard (200..<300).contains(made) else { throw Self.failure("cannot make the folder", made) }
            return []
        }
        guard status == 207 else { throw Self.notWebDAV(status) ?? Self.failure("cannot list the folder", status) }
        guard let entries = PropfindResponse.parse(body) else {
            throw SyncError.transport("the server's folder listing is not WebDAV (PROPFIND answered \(body.count) bytes that are not a multistatus); nothing was written there")
        }
        let base = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
        return entries.compactMap { entry in
            guard !entry.isCollection else { return nil }
            let path = URL(string: entry.href)?.path ?? entry.href.removingPercentEncoding ?? entry.href
            guard path.hasPrefix(base) || !entry.href.hasPrefix("/") else { return nil }
            let name = (path as NSString).lastPathComponent
            guard !name.isEmpty, !name.hasPrefix(".") else { return nil }
            return RemoteFile(name: name, tag: entry.etag ?? "size:\(entry.length ?? -1)", size: entry.length ?? -1)
        }
    }

    /// Throws unless `collection` answers PROPFIND (its own properties) as a WebDAV server does: 207
    /// with a multistatus body.
    private func confirmWebDAV(_ collection: URL) async throws {
        var request = request(collection, method: "PROPFIND")
        request.setValue("0", forHTTPHeaderField: "Depth")
        let (status, body) = try await send(request, limit: Self.listingLimit)
        guard status == 207, PropfindResponse.parse(body) != nil else {
            throw Self.notWebDAV(status) ?? SyncError.transport(
                "\(collection.absoluteString) does not answer as a WebDAV server (PROPFIND: HTTP \(status)); nothing was written there")
        }
    }

    /// The refusal for a listing's status that no WebDAV server gives a PROPFIND (a web site's or
    /// another service's answer), or nil for one a WebDAV server may give.
    private static func notWebDAV(_ status: Int) -> SyncError? {
        guard [200, 400, 405, 501].contains(status) else { return nil }
        return SyncError.transport("the server does not answer as WebDAV (PROPFIND: HTTP \(status)), so nothing was written there: is this the address of a WebDAV folder?")
    }

    /// A file's bytes.
    public func read(_ name: String) async throws -> Data {
        let (status, body) = try await send(request(url(name), method: "GET"), limit: SyncFileSize.limit(of: name))
        if status == 404 { throw SyncTransportMissing(name: name) }
        guard status == 200 else { throw Self.failure("cannot read \(name)", status) }
        return body
    }

    /// Writes a whole file with PUT; done only on a 2xx answer.
    public func write(_ name: String, _ data: Data, onlyIfAbsent: Bool) async throws {
        var request = request(url(name), method: "PUT")
        request.setValue("application/octet-stream", forHTTPHeaderField: "Content-Type")
        if onlyIfAbsent { request.setValue("*", forHTTPHeaderField: "If-None-Match") }
        request.httpBody = data
        let (status, _) = try await send(request, limit: Self.answerLimit)
        if status == 412 { throw SyncTransportConflict(name: name) }
        guard (200..<300).contains(status) else { throw Self.failure("cannot write \(name)", status) }
    }

    /// Removes a file.
    public func remove(_ name: String) async throws {
        let (status, _) = try await send(request(url(name), method: "DELETE"), limit: Self.answerLimit)
        guard (200..<300).contains(status) || status == 404 else { throw Self.failure("cannot remove \(name)", status) }
    }

    private func url(_ name: String) -> URL {
        folder.appendingPathComponent(name)
    }

    private func request(_ url: URL, method: String) -> URLRequest {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = method
        if let authorization { request.setValue(authorization, forHTTPHeaderField: "Authorization") }
        return request
    }

    private static func failure(_ what: String, _ status: Int) -> SyncError {
        let meaning: String = switch status {
        case 401, 403: "the server refused the user name or password"
        case 404: "no such folder"
        case 409: "the folder's parent does not exist"
        case 507: "the server is out of space (quota full)"
        case 500..<600: "the server failed"
        default: "unexpected answer"
        }
        return SyncError.transport("\(what): HTTP \(status), \(meaning)")
    }

    /// One exchange; every failure is `SyncError.transport` naming the method and the host.
    private func send(_ request: URLRequest, limit: Int) async throws -> (Int, Data) {
        let what = "\(request.httpMethod ?? "") \(folder.host ?? "the server")"
        do {
            let answer = try await exchanges.run(request, on: session, limit: limit)
            return (answer.status, answer.body)
        } catch let refusal as WebDAVRefusal {
            switch refusal {
            case .tooLarge(let limit):
                throw SyncError.transport("\(what): the answer is larger than \(limit) bytes: refused, not read further")
            case .redirected(let target):
                throw SyncError.transport("\(what): the server redirected to \(target): not followed (another host, port or scheme)")
            case .credentialsRefused:
                throw SyncError.transport("\(what): HTTP 401, the server refused the user name or password")
            }
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            let code = (error as? URLError)?.code
            let reason = code == .timedOut ? "no answer within \(Int(timeout)) s"
                : code == .cannotConnectToHost ? "cannot connect (is the server running?)"
                : code == .userAuthenticationRequired ? "HTTP 401, the server refused the user name or password"
                : code == .badServerResponse ? "it answered something that is not HTTP"
                : error.localizedDescription
            throw SyncError.transport("\(what): \(reason)")
        }
    }
}
