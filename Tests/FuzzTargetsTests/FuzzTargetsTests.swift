import Foundation
import FuzzTargets
import ShurufaTestSupport
import Testing

/// CI's fuzzing smoke, in the test process: every libFuzzer target runs each of its seeds
/// (Fuzz/Corpus/<target>) and a fixed number of mutations of them, the kinds libFuzzer starts
/// with (bytes flipped, set, inserted, erased, repeated; two seeds spliced). A failed check or a
/// trap stops the process, as it stops the fuzzer, so the run fails on it. The mutations come
/// from a seeded generator: a failure replays. Coverage-guided runs, which go deeper than seeds
/// and their neighbours, are scripts/fuzz/run.sh's (a second, instrumented build of every
/// module, which CI's two cores cannot fit beside its own build and the tests).
@Suite struct FuzzTargetsTests {
    /// The seeds of `target`, by file name.
    static func seeds(of target: FuzzTarget) throws -> [[UInt8]] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Fuzz/Corpus/\(target.rawValue)").standardizedFileURL
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        return try files.map { try [UInt8](Data(contentsOf: $0)) }
    }

    /// How many mutated inputs a target runs: fewer where one input is a whole session (a keyboard
    /// driven through up to `FuzzInput.actionLimit` actions, a sync folder, a playground client).
    static func mutationCount(of target: FuzzTarget) -> Int {
        switch target {
        case .keyboardSession: 4
        case .syncFolder, .clientMessage: 40
        default: 300
        }
    }

    @Test(arguments: FuzzTarget.allCases)
    func seedsAndTheirMutationsPass(target: FuzzTarget) throws {
        let seeds = try Self.seeds(of: target)
        #expect(!seeds.isEmpty, "\(target.rawValue) has seeds")
        target.warmUp()
        for seed in seeds { target.run(seed) }
        // A seed of the target's own (its place in the list), the same in every run.
        var random = SeededGenerator(seed: UInt64(FuzzTarget.allCases.firstIndex(of: target) ?? 0) + 1)
        for _ in 0..<Self.mutationCount(of: target) {
            let first = seeds[Int.random(in: 0..<seeds.count, using: &random)]
            let other = seeds[Int.random(in: 0..<seeds.count, using: &random)]
            target.run(FuzzMutation.mutated(first, splicing: other, using: &random))
        }
    }

    @Test func mutationsChangeTheBytesAndKeepWithinTheLimit() {
        var random = SeededGenerator(seed: 1)
        let seed = [UInt8]("nihaoshijie".utf8)
        var changed = 0
        for _ in 0..<200 {
            let mutated = FuzzMutation.mutated(seed, splicing: [UInt8](repeating: 0xFF, count: 5000), using: &random)
            #expect(mutated.count <= FuzzMutation.maximumLength)
            if mutated != seed { changed += 1 }
        }
        #expect(changed >= 190, "nearly every mutation changes something (\(changed) of 200)")
        #expect(FuzzMutation.mutated([], splicing: [], using: &random).count <= FuzzMutation.maximumLength)
    }
}

/// libFuzzer's first mutations, as functions of a seed and a generator.
enum FuzzMutation {
    /// libFuzzer's `-max_len` in scripts/fuzz/run.sh.
    static let maximumLength = 4096

    /// `bytes` changed one to four times; `other` is what a splice takes its tail from.
    static func mutated(_ bytes: [UInt8], splicing other: [UInt8], using random: inout SeededGenerator) -> [UInt8] {
        var result = bytes
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let place = result.isEmpty ? 0 : Int.random(in: 0..<result.count, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0 where !result.isEmpty:
                result[place] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &random)
            case 1 where !result.isEmpty:
                // Bytes parsers look for: delimiters, digits, ends of ranges.
                let interesting: [UInt8] = [0, 0x0A, 0x09, 0x22, 0x2C, 0x30, 0x39, 0x5B, 0x7B, 0x7F, 0x80, 0xFF]
                result[place] = Bool.random(using: &random) ? interesting.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random)
            case 2:
                result.insert(contentsOf: (0..<Int.random(in: 1...8, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }, at: place)
            case 3 where !result.isEmpty:
                result.removeSubrange(place..<min(result.count, place + Int.random(in: 1...16, using: &random)))
            case 4 where !result.isEmpty:
                let piece = result[place..<min(result.count, place + Int.random(in: 1...32, using: &random))]
                result.insert(contentsOf: piece, at: place)
            default:
                let cut = other.isEmpty ? 0 : Int.random(in: 0..<other.count, using: &random)
                result = Array(result[..<place]) + other[cut...]
            }
        }
        return Array(result.prefix(maximumLength))
    }
}
