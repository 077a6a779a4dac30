import Foundation
import UserDictionary

/// Why a sync stopped, or why one file was refused.
public enum SyncError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The passphrase does not open the folder's vault; nothing was read or written.
    case wrongPassphrase
    /// The vault file is unreadable.
    case badVault(String)
    /// A file failed to decrypt or decode; it was not merged.
    case refusedFile(name: String, reason: String)
    /// The remote could not be reached or answered wrongly.
    case transport(String)
    /// The sync ran past its time limit before its merge: nothing changed here.
    case timedOut(seconds: Double)
    /// The sync ran past its time limit after its merge (kept here, as `report` says); what was
    /// not sent goes at the next sync.
    case timedOutAfterMerge(seconds: Double, report: SyncReport)
    /// This dictionary already syncs with another remote.
    case otherRemote(known: String, asked: String)
    /// The sync's own records in the dictionary hold a value it cannot go on from (a counter past
    /// what it can number); nothing was changed.
    case badLedger(String)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .wrongPassphrase: "wrong passphrase: it does not open this sync folder's vault (nothing was changed)"
        case .badVault(let reason): "the sync folder's vault is unreadable: \(reason)"
        case let .refusedFile(name, reason): "refused \(name): \(reason)"
        case .transport(let reason): reason
        case .timedOut(let seconds): "gave up after \(seconds) s: the server did not answer in time (nothing was changed here)"
        case let .timedOutAfterMerge(seconds, report):
            "gave up after \(seconds) s while sending: this sync's merge was kept here (from your other devices: \(report.received); "
                + "changed here: \(report.captured)); what was not sent goes at the next sync"
        case let .otherRemote(known, asked): "this dictionary syncs with \(known), not \(asked)"
        case .badLedger(let reason): "this dictionary's sync records cannot be used: \(reason) (nothing was changed)"
        }
    }
}
