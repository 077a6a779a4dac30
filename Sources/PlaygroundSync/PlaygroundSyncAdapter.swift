import Foundation
import KeyboardCore
import KeyboardUserDictionary
import Playground
import Sync
import SyncWebDAV
import UserDictionary

/// The playground's 同步 over `Sync`: the service `shurufa serve` gives its sessions. Each
/// session's keyboard has its own dictionary, so two pages are two devices; the settings the page
/// changed are written into the dictionary before the sync, and the synced ones come back. A page
/// syncs only to a WebDAV folder (`https://`, or `http://` to this machine) or to a folder it
/// names (letters, digits, `-`, `_`) inside the server's own scratch space for its sessions: never
/// to a path or a `file:` URL of the server's machine.
public struct PlaygroundSyncAdapter: PlaygroundSyncService {
    /// The sessions' dictionaries (`KeyboardUserDictionary.temporaryPerKeyboard(engine:in:listedIn:)`
    /// lists them as it opens them): a keyboard's folder names the dictionary to sync.
    public var dictionaries: KeyboardDictionaries
    /// Seconds one sync may take.
    public var timeout: Double
    /// scrypt's cost when a page makes a folder's vault (log2 N).
    public var vaultCost: Int

    /// The adapter over the dictionaries of the sessions' keyboards.
    public init(dictionaries: KeyboardDictionaries, timeout: Double = 20, vaultCost: Int = 15) {
        self.dictionaries = dictionaries
        self.timeout = timeout
        self.vaultCost = vaultCost
    }

    /// Syncs the session's dictionary; every failure is a result with the reason.
    public func sync(dictionaryIn directory: URL, _ request: SyncPanelRequest) async -> SyncPanelResult {
        guard let dictionary = dictionaries.dictionary(in: directory) else {
            return SyncPanelResult(ok: false, text: "this keyboard's dictionary cannot sync")
        }
        guard !request.passphrase.isEmpty else { return SyncPanelResult(ok: false, text: "a passphrase is needed") }
        do {
            // The folder first: one refused changes nothing here.
            let transport = try Self.transport(request, scratch: KeyboardUserDictionary.sessionScratch(ofDictionaryAt: dictionary.path),
                                               timeout: timeout)
            // The synced settings the page changed, each checked by the keyboard's one settings value.
            try dictionary.storeSyncedSettings(request.settings.filter { KeyboardConfiguration.syncedKeys.contains($0.key) && $0.value.count <= 64 })
            let session = SyncSession(dictionary: dictionary, transport: transport, remote: request.remote,
                                      passphrase: request.passphrase, vaultCost: vaultCost)
            let report = try await session.run(timeout: timeout)
            return SyncPanelResult(ok: report.isComplete, text: report.description,
                                   settings: try dictionary.readableSyncedSettings())
        } catch {
            return SyncPanelResult(ok: false, text: "\(error)")
        }
    }

    /// The transport a page may use: a WebDAV folder, or a named folder in `scratch` (nil: the
    /// server has none); anything else is refused with what the panel takes.
    static func transport(_ request: SyncPanelRequest, scratch: URL?, timeout: Double) throws -> any SyncTransport {
        let remote = request.remote.trimmingCharacters(in: .whitespaces)
        // What starts like a URL is read as one (`http:/host/` refused with the form to write), and
        // only a WebDAV folder is the page's: never a path on this server.
        if SyncRemote.Address.scheme(of: remote) != nil {
            guard case .webDAV = try SyncRemote.Address(remote) else {
                throw SyncError.transport("the playground syncs to a WebDAV folder or a folder name, not to '\(remote.prefix(80))'")
            }
            return try SyncRemote.transport(remote, user: request.user, password: request.password, timeout: timeout)
        }
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
        guard (1...64).contains(remote.count), remote.unicodeScalars.allSatisfy(allowed.contains), let scratch else {
            throw SyncError.transport("the playground syncs to a WebDAV folder (https://…, or http:// to this machine) or to a folder "
                                      + "name (letters, digits, - and _) kept in this server's scratch space; not '\(remote.prefix(80))'")
        }
        return FolderTransport(folder: scratch.appendingPathComponent("sync-" + remote, isDirectory: true))
    }
}
