import Foundation
import UserDictionary

/// What every device's logs say together: a pure function of the set of changes, so any order of
/// reading them (and reading one twice) gives the same state.
///
/// - A word, a phrase, a phrase's place and a setting: the change with the greatest stamp wins
///   (last writer wins on the hybrid clock); a removal is a tombstone that stays.
/// - Learning: each device's deltas add up. A word's removal clears what was learned of it
///   before the removal (by stamp), and of the pairs it is in.
public struct SyncMerge: Sendable {
    /// A last-writer-wins register.
    public struct Register<Value: Hashable & Sendable>: Hashable, Sendable {
        /// The winning change's stamp.
        public var stamp: SyncStamp
        /// Its value (nil: removed).
        public var value: Value?
    }

    /// One device's delta of learning.
    public struct Delta: Hashable, Sendable {
        /// The change's stamp.
        public var stamp: SyncStamp
        /// Picks added (negative: forgotten).
        public var amount: Double
        /// Where its fading starts (seconds since 1970).
        public var at: Double
    }

    /// Each word's register.
    public private(set) var words: [SyncWordKey: Register<SyncWordValue>] = [:]
    /// Each word's latest removal (learning before it is cleared).
    public private(set) var removals: [SyncWordKey: SyncStamp] = [:]
    /// Each learned word's deltas.
    public private(set) var learned: [SyncWordKey: [Delta]] = [:]
    /// Each learned pair's deltas.
    public private(set) var pairs: [SyncPairKey: [Delta]] = [:]
    /// Each phrase's register, by id.
    public private(set) var phrases: [String: Register<SyncPhraseValue>] = [:]
    /// Each phrase's place.
    public private(set) var positions: [String: Register<Double>] = [:]
    /// Each setting.
    public private(set) var settings: [String: Register<String>] = [:]
    /// Each remembered pick (its value: when it was made).
    public private(set) var choices: [SyncChoiceKey: Register<Double>] = [:]
    /// Each kept English word (its value: when it was kept).
    public private(set) var keptEnglishWords: [String: Register<Double>] = [:]
    /// Each emoji recent.
    public private(set) var emojiRecents: [String: Register<SyncedContents.EmojiUse>] = [:]
    /// Every change's id seen, so a change read twice counts once.
    private var seen: Set<OperationID> = []

    private struct OperationID: Hashable { var device: String, sequence: UInt64 }

    /// The state of no changes.
    public init() {}

    /// The state of `operations`, in any order.
    public init(_ operations: some Sequence<SyncOperation>) {
        for operation in operations { apply(operation) }
    }

    /// Folds in one change (commutative, idempotent).
    public mutating func apply(_ operation: SyncOperation) {
        guard seen.insert(OperationID(device: operation.device, sequence: operation.sequence)).inserted else { return }
        let stamp = operation.stamp
        switch operation.change {
        case let .word(key, value):
            Self.set(&words[key], stamp, value)
            if value == nil, removals[key].map({ $0 < stamp }) ?? true { removals[key] = stamp }
        case let .learned(key, delta, at):
            learned[key, default: []].append(Delta(stamp: stamp, amount: delta, at: at))
        case let .pair(key, delta, at):
            pairs[key, default: []].append(Delta(stamp: stamp, amount: delta, at: at))
        case let .phrase(id, value):
            Self.set(&phrases[id], stamp, value)
        case let .phrasePosition(id, position):
            Self.set(&positions[id], stamp, position)
        case let .setting(key, value):
            Self.set(&settings[key], stamp, value)
        case let .choice(key, chosen):
            Self.set(&choices[key], stamp, chosen)
        case let .keptEnglishWord(word, kept):
            Self.set(&keptEnglishWords[word], stamp, kept)
        case let .emojiRecent(emoji, used, tones):
            Self.set(&emojiRecents[emoji], stamp, SyncedContents.EmojiUse(used: used, tones: tones))
        }
    }

    private static func set<Value>(_ register: inout Register<Value>?, _ stamp: SyncStamp, _ value: Value?) {
        if register.map({ $0.stamp < stamp }) ?? true { register = Register(stamp: stamp, value: value) }
    }

    /// A word's learned count at `time`, faded by `halfLifeDays`: the deltas after its latest
    /// removal (and, with `also`, after the other word's), summed in stamp order (so the sum is
    /// the same bits in any reading order).
    static func count(_ deltas: [Delta], after removal: SyncStamp?, time: Double, halfLifeDays: Double) -> Double {
        deltas.sorted { $0.stamp < $1.stamp }
            .filter { delta in removal.map { $0 < delta.stamp } ?? true }
            .reduce(0) { $0 + SyncedContents.Count(count: $1.amount, updated: $1.at).faded(to: time, halfLifeDays: halfLifeDays) }
    }

    /// The later of two optional stamps.
    static func later(_ a: SyncStamp?, _ b: SyncStamp?) -> SyncStamp? {
        switch (a, b) {
        case let (a?, b?): max(a, b)
        case let (a?, nil): a
        default: b
        }
    }

    /// The state as the dictionary holds it at `time`.
    public func state(time: Double, halfLifeDays: Double) -> SyncedState {
        var state = SyncedState()
        for (key, register) in words {
            if let value = register.value { state.words[key] = value } else { state.deleted.insert(key) }
        }
        for (key, deltas) in learned {
            let count = Self.count(deltas, after: removals[key], time: time, halfLifeDays: halfLifeDays)
            if count > SyncedState.smallestCount { state.learned[key] = count }
        }
        for (key, deltas) in pairs {
            let removal = Self.later(removals[key.previous], removals[key.next])
            let count = Self.count(deltas, after: removal, time: time, halfLifeDays: halfLifeDays)
            if count > SyncedState.smallestCount { state.pairs[key] = count }
        }
        for (id, register) in phrases {
            guard let value = register.value else { continue }
            state.phrases.append(SyncedState.Phrase(id: id, value: value, position: positions[id]?.value ?? 0))
        }
        state.phrases.sort { ($0.position, $0.id) < ($1.position, $1.id) }
        for (key, register) in settings {
            if let value = register.value { state.settings[key] = value }
        }
        state.choices = choices.compactMapValues(\.value)
        state.keptEnglishWords = keptEnglishWords.compactMapValues(\.value)
        state.emojiRecents = emojiRecents.compactMapValues(\.value)
        return state
    }
}
