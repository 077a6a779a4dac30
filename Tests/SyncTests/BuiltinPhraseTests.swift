import Foundation
@testable import Sync
import Testing
import UserDictionary

/// The built-in 常用语 each device adds for itself are one phrase across devices (a stable id),
/// and any edit or removal of one wins over a device that adds the defaults later.
@Suite("Built-in phrases across devices")
struct BuiltinPhraseTests {
    static let defaults = [
        StoredPhrase(text: "在开会，稍后回复", code: "zkh", group: "常用"), StoredPhrase(text: "马上到", code: "msd", group: "常用"),
        StoredPhrase(text: "早上好！", code: "", group: "问候"),
    ]

    @Test("two devices that each added the defaults list each once; one removed stays removed when a third adds them later")
    func defaultsAreOnePhraseEach() async throws {
        let shared = try SharedFolder(devices: 4)
        defer { shared.remove() }
        let (a, b, c, d) = (shared.devices[0], shared.devices[1], shared.devices[2], shared.devices[3])
        try a.dictionary.addPhrasesOnce(Self.defaults)
        try b.dictionary.addPhrasesOnce(Self.defaults)
        try a.dictionary.addPhrases([StoredPhrase(text: "我在路上", code: "wzls", group: "常用")])
        for device in [a, b, a] { _ = try await device.session.run() }
        let texts = Self.defaults.map(\.text) + ["我在路上"]
        #expect(try a.dictionary.phrases().map(\.text) == texts)
        #expect(try a.contents() == b.contents())

        // B removes one default and edits another; C adds the defaults later, then syncs.
        let phrases = try b.dictionary.phrases()
        try b.dictionary.removePhrase(phrases[0].id)
        var edited = phrases[1]
        edited.code = "msdl"
        try b.dictionary.updatePhrase(edited)
        _ = try await b.session.run()
        try c.dictionary.addPhrasesOnce(Self.defaults)
        for device in [c, a, b, c] { _ = try await device.session.run() }
        for device in [a, b, c] {
            #expect(try device.dictionary.phrases().map(\.text).sorted() == Array(texts.dropFirst()).sorted())
            #expect(try device.dictionary.phrases().first { $0.text == "马上到" }?.code == "msdl")
        }
        #expect(try a.contents() == c.contents())

        // A device that received the defaults before adding its own adds none twice.
        _ = try await d.session.run()
        try d.dictionary.addPhrasesOnce(Self.defaults)
        _ = try await d.session.run()
        #expect(try d.dictionary.phrases().map(\.text).sorted() == Array(texts.dropFirst()).sorted())
    }
}
