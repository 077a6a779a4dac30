import Foundation
import PinyinEngine
import Playground
import Sync
import SyncWebDAV
import UserDictionary

/// The playground's 同步 over `Sync`: the service `shurufa serve` gives its sessions. Each
/// session's keyboard has its own dictionary, so two pages are two devices; the settings the page
/// changed are written into the dictionary before the sync, and the synced ones come back.
public struct PlaygroundSyncAdapter: PlaygroundSyncService {
    /// Seconds one sync may take.
    public var timeout: Double
    /// scrypt's cost when a page makes a folder's vault (log2 N).
    public var vaultCost: Int

    /// The adapter.
    public init(timeout: Double = 20, vaultCost: Int = 15) {
        self.timeout = timeout
        self.vaultCost = vaultCost
    }

    /// Syncs the session's dictionary; every failure is a result with the reason.
    public func sync(_ dictionary: any UserLexiconSource, _ request: SyncPanelRequest) async -> SyncPanelResult {
        guard let dictionary = dictionary as? UserDictionary else {
            return SyncPanelResult(ok: false, text: "this keyboard's dictionary cannot sync")
        }
        guard !request.passphrase.isEmpty else { return SyncPanelResult(ok: false, text: "a passphrase is needed") }
        do {
            let changed = request.settings.filter { SyncedSettings.keys.contains($0.key) && $0.value.count <= 64 }
            if !changed.isEmpty { try SyncedSettings.write(changed.mapValues { Optional($0) }, to: dictionary) }
            let transport = try SyncRemote.transport(request.remote, user: request.user, password: request.password, timeout: timeout)
            let session = SyncSession(dictionary: dictionary, transport: transport, remote: request.remote,
                                      passphrase: request.passphrase, vaultCost: vaultCost)
            let report = try await session.run(timeout: timeout)
            return SyncPanelResult(ok: report.isComplete, text: report.description,
                                   settings: try SyncedSettings.read(from: dictionary).values)
        } catch {
            return SyncPanelResult(ok: false, text: "\(error)")
        }
    }
}
