import Foundation
import ChineseEngine
import StrokeInput
import Testing

/// The shipped stroke table (`strokes.bin`, from rime-stroke): prefix ranges, the wildcard, both
/// orders of a character, and a damaged file refused with a clear error.
@Suite struct StrokeTableTests {
    static let table: StrokeTable = {
        do { return try testEngine.openStrokes() } catch { fatalError("strokes.bin does not open: \(error)") }
    }()

    private func characters(_ pattern: String) throws -> Set<Character> {
        let table = Self.table
        var found = Set<Character>()
        for range in table.ranges(matching: try StrokePattern(parsing: pattern)) {
            for entry in range { found.insert(Character(table.character(at: entry))) }
        }
        return found
    }

    @Test func everyEntryInTheRangesBeginsWithThePrefix() throws {
        let pattern = try StrokePattern(parsing: "3252")
        var count = 0
        for range in Self.table.ranges(matching: pattern) {
            for entry in range {
                #expect(pattern.isPrefix(of: Self.table.strokes(at: entry)))
                count += 1
            }
        }
        #expect(count > 10)
        // 他 is 撇 竖 横折 竖 竖弯钩 = 3 2 5 2 5 (rime: pszsz).
        #expect(try characters("325").contains("他"))
        #expect(try characters("3252").contains("他"))
        #expect(try !characters("3251").contains("他"))
    }

    @Test func prefixesFindTheHandMadeCharacters() throws {
        #expect(try characters("12").contains("十"))          // 横 竖
        #expect(try characters("25121").contains("田"))      // 竖 横折 横 竖 横
        #expect(try characters("4453").contains("它"))       // 点 点 横撇 … (nnzpz)
        #expect(try characters("531").contains("她"))        // 撇点 撇 横 … (zphzsz)
        #expect(try !characters("4").contains("她"))
    }

    @Test func theWildcardStandsForAnyOneStroke() throws {
        let exact = try characters("325")
        let wild = try characters("3?5")
        #expect(exact.isSubset(of: wild))
        #expect(wild.contains("他"))
        #expect(wild.count > exact.count)
        // Every stroke in the wildcard's place gives the same as the five patterns together.
        let union = try (1...5).reduce(into: Set<Character>()) { $0.formUnion(try characters("3\($1)5")) }
        #expect(wild == union)
        #expect(try characters("?") == characters("1").union(characters("2")).union(characters("3")).union(characters("4")).union(characters("5")))
    }

    @Test func aCharacterWithTwoOrdersIsFoundByEither() throws {
        // 骨: the CNS 11643 order szhsnzpznn (2 5 1 2 4 …) and the mainland szznzszhh (2 5 5 4 5 …).
        #expect(try characters("25545").contains("骨"))
        #expect(try characters("25124").contains("骨"))
        let entries = Self.table.ranges(matching: try StrokePattern(parsing: "25")).flatMap { $0 }
            .filter { Self.table.character(at: $0) == "骨" }
        #expect(entries.count == 2)
        #expect(entries.map { Self.table.isAlternativeOrder(at: $0) }.sorted { !$0 && $1 } == [false, true])
    }

    @Test func patternsReadDigitsNamesAndTheWildcardAndNameAnythingElse() throws {
        #expect(try StrokePattern(parsing: "12?45").description == "12?45")
        #expect(try StrokePattern(parsing: "横竖撇点折") == StrokePattern(parsing: "12345"))
        #expect(throws: StrokePattern.ParseError.self) { try StrokePattern(parsing: "126") }
        do {
            _ = try StrokePattern(parsing: "1a")
        } catch let error as StrokePattern.ParseError {
            #expect(error.offset == 1 && "\(error)".contains("'a' at 2 is not a stroke"))
        }
        #expect(throws: StrokePattern.ParseError.self) { try StrokePattern(parsing: String(repeating: "1", count: 65)) }
    }

    @Test func aCorruptOrForeignFileIsAClearError() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("strokes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let shipped = try Data(contentsOf: URL(fileURLWithPath: ChineseEngine.bundledDataDirectory! + "/strokes.bin"))
        // A flipped byte in the strokes: the checksum names the file.
        var damaged = shipped
        damaged[damaged.count / 2] ^= 0x5A
        let damagedPath = directory.appendingPathComponent("strokes.bin").path
        try damaged.write(to: URL(fileURLWithPath: damagedPath))
        #expect {
            _ = try StrokeTable(path: damagedPath)
        } throws: { error in
            "\(error)".contains(damagedPath)
        }
        // Truncated, and another kind of file.
        try shipped.prefix(100).write(to: URL(fileURLWithPath: damagedPath))
        #expect(throws: ChineseEngineError.self) { try StrokeTable(path: damagedPath) }
        let english = ChineseEngine.bundledDataDirectory! + "/english-mixed.bin"
        #expect { _ = try StrokeTable(path: english) } throws: { "\($0)".contains("english-mixed.bin") }
    }
}
