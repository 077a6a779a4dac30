import Foundation
@testable import Sync
import UserDictionary

/// The sequential model the convergence test checks the devices against: every change a device's
/// dictionary acknowledged, in the order it was made, applied one by one to plain dictionaries.
/// With clocks in step that order is the real one, the order the test made them in; with a
/// device's clock skewed it is the order of the times the dictionary stamped them with (read right
/// after each change), which the test checks is after every change that device had seen. Written
/// apart from the merge, with the plain rules: the last set of a word, phrase, setting or pick
/// wins, a removal clears the learning before it, each learning counts once.
struct SyncModel {
    enum Change: Equatable {
        case add(SyncWordKey, weight: Double)
        case remove(SyncWordKey)
        case learn(SyncWordKey)
        case phrase(text: String, code: String)
        case removePhrase(text: String)
        case setting(String, String)
        case choose(SyncChoiceKey)
        case forget(SyncChoiceKey)
        case keepEnglish(String)
        /// Learning a device did before it joined, as joining logs it: the count its row held,
        /// at the last time it learned (the dictionary keeps no history before joining).
        case learnedBeforeJoining(SyncWordKey, count: Double)
    }

    struct Made {
        /// The dictionary's stamp.
        var time: HybridTime
        var device: String
        /// Its place in the real order.
        var order: Int
        var change: Change
    }

    private(set) var made: [Made] = []

    /// A change a device's dictionary acknowledged, stamped `time`.
    mutating func record(_ device: String, _ change: Change, at time: HybridTime) {
        made.append(Made(time: time, device: device, order: made.count, change: change))
    }

    /// `placeholder`'s changes (a device that had not joined) become `device`'s, its learning
    /// as joining logs it: for each word, the learning since its last removal there, one change
    /// where it last learned it.
    mutating func join(_ placeholder: String, as device: String) {
        var collapsed: [Made] = []
        var learnedSince: [SyncWordKey: (count: Double, last: Made)] = [:]
        for item in made {
            guard item.device == placeholder else { collapsed.append(item); continue }
            var item = item
            item.device = device
            switch item.change {
            case let .learn(key): learnedSince[key] = ((learnedSince[key]?.count ?? 0) + 1, item)
            case let .remove(key):
                learnedSince[key] = nil
                collapsed.append(item)
            default: collapsed.append(item)
            }
        }
        for (key, learned) in learnedSince {
            var item = learned.last
            item.change = .learnedBeforeJoining(key, count: learned.count)
            collapsed.append(item)
        }
        made = collapsed.sorted { $0.order < $1.order }
    }

    /// The state all devices should hold: the changes replayed in the real order (`byStamp`: in
    /// the order of their stamps).
    func state(byStamp: Bool) -> ModelState {
        var words: [String: Double?] = [:]
        var learned: [String: Double] = [:]
        var phrases: [String: String?] = [:]
        var state = ModelState()
        let ordered = byStamp ? made.sorted { ($0.time, $0.device, $0.order) < ($1.time, $1.device, $1.order) } : made
        for item in ordered {
            switch item.change {
            case let .add(key, weight): words[name(key)] = weight
            case let .remove(key):
                words[name(key)] = .some(nil)
                learned[name(key)] = nil
            case let .learn(key): learned[name(key), default: 0] += 1
            case let .learnedBeforeJoining(key, count): learned[name(key), default: 0] += count
            case let .phrase(text, code): phrases[text] = code
            case let .removePhrase(text): phrases[text] = .some(nil)
            case let .setting(key, value): state.settings[key] = value
            case let .choose(key): state.choices.insert(key)
            case let .forget(key): state.choices.remove(key)
            case let .keepEnglish(word): state.keptEnglishWords.insert(word)
            }
        }
        state.deleted = Set(words.filter { $0.value == nil }.keys)
        for key in state.deleted { learned[key] = nil }
        state.words = words.compactMapValues { $0 }
        state.learned = learned
        state.phrases = phrases.compactMapValues { $0 }
        return state
    }

    func name(_ key: SyncWordKey) -> String { "\(key.text)|\(key.pinyin)" }
}

/// What the model says every device holds.
struct ModelState {
    var words: [String: Double] = [:]
    var deleted: Set<String> = []
    var learned: [String: Double] = [:]
    var phrases: [String: String] = [:]
    var settings: [String: String] = [:]
    var choices: Set<SyncChoiceKey> = []
    var keptEnglishWords: Set<String> = []
}
