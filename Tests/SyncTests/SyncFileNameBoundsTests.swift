import Foundation
import ShurufaTestSupport
@testable import Sync
import Testing
import UserDictionary

/// Numbers in file names are the server's to choose: each is parsed with its bounds, and gaps are
/// reckoned from the segments that exist, never by listing a range (#90: `covered + 1` trapped on
/// a snapshot numbered 2⁶⁴−1; a segment numbered so made the gap a list of 2⁶⁴ numbers).
@Suite("Sync reads file numbers as untrusted")
struct SyncFileNameBoundsTests {
    static let device = "0123456789abcdef"

    @Test("numbers past what a device writes are refused by name; ours read back")
    func namesAreBounded() {
        for number in ["18446744073709551615", "18446744073709551616", "99999999999999999999999", "1099511627777", "+5", "0x10", "1e3", ""] {
            for kind in ["s", "c"] {
                let name = "\(kind)-\(Self.device)-\(number).srf"
                #expect(SyncFileName(name) == nil, "\(name)")
                #expect(SyncFileName.refusal(of: name) != nil, "\(name)")
            }
        }
        for sequence: UInt64 in [0, 1, 2, SyncFileName.maximumSequence - 1, SyncFileName.maximumSequence] {
            let name = SyncFileName(kind: .segment, device: Self.device, sequence: sequence)
            #expect(SyncFileName(name.name) == name)
            #expect(SyncFileName.refusal(of: name.name) == nil)
        }
        // Not named as a sync file at all: neither read nor refused.
        for other in ["vault.json", "s-short-1.srf", "notes.txt", "x-\(Self.device)-1.srf", "s-\(Self.device)--1.srf"] {
            #expect(SyncFileName(other) == nil && SyncFileName.refusal(of: other) == nil, "\(other)")
        }
    }

    @Test("a gap to the largest number is one run, reckoned at once")
    func gapsAreRuns() {
        let top = SyncFileName(kind: .segment, device: Self.device, sequence: SyncFileName.maximumSequence)
        let first = SyncFileName(kind: .segment, device: Self.device, sequence: 1)
        let snapshot = SyncFileName(kind: .snapshot, device: Self.device, sequence: SyncFileName.maximumSequence)
        let gaps = SyncLogGaps(listed: [first, top], merged: [], device: "ffffffffffffffff", sent: [])
        #expect(gaps.others[Self.device] == [2...(SyncFileName.maximumSequence - 1)])
        #expect(gaps.reports.count == 1 && gaps.reports[0].contains("2–\(SyncFileName.maximumSequence - 1)"), "\(gaps.reports)")
        // A snapshot covering the largest number leaves no gap and no overflow.
        #expect(SyncLogGaps(listed: [first, top, snapshot], merged: [], device: "ffffffffffffffff", sent: []).others.isEmpty)
        // Gaps between segments that exist, as runs.
        let some = [1, 2, 5, 9].map { SyncFileName(kind: .segment, device: Self.device, sequence: $0) }
        #expect(SyncLogGaps(listed: some, merged: [], device: "ffffffffffffffff", sent: []).others[Self.device] == [3...4, 6...8])
    }

    @Test("a sync folder holding the two hostile names: each refused by name, the words still sync")
    func hostileNamesInTheFolder() async throws {
        let shared = try SharedFolder(devices: 2)
        defer { shared.remove() }
        let (a, b) = (shared.devices[0], shared.devices[1])
        try a.dictionary.add(UserWord(text: "你好", syllables: ["ni", "hao"]))
        _ = try await a.session.run()
        let hostile = ["c-\(Self.device)-18446744073709551615.srf", "s-\(Self.device)-18446744073709551615.srf"]
        for name in hostile { try Data("x".utf8).write(to: shared.file(name)) }
        let report = try await b.session.run()
        for name in hostile { #expect(report.refused.contains { $0.contains(name) }, "\(report)") }
        #expect(try b.dictionary.words().map(\.text) == ["你好"])
        // A segment at the largest number a device writes: its gap is one run, its body refused.
        try Data("x".utf8).write(to: shared.file(SyncFileName(kind: .segment, device: Self.device, sequence: SyncFileName.maximumSequence).name))
        let again = try await a.session.run()
        #expect(again.gaps.count == 1 && again.gaps[0].contains("1–\(SyncFileName.maximumSequence - 1)"), "\(again)")
    }
}
