import Foundation
@testable import Sync
import UserDictionary

/// The sequential model the convergence test checks the devices against: every change a device's
/// dictionary acknowledged, stamped with the time of the sync that captured it (the device's
/// hybrid time, its id, then the change's place on that device), applied one by one in stamp
/// order to plain dictionaries. Written apart from the merge, with the plain rules: the last set
/// of a word or phrase wins, a removal clears the learning before it, each learning counts once.
struct SyncModel {
    enum Change: Equatable {
        case add(SyncWordKey, weight: Double)
        case remove(SyncWordKey)
        case learn(SyncWordKey)
        case phrase(text: String, code: String)
        case removePhrase(text: String)
        case setting(String, String)
    }

    struct Stamped {
        var time: HybridTime
        var device: String
        var order: Int
        var change: Change
    }

    private(set) var captured: [Stamped] = []
    private var pending: [Int: [Change]] = [:]
    private var order = 0

    /// A change a device's dictionary acknowledged (not yet captured by a sync).
    mutating func record(_ device: Int, _ change: Change) {
        pending[device, default: []].append(change)
    }

    /// A sync of `device` captured its pending changes at `time`.
    mutating func captured(_ device: Int, id: String, at time: HybridTime) {
        for change in pending[device] ?? [] {
            order += 1
            captured.append(Stamped(time: time, device: id, order: order, change: change))
        }
        pending[device] = []
    }

    /// Changes acknowledged but never captured (a sync that captured nothing while some were pending).
    var uncaptured: Int { pending.values.map(\.count).reduce(0, +) }

    /// The state all devices should hold.
    func state() -> (words: [String: Double], deleted: Set<String>, learned: [String: Double], phrases: [String: String], settings: [String: String]) {
        var words: [String: Double?] = [:]
        var learned: [String: Double] = [:]
        var phrases: [String: String?] = [:]
        var settings: [String: String] = [:]
        for item in captured.sorted(by: { ($0.time, $0.device, $0.order) < ($1.time, $1.device, $1.order) }) {
            switch item.change {
            case let .add(key, weight): words[name(key)] = weight
            case let .remove(key):
                words[name(key)] = .some(nil)
                learned[name(key)] = nil
            case let .learn(key): learned[name(key), default: 0] += 1
            case let .phrase(text, code): phrases[text] = code
            case let .removePhrase(text): phrases[text] = .some(nil)
            case let .setting(key, value): settings[key] = value
            }
        }
        let deleted = Set(words.filter { $0.value == nil }.keys)
        for key in deleted { learned[key] = nil }
        return (words.compactMapValues { $0 }, deleted, learned, phrases.compactMapValues { $0 }, settings)
    }

    func name(_ key: SyncWordKey) -> String { "\(key.text)|\(key.pinyin)" }
}
