import Foundation
@testable import Sync
import Testing
import UserDictionary

/// A device restored from an older backup (or copied to a second phone) while the remote holds
/// more of its log than it does: it must not number files the remote already holds, nor undo what
/// it did after the backup (#90, "a device restored from an old backup").
@Suite("A device restored from an older backup")
struct RestoredDeviceTests {
    @Test("restored after it synced on: it takes a new id, reads back what it did after the backup, and every device ends equal")
    func restoredDeviceLosesNothing() async throws {
        let shared = try SharedFolder(devices: 2)
        defer { shared.remove() }
        let (a, b) = (shared.devices[0], shared.devices[1])
        func word(_ text: String, _ syllables: [String]) -> UserWord { UserWord(text: text, syllables: syllables) }
        let old = word("梅河", ["mei", "he"]), unsent = word("冬龙", ["dong", "long"])
        let later = word("加密", ["jia", "mi"]), restored = word("朋友", ["peng", "you"])
        _ = try await b.session.run()
        try a.dictionary.add(old)
        _ = try await a.session.run()
        let id = try a.session.deviceID()
        try a.dictionary.add(unsent)
        // The backup: the dictionary's files as they are now (冬龙 not yet synced).
        let copy = try Device(restoring: a, transport: FolderTransport(folder: shared.folder.url))
        defer { copy.remove() }
        // The original goes on: it syncs 冬龙, removes 梅河, adds 加密, and syncs again.
        for device in [a, b] { device.clock.advance(seconds: 60) }
        _ = try await a.session.run()
        try a.dictionary.remove(text: old.text, syllables: old.syllables)
        try a.dictionary.add(later)
        _ = try await a.session.run()
        _ = try await b.session.run()
        // The backup is restored (on this phone or another) and typed on.
        copy.clock.advance(seconds: 120)
        try copy.dictionary.add(restored)
        let report = try await copy.session.run()
        #expect(report.leftDevice == id, "\(report)")
        #expect(try copy.session.deviceID() != id)
        #expect(report.description.contains("restored"))
        for device in [a, b, copy] { _ = try await device.session.run() }
        let expected = [later.text, unsent.text, restored.text].sorted()
        for device in [a, b, copy] {
            #expect(try device.dictionary.words().map(\.text).sorted() == expected)
        }
        #expect(try a.contents() == b.contents())
        #expect(try b.contents() == copy.contents())
        // The original's files were never written over: each still opens as its own.
        let again = try await copy.session.run()
        #expect(again.leftDevice == nil && again.isComplete, "\(again)")
    }
}
