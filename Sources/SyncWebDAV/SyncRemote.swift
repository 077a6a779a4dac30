import Foundation
import Sync

/// A sync folder as a person names it: an `https://` WebDAV folder (`http://` only to this
/// machine), or a folder path (iCloud Drive, a mounted share; also `file://`).
public enum SyncRemote {
    /// The transport for `remote`; a bad address is `SyncError.transport` with the reason.
    public static func transport(_ remote: String, user: String?, password: String?, timeout: Double) throws -> any SyncTransport {
        let lower = remote.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
            guard let url = URL(string: remote) else { throw SyncError.transport("'\(remote)' is not a URL") }
            return try WebDAVTransport(folder: url, user: user.flatMap { $0.isEmpty ? nil : $0 }, password: password, timeout: timeout)
        }
        guard !remote.isEmpty, !lower.contains("://") || lower.hasPrefix("file://") else {
            throw SyncError.transport("'\(remote)' is neither an http(s) WebDAV folder nor a folder path")
        }
        let path = lower.hasPrefix("file://") ? (URL(string: remote)?.path ?? "") : remote
        return FolderTransport(folder: URL(fileURLWithPath: path))
    }
}
