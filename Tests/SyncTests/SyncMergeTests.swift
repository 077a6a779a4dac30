import Foundation
import ShurufaTestSupport
@testable import Sync
import UserDictionary
import Testing

@Suite("Sync merge: a pure, order-independent function of the logs")
struct SyncMergeTests {
    private let devices = ["aaaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbbb", "cccccccccccccccc"]

    /// Random changes of three devices, each device's log in its own order of time.
    private func randomLogs(seed: UInt64) -> [SyncOperation] {
        var random = SeededGenerator(seed: seed)
        var operations: [SyncOperation] = []
        let keys = (0..<6).map { SyncWordKey(text: "词\($0)", pinyin: "ci \($0)") }
        for (d, device) in devices.enumerated() {
            var time = HybridTime(milliseconds: 1_000 + Int64(d))
            for sequence in 1...40 {
                time = HybridTime(milliseconds: time.milliseconds + Int64.random(in: 0...3, using: &random), counter: time.counter + 1)
                let key = keys.randomElement(using: &random)!
                let change: SyncChange = switch Int.random(in: 0..<7, using: &random) {
                case 0: .word(key, nil)
                case 1: .word(key, SyncWordValue(weight: Double(sequence), source: "typed", created: 1, lastUsed: 2))
                case 2, 3: .learned(key, delta: Double.random(in: 0.1...3, using: &random), at: 5)
                case 4: .phrase(id: "p\(sequence % 5)", SyncPhraseValue(text: "短语\(sequence)", code: "dz", group: "常用"))
                case 5: .phrasePosition(id: "p\(sequence % 5)", position: Double.random(in: 0...10, using: &random))
                default: .pair(SyncPairKey(previous: key, next: keys[0]), delta: 0.7, at: 5)
                }
                operations.append(SyncOperation(device: device, sequence: UInt64(sequence), time: time, change: change))
            }
        }
        return operations
    }

    @Test("permutations of the same logs, and logs read twice, give the same state")
    func permutationsAgree() {
        for seed in 1...5 as ClosedRange<UInt64> {
            let operations = randomLogs(seed: seed)
            let reference = SyncMerge(operations).state(time: 100, halfLifeDays: 90)
            var random = SeededGenerator(seed: seed * 31)
            for _ in 0..<20 {
                let shuffled = operations.shuffled(using: &random)
                let doubled = shuffled + shuffled.prefix(Int.random(in: 0...shuffled.count, using: &random))
                #expect(SyncMerge(doubled).state(time: 100, halfLifeDays: 90) == reference)
            }
            #expect(!reference.words.isEmpty || !reference.deleted.isEmpty)
        }
    }

    @Test("the latest stamp wins a word, whatever device wrote it and in whatever order it is read")
    func lastWriterWins() {
        let key = SyncWordKey(text: "你好", pinyin: "ni hao")
        let early = SyncOperation(device: devices[1], sequence: 1, time: HybridTime(milliseconds: 10),
                                  change: .word(key, SyncWordValue(weight: 1, source: "typed", created: 0, lastUsed: 0)))
        let late = SyncOperation(device: devices[0], sequence: 1, time: HybridTime(milliseconds: 10, counter: 1),
                                 change: .word(key, SyncWordValue(weight: 7, source: "typed", created: 0, lastUsed: 0)))
        #expect(SyncMerge([early, late]).state(time: 0, halfLifeDays: 90).words[key]?.weight == 7)
        #expect(SyncMerge([late, early]).state(time: 0, halfLifeDays: 90).words[key]?.weight == 7)
    }

    @Test("two devices' learning adds up; a removal clears what was learned before it, not after")
    func learningAddsUpAndRemovalClears() {
        let key = SyncWordKey(text: "你好", pinyin: "ni hao")
        func op(_ device: Int, _ sequence: UInt64, _ ms: Int64, _ change: SyncChange) -> SyncOperation {
            SyncOperation(device: devices[device], sequence: sequence, time: HybridTime(milliseconds: ms), change: change)
        }
        let a = op(0, 1, 10, .learned(key, delta: 2, at: 0))
        let b = op(1, 1, 11, .learned(key, delta: 3, at: 0))
        #expect(SyncMerge([a, b]).state(time: 0, halfLifeDays: 90).learned[key] == 5)
        let removal = op(2, 1, 12, .word(key, nil))
        let after = op(0, 2, 13, .learned(key, delta: 1, at: 0))
        let state = SyncMerge([after, removal, b, a]).state(time: 0, halfLifeDays: 90)
        #expect(state.learned[key] == 1)
        #expect(state.deleted.contains(key))
        // Learning fades by the half-life from when it was learned.
        #expect(abs(SyncMerge([a]).state(time: 90 * 86_400, halfLifeDays: 90).learned[key]! - 1) < 1e-9)
    }

    @Test("a phrase moved keeps the others' places: only it gets a new one")
    func phrasePlaces() {
        // Old order a b c d at 0 1 2 3; d moved to the front.
        let moved = PhrasePlaces.assign([("d", 3), ("a", 0), ("b", 1), ("c", 2)])
        #expect(moved.count == 1 && moved[0].0 == "d" && moved[0].1 < 0)
        // A new phrase at the end, one between.
        let added = PhrasePlaces.assign([("a", 0), ("x", nil), ("b", 1), ("y", nil)])
        #expect(added.map(\.0) == ["x", "y"])
        #expect(added[0].1 > 0 && added[0].1 < 1 && added[1].1 > 1)
        // Places run out of precision after many moves into one gap: all are renumbered.
        let crowded = PhrasePlaces.assign([("a", 0), ("x", nil), ("b", Double.leastNonzeroMagnitude)])
        #expect(crowded.map(\.0) == ["x", "b"] && crowded.map(\.1) == [1, 2])
    }

    @Test("a device's clock hours behind still orders its change after one it has seen")
    func hybridClockKeepsCausality() {
        let ahead = HybridTime(milliseconds: 1_000 + 3 * 3_600_000)
        let behind = HybridTime(milliseconds: 1_000).receiving(ahead).tick(now: Date(timeIntervalSince1970: 1.5))
        #expect(behind > ahead)
    }
}
