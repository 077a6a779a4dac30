import Foundation
import KeyboardCore

/// The settings panel's 同步 request: the folder, its credentials, the passphrase, and the synced
/// settings the user changed on this page since its last sync (layout, shuangpin, script,
/// height.portrait, height.landscape), which go out with the sync. Read from the page's message
/// (`ClientMessage.decode`).
public struct SyncPanelRequest: Hashable, Codable, Sendable {
    /// The WebDAV folder (https, or http to this machine).
    public var remote: String
    /// The WebDAV user (may be empty).
    public var user = ""
    /// The WebDAV password (may be empty).
    public var password = ""
    /// The sync passphrase.
    public var passphrase: String
    /// Settings changed here since the last sync, by synced key.
    public var settings: [String: String] = [:]
}

/// What a sync did, for the panel: whether it all went, the report's lines, and the synced
/// settings after it (the page applies them).
public struct SyncPanelResult: Hashable, Codable, Sendable {
    /// Whether everything merged and went.
    public var ok: Bool
    /// The report, or why it failed.
    public var text: String
    /// The synced settings now, by key.
    public var settings: [String: String]

    /// A result.
    public init(ok: Bool, text: String, settings: [String: String] = [:]) {
        self.ok = ok
        self.text = text
        self.settings = settings
    }
}

/// Runs a session's sync: the host that made the keyboards (`shurufa serve`) gives one; the
/// Playground module never syncs by itself. It names the folder of the keyboard's own user
/// dictionary (the one its engine learns into); the service syncs that very dictionary, so the
/// merged words are in the next candidates.
public protocol PlaygroundSyncService: Sendable {
    /// Syncs the keyboard's dictionary in `directory` as `request` asks, within a few seconds.
    func sync(dictionaryIn directory: URL, _ request: SyncPanelRequest) async -> SyncPanelResult
}
