#if os(Linux)
import CCurlLoader
#endif
import Foundation
import Sync

/// The sync folder on a WebDAV server (Nextcloud, 坚果云, Synology, rclone): PROPFIND lists it
/// (with ETags), GET reads, PUT writes (with `If-None-Match: *` when only a new file will do),
/// DELETE removes, MKCOL makes the folder. HTTPS, or HTTP only to this machine (an IP literal in
/// 127.0.0.0/8, `::1` or `localhost`: `LoopbackHost`); basic authentication. It trusts no server:
/// a redirect is followed only within the folder's origin, and every answer's body has a cap (a
/// file's by `SyncFileSize`, a listing's `listingLimit`, any other answer's `answerLimit`),
/// counted as it arrives, chunked or not, and the transfer stopped past it (`WebDAVExchange`:
/// libcurl on Linux, URLSession on Apple platforms). A PUT counts as written only on a
/// 2xx answer; anything else (507 for a full quota, a cut connection, a timeout) is an error with
/// the status in words, and the sync sends the segment again next time.
public struct WebDAVTransport: SyncTransport {
    /// The most bytes of a folder listing (PROPFIND) read: some 30,000 files.
    public static let listingLimit = 16 << 20
    /// The most bytes of any other answer read (to PUT, DELETE, MKCOL: their bodies are not used).
    public static let answerLimit = 64 << 10
    /// The folder's URL (ending in `/`).
    public let folder: URL
    /// The most redirects followed for one request (each within the folder's origin).
    static let redirectLimit = 5
    private let authorization: String?
    private let timeout: TimeInterval
    private let exchange: any WebDAVExchange

    /// A transport to `folder`; `user` and `password` for basic authentication; `timeout` for each request.
    public init(folder: URL, user: String? = nil, password: String? = nil, timeout: TimeInterval = 30) throws {
        guard let scheme = folder.scheme?.lowercased(), scheme == "https" || scheme == "http", let host = folder.host else {
            throw SyncError.transport("\(folder.absoluteString): not an http(s) URL")
        }
        guard scheme == "https" || LoopbackHost.contains(host) else {
            throw SyncError.transport("\(folder.absoluteString): plain http only to this machine (127.x.x.x, ::1, localhost); use https")
        }
        #if os(Linux)
        if let reason = shurufa_curl_unavailable_reason() {
            throw SyncError.transport("WebDAV needs libcurl: \(String(cString: reason))")
        }
        exchange = CurlExchange()
        #else
        exchange = URLSessionExchange(timeout: timeout)
        #endif
        self.folder = folder.absoluteString.hasSuffix("/") ? folder : URL(string: folder.absoluteString + "/")!
        authorization = user.map { "Basic " + Data("\($0):\(password ?? "")".utf8).base64EncodedString() }
        self.timeout = timeout
    }

    /// The folder's files (made with MKCOL when the server has no such folder).
    public func list() async throws -> [RemoteFile] {
        let query = Data("""
            <?xml version="1.0" encoding="utf-8"?><propfind xmlns="DAV:"><prop><getetag/><getcontentlength/><resourcetype/></prop></propfind>
            """.utf8)
        let (status, body) = try await send("PROPFIND", folder, headers: ["Depth": "1", "Content-Type": "application/xml; charset=utf-8"],
                                            body: query, limit: Self.listingLimit)
        if status == 404 {
            // Nothing is made on a server that is not WebDAV (another service on a port of this
            // machine, a web site): its parent must answer PROPFIND as WebDAV first.
            try await confirmWebDAV(folder.deletingLastPathComponent())
            let (made, _) = try await send("MKCOL", folder, limit: Self.answerLimit)
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
        let (status, body) = try await send("PROPFIND", collection, headers: ["Depth": "0"], limit: Self.listingLimit)
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
        let (status, body) = try await send("GET", url(name), limit: SyncFileSize.limit(of: name))
        if status == 404 { throw SyncTransportMissing(name: name) }
        guard status == 200 else { throw Self.failure("cannot read \(name)", status) }
        return body
    }

    /// Writes a whole file with PUT; done only on a 2xx answer.
    public func write(_ name: String, _ data: Data, onlyIfAbsent: Bool) async throws {
        var headers = ["Content-Type": "application/octet-stream"]
        if onlyIfAbsent { headers["If-None-Match"] = "*" }
        let (status, _) = try await send("PUT", url(name), headers: headers, body: data, limit: Self.answerLimit)
        if status == 412 { throw SyncTransportConflict(name: name) }
        guard (200..<300).contains(status) else { throw Self.failure("cannot write \(name)", status) }
    }

    /// Removes a file.
    public func remove(_ name: String) async throws {
        let (status, _) = try await send("DELETE", url(name), limit: Self.answerLimit)
        guard (200..<300).contains(status) || status == 404 else { throw Self.failure("cannot remove \(name)", status) }
    }

    private func url(_ name: String) -> URL {
        folder.appendingPathComponent(name)
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

    /// One exchange, with redirects followed within the folder's origin (the credentials go
    /// along; another origin is refused unasked); every failure is `SyncError.transport` naming
    /// the method and the host.
    private func send(_ method: String, _ url: URL, headers: [String: String] = [:], body: Data? = nil, limit: Int) async throws -> (Int, Data) {
        let what = "\(method) \(folder.host ?? "the server")"
        var request = WebDAVRequest(method: method, url: url, headers: headers, body: body, limit: limit, timeout: timeout)
        if let authorization { request.headers["Authorization"] = authorization }
        do {
            for _ in 0...Self.redirectLimit {
                let answer = try await exchange.run(request)
                if answer.status == 401 || answer.status == 407 { throw WebDAVRefusal.credentialsRefused(status: answer.status) }
                guard (300..<400).contains(answer.status), let location = answer.location else { return (answer.status, answer.body) }
                let target = URL(string: location, relativeTo: request.url)?.absoluteURL
                guard let target, let origin = Origin(url), Origin(target) == origin else {
                    throw WebDAVRefusal.redirected(to: target?.absoluteString ?? location)
                }
                request.url = target
            }
            throw WebDAVRefusal.tooManyRedirects(Self.redirectLimit)
        } catch let refusal as WebDAVRefusal {
            let reason = switch refusal {
            case .tooLarge(let limit): "the answer is larger than \(limit) bytes: refused, not read further"
            case .headTooLarge(let limit): "the answer's head is larger than \(limit) bytes: refused, not read further"
            case .redirected(let target): "the server redirected to \(target): not followed (another host, port or scheme)"
            case .tooManyRedirects(let count): "the server redirected more than \(count) times: not followed further"
            case .credentialsRefused(let status): "HTTP \(status), the server refused the user name or password"
            }
            throw SyncError.transport("\(what): \(reason)")
        } catch let failure as WebDAVFailure {
            let reason = switch failure {
            case .timedOut: "no answer within \(Int(timeout)) s"
            case .cannotConnect: "cannot connect (is the server running?)"
            case .notHTTP: "it answered something that is not HTTP"
            case .other(let words): words
            }
            throw SyncError.transport("\(what): \(reason)")
        } catch let error where !(error is CancellationError) {
            throw SyncError.transport("\(what): \(error.localizedDescription)")
        }
    }
}
