import Foundation
@testable import Sync
import Testing
import UserDictionary

/// The edit made last wins, whenever each device syncs: the issue's own scenario (#76). Each change
/// is stamped by the dictionary's change feed when it is made, so B's removal, synced last, still
/// loses to C's later add (stamped by the sync that captured it, each change's own time, B's
/// removal would win).
@Suite("Sync orders changes by when they were made")
struct EditOrderTests {
    @Test("A adds 梅江琴; B removes it and syncs later; C adds it after B's removal and syncs at once: all keep it")
    func lastEditWinsWhoeverSyncsLast() async throws {
        try await withThreeDevices { a, b, c in
            func minute() { for device in [a, b, c] { device.clock.advance(seconds: 60) } }
            let word = UserWord(text: "梅江琴", syllables: ["mei", "jiang", "qin"])
            try a.dictionary.add(word)
            _ = try await a.session.run()
            _ = try await b.session.run()
            minute()
            try b.dictionary.remove(text: word.text, syllables: word.syllables)
            minute()
            try c.dictionary.add(word)
            _ = try await c.session.run()
            minute()
            for device in [b, a, c, b] { _ = try await device.session.run() }
            let kept = try [a, b, c].map { try $0.dictionary.words().map(\.text) }
            #expect(kept == [["梅江琴"], ["梅江琴"], ["梅江琴"]])
            // Whatever the order, the devices agree.
            #expect(try a.contents() == b.contents())
            #expect(try b.contents() == c.contents())
        }
    }

    @Test("a device whose clock is 3 h off still orders its change after the changes it had seen", arguments: [-3.0, 3.0])
    func skewedClockOrdersAfterWhatItSaw(skewHours: Double) async throws {
        let folder = try TemporaryDirectory("folder")
        defer { folder.remove() }
        let a = try Device(transport: FolderTransport(folder: folder.url), clock: DeviceClock(skewHours: skewHours))
        let b = try Device(transport: FolderTransport(folder: folder.url))
        defer { a.remove(); b.remove() }
        let word = UserWord(text: "梅江琴", syllables: ["mei", "jiang", "qin"])
        // The skewed device adds, the other removes after seeing it, then the skewed one adds
        // again after seeing the removal: each change is after the one before, whatever the clocks say.
        try a.dictionary.add(word)
        _ = try await a.session.run()
        _ = try await b.session.run()
        for device in [a, b] { device.clock.advance(seconds: 1) }
        try b.dictionary.remove(text: word.text, syllables: word.syllables)
        _ = try await b.session.run()
        _ = try await a.session.run()
        #expect(try a.dictionary.words().isEmpty)
        for device in [a, b] { device.clock.advance(seconds: 1) }
        try a.dictionary.learn(words: [LearnedWord(text: "你好", syllables: ["ni", "hao"])])
        try a.dictionary.add(word)
        _ = try await a.session.run()
        _ = try await b.session.run()
        #expect(try b.dictionary.words().map(\.text) == ["梅江琴"])
        #expect(try a.contents() == b.contents())
    }
}
