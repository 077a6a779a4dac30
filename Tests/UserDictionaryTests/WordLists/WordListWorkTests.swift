import Foundation
import Testing
import UserDictionary

/// Imports bounded by the work a file holds, not its bytes alone: a line repeated a million times
/// (a Gboard zip of a few hundred KB) is read once and gives one word; a header's counts past what
/// the file can hold are refused, not reported as billions skipped; stdin spooled where no one else
/// can read it and nothing is left behind.
@Suite struct WordListWorkTests {
    typealias F = WordListFixtures

    @Test func aRepeatedLineIsReadOnceAndGivesOneWord() throws {
        let line = Array("nihao\t你好\tzh-CN\n".utf8)
        var text = Array("# Gboard Dictionary version:1\n".utf8)
        let repeats = 400_000
        text.reserveCapacity(text.count + line.count * repeats)
        for _ in 0..<repeats { text += line }
        let zip = try F.zip([("dictionary.txt", text)])
        #expect(zip.count < 64 << 10, "\(zip.count) bytes")
        let list = try WordList(reading: WordListInput(data: Data(zip), name: "gboard.zip"))
        #expect(list.format == "gboard")
        #expect(list.words.map(\.text) == ["你好"], "\(list.words.count) words")
        #expect(list.skipped == 0)
    }

    @Test func aRepeatedBadLineIsCountedEachTimeItComes() throws {
        let text = String(repeating: "你好\tni hao\n坏\tzzz\n", count: 3_000)
        let list = WordList(parsing: text, layout: .plain)
        #expect(list.words.map(\.text) == ["你好"])
        #expect(list.skipped == 3_000)
        #expect(list.problems.count == WordList.problemsKept)
        #expect(list.problems.allSatisfy { $0.text == list.problems[0].text && $0.reason == list.problems[0].reason })
        #expect(list.problems.prefix(2).map(\.line) == [2, 4], "each problem at its own line")
    }

    @Test func moreLinesThanTheReaderRemembersAreEachRead() throws {
        // Past the lines the reader remembers it forgets them and reads on: nothing is lost.
        let count = 20_000
        let lines = (1...count).map { "好\thao\t\($0)" } + ["坏\tzzz", "好\thao\t1"]
        let list = WordList(parsing: lines.joined(separator: "\n"), layout: .plain)
        #expect(list.words.count == count + 1, "the first line, forgotten, is read again")
        #expect(list.words.prefix(count).map(\.weight) == (1...count).map(Double.init))
        #expect(list.skipped == 1 && list.problems.first?.line == count + 1)
    }

    @Test func aBdictHeaderClaimingBillionsOfEnglishWordsIsRefused() throws {
        // 156 bytes whose header says 0xFFFFFFFF English and mixed words: once "8589934590 skipped".
        var bytes = Array("biptbdsw".utf8) + [UInt8](repeating: 0, count: 0x90 - 8)
        bytes.replaceSubrange(0x40..<0x48, with: F.le(0x90, 4) + F.le(12, 4))
        bytes.replaceSubrange(0x70..<0x7C, with: F.le(1, 4) + F.le(0xFFFF_FFFF, 4) + F.le(0xFFFF_FFFF, 4))
        bytes += F.le(1, 2) + F.le(3, 2) + [7, 29] + F.utf16("计") + [0, 0, 0, 0]
        #expect(bytes.count == 156)
        do {
            let list = try WordList(reading: WordListInput(data: Data(bytes), name: "x.bdict"))
            Issue.record("read: \(list.words.count) words, \(list.skipped) skipped")
        } catch let error as WordListError {
            #expect(error.description.contains("claims 4294967295 English"), "\(error)")
        }
    }

    @Test func stdinIsSpooledWhereNoOneCanFindItAndNothingIsLeft() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pipe = Pipe()
        let text = "你好\tni hao\n"
        pipe.fileHandleForWriting.write(Data(text.utf8))
        try pipe.fileHandleForWriting.close()
        let input = try WordListInput.spooling(pipe.fileHandleForReading, in: directory.url)
        // Unlinked as soon as it was made: no name to find, and none left after a kill -9.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == [])
        #expect(input.count == text.utf8.count)
        let list = try WordList(reading: input)
        #expect(list.words.map(\.text) == ["你好"])
    }
}
