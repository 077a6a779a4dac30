import Foundation
import ShurufaTestSupport
@testable import Sync
import Testing
import UserDictionary

@Suite("Sync sessions over a plain folder")
struct SyncSessionTests {
    @Test("words, learning, removals, phrases and settings reach the other device; learning adds up")
    func twoDevices() async throws {
        let folder = try TemporaryDirectory("folder")
        defer { folder.remove() }
        let a = try Device(transport: FolderTransport(folder: folder.url))
        let b = try Device(transport: FolderTransport(folder: folder.url))
        defer { a.remove(); b.remove() }
        try a.dictionary.add(UserWord(text: "同步", syllables: ["tong", "bu"], weight: 3))
        try a.dictionary.learn(words: [LearnedWord(text: "你好", syllables: ["ni", "hao"])])
        try b.dictionary.learn(words: [LearnedWord(text: "你好", syllables: ["ni", "hao"])])
        try b.dictionary.learn(words: [LearnedWord(text: "你好", syllables: ["ni", "hao"])])
        try a.dictionary.addPhrases([StoredPhrase(text: "我在路上", code: "wzls", group: "常用"), StoredPhrase(text: "好的", code: "hd", group: "回复")])
        try a.dictionary.setSyncedSettings(["shuangpin": "xiaohe", "height.portrait": "260"])
        _ = try await a.session.run()
        let first = try await b.session.run()
        #expect(first.changesReceived > 0 && first.changesCaptured > 0)
        _ = try await a.session.run()
        #expect(try a.contents() == b.contents())
        #expect(try a.dictionary.learnedCount(text: "你好", syllables: ["ni", "hao"]) == 3)
        #expect(try b.dictionary.words().map(\.text) == ["同步"])
        #expect(try b.dictionary.syncedSettings() == ["shuangpin": "xiaohe", "height.portrait": "260"])

        // B moves a phrase and edits one; A removes the word and adds it back between two syncs.
        let phrases = try b.dictionary.phrases()
        try b.dictionary.movePhrase(phrases.last!.id, to: 0)
        var edited = phrases.first!
        edited.code = "wzl"
        try b.dictionary.updatePhrase(edited)
        try a.dictionary.learn(words: [LearnedWord(text: "同步", syllables: ["tong", "bu"])])
        try b.dictionary.learn(words: [LearnedWord(text: "同步", syllables: ["tong", "bu"])])
        _ = try await b.session.run()
        // A minute later (each change is stamped when it is made: the removal is after both learnings).
        for device in [a, b] { device.clock.advance(seconds: 60) }
        try a.dictionary.remove(text: "同步", syllables: ["tong", "bu"])
        try a.dictionary.add(UserWord(text: "同步", syllables: ["tong", "bu"], weight: 5))
        _ = try await a.session.run()
        _ = try await b.session.run()
        #expect(try a.contents() == b.contents())
        // The removal cleared the learning of 同步 made before it on both devices.
        #expect(try b.dictionary.learnedCount(text: "同步", syllables: ["tong", "bu"]) == 0)
        #expect(try b.dictionary.words().first?.weight == 5)
        #expect(try a.dictionary.phrases().map(\.code) == ["hd", "wzl"])
        #expect(try a.dictionary.syncedSettings()["shuangpin"] == "xiaohe")
    }

    @Test("the folder holds no word, phrase or setting in plain text, and no name says one")
    func noPlaintext() async throws {
        let folder = try TemporaryDirectory("folder")
        defer { folder.remove() }
        let a = try Device(transport: FolderTransport(folder: folder.url))
        defer { a.remove() }
        for (text, syllables) in testWords { try a.dictionary.add(UserWord(text: text, syllables: syllables)) }
        try a.dictionary.addPhrases([StoredPhrase(text: "秘密短语", code: "mmdy", group: "私人")])
        try a.dictionary.setSyncedSettings(["shuangpin": "ziranma"])
        _ = try await a.session.run()
        for needle in testWords.map(\.0) + testWords.map({ $0.1.joined(separator: " ") }) + ["秘密短语", "mmdy", "私人", "ziranma"] {
            #expect(!folderHolds(folder.url, needle), "\(needle) in the folder")
        }
        #expect(folderBytes(folder.url).allSatisfy { $0.0 == SyncVault.fileName || SyncFileName($0.0) != nil })
    }

    @Test("a wrong passphrase is a clear error and changes nothing here")
    func wrongPassphrase() async throws {
        let folder = try TemporaryDirectory("folder")
        defer { folder.remove() }
        let a = try Device(transport: FolderTransport(folder: folder.url))
        let b = try Device(transport: FolderTransport(folder: folder.url), passphrase: "not the passphrase")
        defer { a.remove(); b.remove() }
        try a.dictionary.add(UserWord(text: "你好", syllables: ["ni", "hao"]))
        try b.dictionary.add(UserWord(text: "内核", syllables: ["nei", "he"]))
        _ = try await a.session.run()
        let before = try b.contents()
        let filesBefore = folderBytes(folder.url).map(\.0).sorted()
        await #expect(throws: SyncError.wrongPassphrase) { try await b.session.run() }
        #expect(try b.contents() == before)
        #expect(try b.dictionary.ledgerRead { _, books in try books.hasSynced() } == false)
        #expect(folderBytes(folder.url).map(\.0).sorted() == filesBefore)
    }

    @Test("a file with one byte changed, or cut short, is refused and reported; everything else merges")
    func tamperedFileRefused() async throws {
        let folder = try TemporaryDirectory("folder")
        defer { folder.remove() }
        let a = try Device(transport: FolderTransport(folder: folder.url))
        let c = try Device(transport: FolderTransport(folder: folder.url))
        let b = try Device(transport: FolderTransport(folder: folder.url))
        defer { a.remove(); b.remove(); c.remove() }
        try a.dictionary.add(UserWord(text: "你好", syllables: ["ni", "hao"]))
        _ = try await a.session.run()
        try a.dictionary.add(UserWord(text: "晚安", syllables: ["wan", "an"]))
        _ = try await a.session.run()
        try c.dictionary.add(UserWord(text: "内核", syllables: ["nei", "he"]))
        _ = try await c.session.run()
        let deviceA = try a.session.deviceID()
        let second = folder.url.appendingPathComponent(SyncFileName(kind: .segment, device: deviceA, sequence: 2).name)
        var bytes = try Data(contentsOf: second)
        bytes[bytes.count / 2] ^= 0x01
        try bytes.write(to: second)
        let report = try await b.session.run()
        #expect(report.refused.count == 1 && report.refused[0].contains(second.lastPathComponent))
        #expect(try b.dictionary.words().map(\.text).sorted() == ["你好", "内核"])
        // Cut short: refused as well, and again at each sync until it is whole.
        try Data(bytes.prefix(20)).write(to: second)
        #expect(try await b.session.run().refused.count == 1)
        #expect(try b.dictionary.words().map(\.text).sorted() == ["你好", "内核"])
    }

    @Test("a segment whose sending failed stays waiting and goes at the next sync; none is marked sent before")
    func failedSendIsRetried() async throws {
        let folder = try TemporaryDirectory("folder")
        defer { folder.remove() }
        let flaky = FlakyTransport(FolderTransport(folder: folder.url))
        let a = try Device(transport: flaky)
        let b = try Device(transport: FolderTransport(folder: folder.url))
        defer { a.remove(); b.remove() }
        _ = try await a.session.run()  // the vault
        try a.dictionary.add(UserWord(text: "你好", syllables: ["ni", "hao"]))
        flaky.failWrites = true
        let failed = try await a.session.run()
        #expect(failed.segmentsPending == 1 && failed.sendError != nil && failed.changesCaptured == 1)
        #expect(try await b.session.run().changesReceived == 0)
        flaky.failWrites = false
        let retried = try await a.session.run()
        #expect(retried.segmentsSent == 1 && retried.changesCaptured == 0)
        _ = try await b.session.run()
        #expect(try b.dictionary.words().map(\.text) == ["你好"])
    }

    @Test("many syncs fold a device's segments into a snapshot that others read instead")
    func compaction() async throws {
        let folder = try TemporaryDirectory("folder")
        defer { folder.remove() }
        let a = try Device(transport: FolderTransport(folder: folder.url))
        let b = try Device(transport: FolderTransport(folder: folder.url))
        defer { a.remove(); b.remove() }
        a.session.compactionThreshold = 4
        for (index, (text, syllables)) in testWords.prefix(7).enumerated() {
            try a.dictionary.add(UserWord(text: text, syllables: syllables, weight: Double(index)))
            if index == 2 { try a.dictionary.remove(text: testWords[0].0, syllables: testWords[0].1) }
            _ = try await a.session.run()
        }
        let names = folderBytes(folder.url).compactMap { SyncFileName($0.0) }
        #expect(names.contains { $0.kind == .snapshot })
        #expect(names.filter { $0.kind == .segment }.count <= 4)
        _ = try await b.session.run()
        #expect(try a.contents() == b.contents())
        #expect(try b.dictionary.isDeleted(text: testWords[0].0, syllables: testWords[0].1))
    }
}

/// A folder whose writes fail while `failWrites` is set (a server that refuses uploads).
final class FlakyTransport: SyncTransport, @unchecked Sendable {
    let inner: FolderTransport
    private let lock = NSLock()
    private var failing = false
    var failWrites: Bool {
        get { lock.withLock { failing } }
        set { lock.withLock { failing = newValue } }
    }
    init(_ inner: FolderTransport) { self.inner = inner }
    func list() async throws -> [RemoteFile] { try await inner.list() }
    func read(_ name: String) async throws -> Data { try await inner.read(name) }
    func write(_ name: String, _ data: Data, onlyIfAbsent: Bool) async throws {
        if failWrites { throw SyncError.transport("cannot write \(name): HTTP 507, the server is out of space (quota full)") }
        try await inner.write(name, data, onlyIfAbsent: onlyIfAbsent)
    }
    func remove(_ name: String) async throws { try await inner.remove(name) }
}
