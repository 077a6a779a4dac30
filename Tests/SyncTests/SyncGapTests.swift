import Foundation
import ShurufaTestSupport
@testable import Sync
import SyncWebDAV
import Testing
import UserDictionary

/// Nothing goes missing quietly: a segment the server lost is noticed (by its own device, which
/// sends it again, and by the others, which report the gap); one unreadable file is reported
/// while every other file merges; a timeout says whether this sync's merge was kept.
@Suite("Sync notices what the server lost")
struct SyncGapTests {
    private func segment(_ device: Device, _ sequence: UInt64, kind: SyncFileName.Kind = .segment) throws -> String {
        SyncFileName(kind: kind, device: try device.session.deviceID(), sequence: sequence).name
    }

    @Test("a segment deleted on the server is sent again by its device; the others report the gap until then")
    func deletedSegmentIsResent() async throws {
        let shared = try SharedFolder(devices: 2)
        defer { shared.remove() }
        let (a, b) = (shared.devices[0], shared.devices[1])
        for (text, syllables) in testWords.prefix(3) {
            try a.dictionary.add(UserWord(text: text, syllables: syllables))
            #expect(try await a.session.run().isComplete)
        }
        let lost = try segment(a, 2)
        try FileManager.default.removeItem(at: shared.file(lost))
        let gap = try await b.session.run()
        let deviceA = try a.session.deviceID()
        #expect(gap.gaps.count == 1 && gap.gaps[0].contains(deviceA) && gap.gaps[0].contains("segment(s) 2 "), "\(gap)")
        #expect(!gap.isComplete && gap.description.contains("gap: "))
        #expect(try b.dictionary.words().map(\.text).sorted() == [testWords[0].0, testWords[2].0].sorted())
        let resent = try await a.session.run()
        #expect(resent.resent == 1 && resent.segmentsSent == 1, "\(resent)")
        #expect(FileManager.default.fileExists(atPath: shared.file(lost).path))
        let healed = try await b.session.run()
        #expect(healed.gaps.isEmpty && healed.isComplete, "\(healed)")
        #expect(try a.contents() == b.contents())
    }

    @Test("a device's snapshot deleted with the segments it covered: the device sends its whole log again")
    func deletedSnapshotIsResent() async throws {
        let shared = try SharedFolder(devices: 2)
        defer { shared.remove() }
        let (a, b) = (shared.devices[0], shared.devices[1])
        a.session.compactionThreshold = 2
        for (text, syllables) in testWords.prefix(4) {
            try a.dictionary.add(UserWord(text: text, syllables: syllables))
            _ = try await a.session.run()
        }
        let snapshots = try FileManager.default.contentsOfDirectory(atPath: shared.folder.url.path).filter { $0.hasPrefix("c-") }
        #expect(snapshots.count == 1)
        for name in snapshots { try FileManager.default.removeItem(at: shared.file(name)) }
        let resent = try await a.session.run()
        #expect(resent.resent > 0, "\(resent)")
        _ = try await b.session.run()
        #expect(try b.dictionary.words().count == 4)
        #expect(try a.contents() == b.contents())
    }

    @Test("a folder named like a segment is reported; every other file merges")
    func folderNamedLikeASegment() async throws {
        let shared = try SharedFolder(devices: 3)
        defer { shared.remove() }
        try await syncOneWordEach(shared.devices[0], shared.devices[1])
        let b = shared.devices[2]
        let odd = SyncFileName(kind: .segment, device: "00000000000000aa", sequence: 1).name
        try FileManager.default.createDirectory(at: shared.file(odd), withIntermediateDirectories: false)
        let report = try await b.session.run()
        #expect(report.refused.count == 1 && report.refused[0].contains(odd), "\(report)")
        #expect(try b.dictionary.words().map(\.text).sorted() == ["你好", "内核"])
    }

    @Test("a segment the server fails on (HTTP 500) is reported; every other file merges; it merges once the server reads it")
    func serverFailsOnOneFile() async throws {
        let server = try WebDAVTestServer()
        let proxy = try FaultProxy(upstreamPort: server.port)
        let url = URL(string: "http://127.0.0.1:\(proxy.port)/sync/")!
        func device() throws -> Device {
            try Device(transport: WebDAVTransport(folder: url, user: server.user, password: server.password, timeout: 10), remote: url.absoluteString)
        }
        let a = try device(), c = try device(), b = try device()
        defer { a.remove(); b.remove(); c.remove() }
        try await syncOneWordEach(a, c)
        let failing = try segment(a, 1)
        proxy.setFaults { request in request.method == "GET" && request.head.contains(failing) ? .answer(500) : .pass }
        let report = try await b.session.run()
        #expect(report.refused.count == 1 && report.refused[0].contains(failing) && report.refused[0].contains("500"), "\(report)")
        #expect(try b.dictionary.words().map(\.text) == ["内核"])
        proxy.setFaults { _ in .pass }
        #expect(try await b.session.run().isComplete)
        #expect(try b.dictionary.words().map(\.text).sorted() == ["你好", "内核"])
    }

    @Test("a timeout while sending says the merge was kept; one before the merge says nothing changed")
    func timeoutSaysWhatChanged() async throws {
        let folder = try TemporaryDirectory("folder")
        defer { folder.remove() }
        let a = try Device(transport: FolderTransport(folder: folder.url))
        let stalling = StallingTransport(FolderTransport(folder: folder.url))
        let b = try Device(transport: stalling)
        defer { a.remove(); b.remove() }
        try a.dictionary.add(UserWord(text: "你好", syllables: ["ni", "hao"]))
        _ = try await a.session.run()
        _ = try await b.session.run()  // the vault is known; then B's uploads stall
        try b.dictionary.add(UserWord(text: "内核", syllables: ["nei", "he"]))
        try a.dictionary.add(UserWord(text: "晚安", syllables: ["wan", "an"]))
        _ = try await a.session.run()
        stalling.stall = .writes
        let late = await thrownError { try await b.session.run(timeout: 5) }
        guard case SyncError.timedOutAfterMerge(_, let report)? = late else { Issue.record("\(String(describing: late))"); return }
        #expect(report.changesReceived == 1 && report.changesCaptured == 1 && !"\(late!)".contains("nothing was changed"), "\(late!)")
        #expect(try b.dictionary.words().map(\.text).sorted() == ["你好", "内核", "晚安"].sorted())
        try a.dictionary.add(UserWord(text: "谢谢", syllables: ["xie", "xie"]))
        _ = try await a.session.run()
        stalling.stall = .lists
        let early = await thrownError { try await b.session.run(timeout: 5) }
        guard case SyncError.timedOut? = early else { Issue.record("\(String(describing: early))"); return }
        #expect("\(early!)".contains("nothing was changed here"))
        #expect(try !b.dictionary.words().map(\.text).contains("谢谢"))
    }
}

/// A folder whose writes or listings stall until cancelled (a server that stops answering).
final class StallingTransport: SyncTransport, @unchecked Sendable {
    enum Stall { case none, writes, lists }
    let inner: FolderTransport
    private let lock = NSLock()
    private var stalling = Stall.none
    var stall: Stall {
        get { lock.withLock { stalling } }
        set { lock.withLock { stalling = newValue } }
    }
    init(_ inner: FolderTransport) { self.inner = inner }
    private func wait() async throws { try await Task.sleep(nanoseconds: 3_600_000_000_000) }
    func list() async throws -> [RemoteFile] {
        if stall == .lists { try await wait() }
        return try await inner.list()
    }
    func read(_ name: String) async throws -> Data { try await inner.read(name) }
    func write(_ name: String, _ data: Data, onlyIfAbsent: Bool) async throws {
        if stall == .writes { try await wait() }
        try await inner.write(name, data, onlyIfAbsent: onlyIfAbsent)
    }
    func remove(_ name: String) async throws { try await inner.remove(name) }
}
