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
        let shared = try SharedFolder(devices: 3)
        defer { shared.remove() }
        let (a, b, c) = (shared.devices[0], shared.devices[1], shared.devices[2])
        func minute() { for device in shared.devices { device.clock.advance(seconds: 60) } }
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
