import Foundation
import UserDictionary

/// What a device did before it joined sync, each change at the time it was made, so it is
/// ordered against what other devices did since (the edit made last wins, whichever device
/// joined when): a word removed here before another device added it stays added there.
///
/// A word's removal is logged at its time even when the word was added back since (the removal
/// clears the learning before it, on every device). The time of each other change, in this
/// order: the last edit the dictionary kept of that thing before joining (`UnsyncedEdit`: what
/// leaves no dated row, a phrase's edit, place or removal, a setting, a pick forgotten); else what
/// its row says (a word's last use, a removal's time, learning's last update, a pick's, a kept
/// word's, an emoji's last use); else the moment of joining. No time is later
/// than joining (a clock that was ahead then is not believed), and none is at the zero time of
/// the built-in phrases.
public struct JoinCapture: Sendable {
    /// The changes with their times, in the order they are logged.
    public private(set) var changes: [(time: HybridTime, change: SyncChange)] = []

    /// `capture` (the diff of what the dictionary holds against nothing) timed by `edits`, the
    /// words' last `removals` journaled (seconds since 1970) and the rows of `current`, none
    /// later than `joined`.
    public init(_ capture: ChangeCapture, current: SyncedContents, edits: [UnsyncedEdit], removals: [SyncWordKey: Double],
                joined: HybridTime) {
        let floor = HybridTime(milliseconds: 1)
        func bounded(_ time: HybridTime) -> HybridTime { max(floor, min(time, joined)) }
        func seconds(_ value: Double?) -> HybridTime? {
            // A stored time is not trusted to fit: past the year 2^53 ms it stands at joining anyway.
            value.flatMap { $0.isFinite ? HybridTime(milliseconds: Int64(min(max($0 * 1000, 0), 9e15))) : nil }
        }
        let kept = Dictionary(edits.map { ($0.target, $0) }, uniquingKeysWith: { a, b in a.milliseconds >= b.milliseconds ? a : b })
        var logged: Set<String> = []
        for change in capture.changes {
            // A word's last removal here, even when it was added back since: it clears what any
            // device learned of the word before it.
            if case let .word(key, nil) = change, let removed = removals[key].flatMap(seconds) {
                changes.append((bounded(removed), change))
                continue
            }
            if let target = change.target {
                // The edit kept says what was done last, and when: it stands for the row's state.
                if kept[target] != nil { continue }
                logged.insert(target)
            }
            var time = Self.rowTime(change, current).flatMap(seconds) ?? joined
            // A learned row holds only what was learned after the word's last removal here: made
            // the same millisecond, it stands after that removal, not before it.
            if case .learned = change { time.counter = 1 } else if case .pair = change { time.counter = 1 }
            changes.append((bounded(time), change))
        }
        // What the kept edits say, removals and forgettings included (a thing no longer there
        // has no row to diff), each at its own time.
        for edit in kept.values.sorted(by: { ($0.milliseconds, $0.target) < ($1.milliseconds, $1.target) })
        where !logged.contains(edit.target) {
            changes.append((bounded(HybridTime(milliseconds: edit.milliseconds)), edit.change))
        }
    }

    /// When the row behind `change` says it was last changed (seconds since 1970), if it says.
    static func rowTime(_ change: SyncChange, _ current: SyncedContents) -> Double? {
        switch change {
        case let .word(_, value?): max(value.created, value.lastUsed)
        case let .word(key, nil): current.deletedAt?[key]
        case let .learned(key, _, _): current.learned[key]?.updated
        case let .pair(key, _, _): current.pairs[key]?.updated
        case let .choice(_, chosen): chosen
        case let .keptEnglishWord(_, kept): kept
        case let .emojiRecent(_, used, _): used
        case .phrase, .phrasePosition, .setting: nil
        }
    }
}
