import Foundation
import Testing
import UserDictionary

/// Hostile files: each is refused as a whole with a clear `WordListError` (nothing of it is used),
/// or has its bad entries skipped and counted.
@Suite struct WordListHardeningTests {
    typealias F = WordListFixtures
    static let table = ["chun", "mian", "bu", "jue", "xiao"]
    static let good = F.scel(table: table, groups: [([0, 1, 2, 3, 4], ["春眠不觉晓"]), ([2], ["不"])])

    func refusal(_ bytes: [UInt8], name: String? = nil, format: (any WordListFormat)? = nil) -> WordListError? {
        do {
            _ = try WordList(reading: WordListInput(data: Data(bytes), name: name), format: format)
            return nil
        } catch let error as WordListError {
            return error
        } catch {
            Issue.record("not a WordListError: \(error)")
            return nil
        }
    }

    @Test func aTruncatedScelAtEveryLengthIsRefusedOrReadWhole() throws {
        // Every cut inside the word groups ends before what the header promises.
        for length in stride(from: 12, to: Self.good.count, by: 7) {
            let error = refusal(Array(Self.good.prefix(length)), name: "x.scel")
            #expect(error != nil, "cut at \(length)")
            #expect(error?.description.contains("scel") == true, "\(String(describing: error))")
        }
    }

    @Test func lyingCountsAndIndicesPastTheTable() throws {
        // The header claims a million words in a small file.
        var lying = Self.good
        lying.replaceSubrange(0x124..<0x128, with: F.le(1_000_000, 4))
        #expect(refusal(lying)?.description.contains("claims") == true)
        // The table claims more syllables than it has: the groups read as table entries run off the end.
        #expect(refusal(F.scel(table: Self.table, groups: [([0], ["春"])], tableCount: 900)) != nil)
        #expect(refusal(F.scel(table: Self.table, groups: [([0], ["春"])], tableCount: 70_000))?.description.contains("claims") == true)
        // An index past the table and the letters: that group's words are skipped, the rest read.
        let list = try WordList(reading: WordListInput(data: Data(F.scel(table: Self.table, groups: [([0], ["春"]), ([999], ["坏"])]))))
        #expect(list.words.map(\.text) == ["春"] && list.problems.first?.reason.contains("past the pinyin table") == true)
    }

    @Test func oddByteLengths() throws {
        var odd = F.scel(table: Self.table, groups: [([0], ["春"])])
        // The group's reading length (after the table) made odd, the word kept readable.
        let groupStart = 0x1540 + 4 + Self.table.reduce(0) { $0 + 4 + $1.utf16.count * 2 }
        odd.replaceSubrange(groupStart + 2 ..< groupStart + 4, with: F.le(1, 2))
        let list = try? WordList(reading: WordListInput(data: Data(odd)))
        #expect(list == nil || list?.words.isEmpty == true, "an odd length is never read as a word")
    }

    @Test func qpydBombsAndLies() throws {
        let entries = [("ni'hao", "你好")]
        // Claims a small unpacked size but inflates past it.
        let bomb = try F.qpyd(entries, unpackedSize: 12, packed: F.zlibCompress([UInt8](repeating: 0, count: 1 << 20)))
        #expect(refusal(bomb)?.description.contains("inflates past") == true)
        #expect(refusal(try F.qpyd(entries, unpackedSize: 1 << 30))?.description.contains("unpacks to") == true)
        #expect(refusal(try F.qpyd(entries, count: 1_000))?.description.contains("claims") == true)
        // The header's size fits its count, but the stream unpacks to less than the entry table.
        #expect(refusal(try F.qpyd(entries, unpackedSize: 100, count: 5))?.description.contains("promises") == true)
        let truncated = try F.qpyd(entries)
        #expect(refusal(Array(truncated.dropLast(3))) != nil)
    }

    @Test func zipBombsAndPathsOutside() throws {
        let list = Array("# Gboard Dictionary version:1\nnihao\t你好\tzh-CN\n".utf8)
        #expect(refusal(try F.zip([("../dictionary.txt", list)]))?.description.contains("outside") == true)
        #expect(refusal(try F.zip([("/etc/dictionary.txt", list)]))?.description.contains("outside") == true)
        #expect(refusal(try F.zip([("other.txt", list)]))?.description.contains("no dictionary.txt") == true)
        // A bomb: 5 MB of newlines deflate to 5 KB. Claiming more than the cap, it is refused unread;
        // claiming less than it holds, unpacking stops at the claim.
        let bomb = try F.zip([("dictionary.txt", list + [UInt8](repeating: 0x0A, count: 5 << 20))])
        #expect(bomb.count < 64 << 10)
        let directory = bomb.count - 22 - 46 - "dictionary.txt".utf8.count
        var huge = bomb, lying = bomb
        huge.replaceSubrange(directory + 24 ..< directory + 28, with: F.le(100 << 20, 4))
        #expect(refusal(huge)?.description.contains("would unpack to") == true)
        lying.replaceSubrange(directory + 24 ..< directory + 28, with: F.le(40, 4))
        #expect(refusal(lying)?.description.contains("inflates past 40 bytes") == true, "\(String(describing: refusal(lying)))")
    }

    @Test func aFileOver256MBIsRefusedUnread() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent("huge.scel")
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data(Self.good)))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 2 << 30)   // 2 GB, sparse: nothing is written
        try handle.close()
        do {
            _ = try WordListInput(contentsOf: file)
            Issue.record("a 2 GB file was accepted")
        } catch let error as WordListError {
            #expect(error.description.contains("256 MB"))
        }
    }

    @Test func filesThatAreNoWordList() throws {
        #expect(refusal([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00])?.description.contains("not a word list") == true)
        #expect(refusal([])?.description.contains("empty") == true)
        #expect(refusal(Array("just some text".utf8), name: "x.scel")?.description.contains("header") == true)
        #expect(refusal(Array("PK\u{05}\u{06}".utf8) + [UInt8](repeating: 0, count: 18)) != nil)
    }
}
