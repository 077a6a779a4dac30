import Foundation
import UserDictionary

/// The dictionary as the last sync left it: its tables, the id across devices of each phrase row,
/// and each phrase's place. Local changes are what differs from it now.
public struct SyncBase: Codable, Hashable, Sendable {
    /// The tables as written by the last sync.
    public var state = SyncedContents()
    /// Each phrase row's id across devices.
    public var phraseIDs: [Int64: String] = [:]
    /// Each phrase's place, by id across devices.
    public var positions: [String: Double] = [:]
    /// Nothing synced yet.
    public init() {}
}

/// What the dictionary holds that the last sync did not, as log changes, for the one sync that
/// has no change feed to read: a dictionary's first (against an empty base), or the first since a
/// sync of an earlier version (against the base it stored). A pure diff of the contents against
/// `SyncBase`, plus the removals journaled (so a word removed and added back between two syncs
/// still clears what other devices learned of it before). Removals come first, so a word added
/// back after one wins over it.
public struct ChangeCapture: Sendable {
    /// The changes, in the order they are stamped.
    public var changes: [SyncChange] = []
    /// Built-in phrases as the dictionary added them (and their places), new since the last sync:
    /// stamped at the zero time, so every device's copy is one phrase and any edit or removal of
    /// it, on any device, wins over a device that adds the defaults later.
    public var seeds: [SyncChange] = []
    /// The ids given to phrase rows new since the last sync.
    public var newPhraseIDs: [Int64: String] = [:]

    /// Compares `current` with `base` at `time`; `removed` are the journaled removals, `newID`
    /// makes an id for a new phrase.
    public init(base: SyncBase, current: SyncedContents, removed: [SyncWordKey], time: Double, halfLifeDays: Double,
                newID: () -> String) {
        let removedSet = Set(removed)
        var removedOnce: Set<SyncWordKey> = []
        for key in removed where removedOnce.insert(key).inserted { changes.append(.word(key, nil)) }
        captureWords(base.state, current, removedSet)
        captureCounts(base.state.learned, current.learned, cleared: { removedSet.contains($0) }, time: time, halfLifeDays: halfLifeDays) {
            .learned($0, delta: $1, at: time)
        }
        captureCounts(base.state.pairs, current.pairs, cleared: { removedSet.contains($0.previous) || removedSet.contains($0.next) },
                      time: time, halfLifeDays: halfLifeDays) { .pair($0, delta: $1, at: time) }
        capturePhrases(base, current, newID: newID)
        for key in Set(base.state.settings.keys).union(current.settings.keys).sorted()
        where base.state.settings[key] != current.settings[key] {
            changes.append(.setting(key: key, value: current.settings[key]))
        }
        let choices = current.choices ?? [:], baseChoices = base.state.choices ?? [:]
        for key in Set(baseChoices.keys).union(choices.keys).sorted() where baseChoices[key] != choices[key] {
            changes.append(.choice(key, chosen: choices[key]))
        }
        let baseKept = base.state.keptEnglishWords ?? [:]
        for (word, kept) in (current.keptEnglishWords ?? [:]).sorted(by: { $0.key < $1.key }) where baseKept[word] != kept {
            changes.append(.keptEnglishWord(word, kept: kept))
        }
        let baseRecents = base.state.emojiRecents ?? [:]
        for (emoji, use) in (current.emojiRecents ?? [:]).sorted(by: { $0.key < $1.key }) where baseRecents[emoji] != use {
            changes.append(.emojiRecent(emoji, used: use.used, tones: use.tones))
        }
    }

    private mutating func captureWords(_ base: SyncedContents, _ current: SyncedContents, _ removed: Set<SyncWordKey>) {
        let keys = Set(base.words.keys).union(current.words.keys).union(current.deleted.subtracting(base.deleted)).union(removed)
        for key in keys.sorted() {
            if let value = current.words[key] {
                if removed.contains(key) || base.words[key] != value { changes.append(.word(key, value)) }
            } else if !removed.contains(key), base.words[key] != nil || (current.deleted.contains(key) && !base.deleted.contains(key)) {
                changes.append(.word(key, nil))
            }
        }
    }

    /// A delta for each count that differs: what it is now less what it was (nothing of what it
    /// was when a removal cleared it since).
    private mutating func captureCounts<Key: Hashable & Comparable>(
        _ base: [Key: SyncedContents.Count], _ current: [Key: SyncedContents.Count], cleared: (Key) -> Bool,
        time: Double, halfLifeDays: Double, change: (Key, Double) -> SyncChange
    ) {
        for key in Set(base.keys).union(current.keys).sorted() where base[key] != current[key] || cleared(key) {
            let now = current[key]?.faded(to: time, halfLifeDays: halfLifeDays) ?? 0
            let before = cleared(key) ? 0 : base[key]?.faded(to: time, halfLifeDays: halfLifeDays) ?? 0
            if now - before != 0 { changes.append(change(key, now - before)) }
        }
    }

    private mutating func capturePhrases(_ base: SyncBase, _ current: SyncedContents, newID: () -> String) {
        let baseValues = Dictionary(base.state.phrases.map { ($0.rowID, $0.value) }, uniquingKeysWith: { a, _ in a })
        let currentRows = Set(current.phrases.map(\.rowID))
        for phrase in base.state.phrases where !currentRows.contains(phrase.rowID) {
            if let id = base.phraseIDs[phrase.rowID] { changes.append(.phrase(id: id, nil)) }
        }
        var order: [(id: String, old: Double?)] = []
        var seeded: Set<String> = []
        for phrase in current.phrases {
            let id: String
            if let known = base.phraseIDs[phrase.rowID] {
                id = known
            } else {
                id = phrase.syncID ?? newID()
                newPhraseIDs[phrase.rowID] = id
                let value = phrase.value
                if id == StoredPhrase.builtinID(value.text, value.code, value.group) { seeded.insert(id) }
            }
            if seeded.contains(id) {
                seeds.append(.phrase(id: id, phrase.value))
            } else if baseValues[phrase.rowID] != phrase.value || base.phraseIDs[phrase.rowID] == nil {
                changes.append(.phrase(id: id, phrase.value))
            }
            order.append((id, base.phraseIDs[phrase.rowID] == nil ? nil : base.positions[id]))
        }
        for (id, position) in PhrasePlaces.assign(order) {
            let change = SyncChange.phrasePosition(id: id, position: position)
            if seeded.contains(id) { seeds.append(change) } else { changes.append(change) }
        }
    }
}

/// Places for phrases in a new order: the longest run of phrases still in their old relative
/// order keep their places, and only the others get new ones between their neighbours, so a
/// device that moved one phrase does not overrule another's concurrent move of a different one.
enum PhrasePlaces {
    /// The new places of the phrases that need one, for `order` (each phrase's old place, nil for a new one).
    static func assign(_ order: [(id: String, old: Double?)]) -> [(String, Double)] {
        let kept = longestIncreasing(order.map(\.old))
        var result: [(String, Double)] = []
        var index = 0
        var low: Double? = nil
        while index < order.count {
            if kept.contains(index) {
                low = order[index].old
                index += 1
                continue
            }
            var end = index
            while end < order.count && !kept.contains(end) { end += 1 }
            let high = end < order.count ? order[end].old : nil
            let count = end - index
            for offset in 0..<count {
                let place: Double
                switch (low, high) {
                case let (low?, high?): place = low + (high - low) * Double(offset + 1) / Double(count + 1)
                case let (low?, nil): place = low + Double(offset + 1)
                case let (nil, high?): place = high - Double(count - offset)
                case (nil, nil): place = Double(offset)
                }
                result.append((order[index + offset].id, place))
            }
            if let high, let low, !(low < result[result.count - count].1 && result.last!.1 < high) {
                return renumbered(order)
            }
            low = result.last?.1
            index = end
        }
        return result
    }

    /// Every phrase placed at its index (when the gaps between places ran out of precision).
    private static func renumbered(_ order: [(id: String, old: Double?)]) -> [(String, Double)] {
        order.enumerated().compactMap { index, item in item.old == Double(index) ? nil : (item.id, Double(index)) }
    }

    /// The indices of a longest strictly increasing subsequence of the known places.
    static func longestIncreasing(_ values: [Double?]) -> Set<Int> {
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            guard let value else { continue }
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]]! < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var result: Set<Int> = []
        var index = tails.last ?? -1
        while index >= 0 {
            result.insert(index)
            index = previous[index]
        }
        return result
    }
}
