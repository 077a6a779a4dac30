import Foundation
import ShurufaTestSupport
@testable import Sync
import Testing
import UserDictionary

/// The 常用语's order against a sequential model. Three devices take turns: each syncs, makes a few
/// random phrase changes (add, edit, remove, move to a random place) and syncs again before the
/// next one starts, so the changes form one sequence. The model replays that sequence on a plain
/// list with `movePhrase`'s rule (take the phrase out, put it at the index); every device's list,
/// order and codes, must equal it at every turn and at the end. (Under concurrent reorders the
/// convergence test checks that all devices agree: a place is per phrase, the last move wins.)
@Suite("Sync: the phrase order equals the sequential model")
struct PhraseOrderModelTests {
    @Test("120 turns of phrase edits and moves on three devices", arguments: [UInt64(7), 59, 65])
    func sequentialOrder(seed: UInt64) async throws {
        let folder = try TemporaryDirectory("folder")
        defer { folder.remove() }
        let clocks = [DeviceClock(), DeviceClock(skewHours: 2), DeviceClock(skewHours: -4)]
        let devices = try clocks.map { try Device(transport: FolderTransport(folder: folder.url), clock: $0) }
        defer { devices.forEach { $0.remove() } }
        for device in devices { device.session.compactionThreshold = 6 }
        var random = SeededGenerator(seed: seed)
        var model: [(text: String, code: String)] = []
        var number = 0
        for turn in 0..<120 {
            for clock in clocks { clock.advance(seconds: 30) }
            let device = devices[Int.random(in: 0..<3, using: &random)]
            _ = try await device.session.run()
            try #require(try device.dictionary.phrases().map { "\($0.text)|\($0.code)" } == model.map { "\($0.text)|\($0.code)" },
                         "turn \(turn): the device starts from the model's state")
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let phrases = try device.dictionary.phrases()
                let roll = Int.random(in: 0..<10, using: &random)
                if phrases.isEmpty || (roll < 3 && phrases.count < 12) {
                    number += 1
                    _ = try device.dictionary.addPhrases([StoredPhrase(text: "短语\(number)", code: "d\(number)", group: "常用")])
                    model.append(("短语\(number)", "d\(number)"))
                } else if roll < 5 {
                    let index = Int.random(in: 0..<phrases.count, using: &random)
                    var phrase = phrases[index]
                    number += 1
                    phrase.code = "e\(number)"
                    try device.dictionary.updatePhrase(phrase)
                    model[index].code = phrase.code
                } else if roll == 5 {
                    let index = Int.random(in: 0..<phrases.count, using: &random)
                    try device.dictionary.removePhrase(phrases[index].id)
                    model.remove(at: index)
                } else {
                    let from = Int.random(in: 0..<phrases.count, using: &random)
                    let to = Int.random(in: 0..<phrases.count, using: &random)
                    try device.dictionary.movePhrase(phrases[from].id, to: to)
                    let moved = model.remove(at: from)
                    model.insert(moved, at: min(max(0, to), model.count))
                }
            }
            let report = try await device.session.run()
            #expect(report.isComplete, "turn \(turn): \(report)")
        }
        for device in devices { _ = try await device.session.run() }
        for (index, device) in devices.enumerated() {
            #expect(try device.dictionary.phrases().map { "\($0.text)|\($0.code)" } == model.map { "\($0.text)|\($0.code)" }, "device \(index)")
        }
        #expect(model.count > 3, "the run kept some phrases to order")
    }
}
