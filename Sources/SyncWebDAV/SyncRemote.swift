import Foundation
import Sync

/// A sync folder as a person names it: an `https://` WebDAV folder (`http://` only to this
/// machine), or a folder path (iCloud Drive, a mounted share; also `file://`). Never a guess:
/// what starts like a URL (`http:/host/`, `HTTPS:host`, `webdav://…`, `ftp://…`) is read as one,
/// and refused with the form it should take, rather than made a folder of that name.
public enum SyncRemote {
    /// The transport for `remote`; a bad address is `SyncError.transport` with the reason.
    public static func transport(_ remote: String, user: String?, password: String?, timeout: Double) throws -> any SyncTransport {
        switch try Address(remote) {
        case .webDAV(let url):
            return try WebDAVTransport(folder: url, user: user.flatMap { $0.isEmpty ? nil : $0 }, password: password, timeout: timeout)
        case .folder(let path):
            return FolderTransport(folder: URL(fileURLWithPath: path))
        }
    }

    /// What a `--remote` (or the page's sync address) names: a WebDAV folder's URL or a folder's path.
    public enum Address: Equatable, Sendable {
        /// An `http(s)://` folder (scheme lowercased).
        case webDAV(URL)
        /// A folder path (from a path, or a `file://` URL).
        case folder(String)

        /// Reads `remote`; throws `SyncError.transport` naming what is wrong and the form to use.
        public init(_ remote: String) throws {
            guard !remote.isEmpty else { throw SyncError.transport("no sync folder named: an https:// WebDAV folder or a folder path") }
            guard let (scheme, rest) = Self.scheme(of: remote) else {
                self = .folder(remote)
                return
            }
            let slashes = rest.prefix { $0 == "/" }.count
            let body = rest.drop { $0 == "/" }
            switch scheme {
            case "http", "https":
                let written = "\(scheme)://\(body)"
                guard slashes == 2, !body.isEmpty, !body.hasPrefix("/") else {
                    throw SyncError.transport("'\(remote)' is not a URL: a WebDAV folder is written \(written)")
                }
                guard let url = URL(string: written), url.host?.isEmpty == false else {
                    throw SyncError.transport("'\(remote)' is not a URL: no host in it")
                }
                self = .webDAV(url)
            case "file":
                // file:///path (RFC 8089) or file:/path; the folder is the path.
                guard slashes == 1 || slashes == 3, let url = URL(string: "file:///\(body)"), !url.path.isEmpty else {
                    throw SyncError.transport("'\(remote)' is not a file URL: write file:///\(body) or the path /\(body)")
                }
                self = .folder(url.path)
            case "webdav", "dav":
                throw SyncError.transport("'\(remote)': a WebDAV folder is written http://\(body) (this machine) or https://\(body)")
            case "webdavs", "davs":
                throw SyncError.transport("'\(remote)': a WebDAV folder is written https://\(body)")
            default:
                throw SyncError.transport("'\(remote)': \(scheme): is not a way to sync; use an https:// WebDAV folder or a folder path")
            }
        }

        /// The scheme (lowercased) and what follows its colon, when `remote` starts like a URL: a
        /// scheme of two or more letters (a drive letter is one), then `:` and a slash, or one of
        /// the schemes a sync folder is named by whatever follows (`https:host/`).
        public static func scheme(of remote: String) -> (String, Substring)? {
            guard let colon = remote.firstIndex(of: ":") else { return nil }
            let name = remote[..<colon]
            guard name.count >= 2, let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic,
                  name.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)) })
            else { return nil }
            let scheme = name.lowercased(), rest = remote[remote.index(after: colon)...]
            guard rest.hasPrefix("/") || ["http", "https", "file", "webdav", "webdavs", "dav", "davs"].contains(scheme) else { return nil }
            return (scheme, rest)
        }
    }
}
