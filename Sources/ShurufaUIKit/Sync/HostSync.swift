#if canImport(UIKit)
import Foundation
import Sync
import SyncWebDAV
import UIKit
import UserDictionary

/// The host app's sync: when it is opened and from its settings, the dictionary in the App Group
/// container syncs with the user's iCloud Drive container or WebDAV folder. The keyboard extension
/// never syncs by itself (it has no network without Full Access, and must stay small); it re-reads
/// the dictionary when it next appears. Nothing syncs until the user set a passphrase and a place.
public struct HostSync: Sendable {
    /// Where the sync folder is.
    public enum Place: Sendable {
        /// The app's iCloud Drive container.
        case iCloud(containerIdentifier: String?)
        /// A WebDAV folder (https), with basic authentication.
        case webDAV(URL, user: String, password: String)
    }

    /// Where.
    public var place: Place
    /// The sync passphrase (the host keeps it in the Keychain).
    public var passphrase: String

    /// A sync of the user's dictionary.
    public init(place: Place, passphrase: String) {
        self.place = place
        self.passphrase = passphrase
    }

    /// Runs one sync of `dictionary` within `timeout` seconds; the report says what came in and went out.
    public func run(_ dictionary: UserDictionary, timeout: Double = 30) async throws -> SyncReport {
        let transport: any SyncTransport
        let remote: String
        switch place {
        case .iCloud(let identifier):
            guard let folder = CoordinatedFolderTransport.iCloud(containerIdentifier: identifier) else {
                throw SyncError.transport("iCloud Drive is off for this app (Settings → Apple ID → iCloud → iCloud Drive)")
            }
            transport = folder
            remote = "icloud:" + (identifier ?? "default")
        case let .webDAV(url, user, password):
            transport = try WebDAVTransport(folder: url, user: user, password: password, timeout: timeout)
            remote = url.absoluteString
        }
        let session = SyncSession(dictionary: dictionary, transport: transport, remote: remote, passphrase: passphrase)
        let report = try await session.run(timeout: timeout)
        try dictionary.refresh()
        return report
    }
}
#endif
