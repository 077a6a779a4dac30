import Foundation
import Testing

@Suite struct SwipeCLITests {
    /// Key centres of the iPhone portrait letter keys (`shurufa layout render pinyin-26`).
    private let centres: [Character: (Double, Double)] = [
        "n": (262.5, 181), "i": (281.25, 73), "h": (225, 127), "a": (37.5, 127), "o": (318.75, 73),
        "e": (93.75, 73), "l": (337.5, 127),
    ]

    /// A gesture line through the keys of `letters`, eight samples between two keys, 16 ms apart.
    private func line(_ letters: String, layout: String, context: String = "") -> String {
        let aims = letters.map { centres[$0]! }
        var points: [String] = []
        for (index, (a, b)) in zip(aims, aims.dropFirst()).enumerated() {
            for step in (index == 0 ? 0 : 1)...8 {
                let t = Double(step) / 8
                points.append("[\(a.0 + (b.0 - a.0) * t),\(a.1 + (b.1 - a.1) * t),\(16 * points.count)]")
            }
        }
        return "{\"layout\":\"\(layout)\",\"context\":\"\(context)\",\"points\":[\(points.joined(separator: ","))],\"text\":\"ignored\"}"
    }

    @Test func gesturesDecodeToRankedWordsOneLineEach() async throws {
        let input = [line("nihao", layout: "pinyin-26"), line("helo", layout: "qwerty")].joined(separator: "\n") + "\n"
        let result = try await runShurufa(["swipe", "-k", "3"], stdin: input)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { $0.split(separator: "\t") }
        #expect(lines.count == 2)
        #expect(lines[0].first == "你好" && lines[0].count == 3, "\(lines)")
        #expect(lines[1].first == "hello" && lines[1].count == 3, "\(lines)")
    }

    @Test func aBadLineIsNamedAndLeavesAnEmptyLine() async throws {
        let input = ["not json", "{\"layout\":\"dvorak\",\"points\":[[1,2,0]]}", "{\"layout\":\"qwerty\",\"points\":[[1]]}",
                     line("nihao", layout: "pinyin-26")].joined(separator: "\n") + "\n"
        let result = try await runShurufa(["swipe"], stdin: input)
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 4)
        #expect(lines[0].isEmpty && lines[1].isEmpty && lines[2].isEmpty)
        #expect(lines[3].hasPrefix("你好"))
        #expect(result.stderr.contains("line 1: not a gesture"))
        #expect(result.stderr.contains("line 2: unknown layout 'dvorak'"))
        #expect(result.stderr.contains("line 3: point 1"))
    }
}
