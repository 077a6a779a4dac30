import Foundation
import Testing
@testable import ThemeImport

/// The YAML reader: scalars stay text, anchors and merge keys as the skins use them, and every
/// hostile shape stopped with a clear, bounded error.
@Suite struct YAMLParserTests {
    @Test func scalarsStayText() throws {
        let node = try YAMLParser.parse("a: 000000\nb: 00000033\nc: 0x00\nd: '474747'\ne: \"#FFF\"\nf: 1.50\ng:\nh: ~\n")
        #expect(node["a"] == .scalar("000000"))
        #expect(node["b"] == .scalar("00000033"))
        #expect(node["c"] == .scalar("0x00"))
        #expect(node["d"] == .scalar("474747"))
        #expect(node["e"] == .scalar("#FFF"))
        #expect(node["f"] == .scalar("1.50"))
        #expect(node["g"] == .null && node["h"] == .null)
        let folded = try YAMLParser.parse("a: first\n  second # note\n\n  third\nb:\n- one\n  more\n- two\n")
        #expect(folded["a"] == .scalar("first second third"))
        #expect(folded["b"]?.items == [.scalar("one more"), .scalar("two")])
    }

    @Test func mergeKeysLetLocalKeysWinInBlockAndFlowStyle() throws {
        let text = """
        base: &base
          color: 111111
          size: 1
        block:
          color: 222222
          <<: *base
        flow: { <<: *base, color: 333333 }
        many: { <<: [*base, {extra: 1}], size: 9 }
        """
        let node = try YAMLParser.parse(text)
        #expect(node["block"]?["color"] == .scalar("222222"))
        #expect(node["block"]?["size"] == .scalar("1"))
        #expect(node["flow"]?["color"] == .scalar("333333"))
        #expect(node["many"]?["size"] == .scalar("9") && node["many"]?["extra"] == .scalar("1"))
    }

    @Test func sequencesAnchorsInListsBlockScalarsAndJSON() throws {
        let text = """
        colors:
          - &red 0xff0000 # 红
          - &blue 0x0000ff
        use: *red
        keys:
        - {click: q, width: 10}
        - click: w
          width: 5
        script: |-
          function f() {
            return "x: y"
          }
        json: {"a": [1, "b"], "c": {"d": null}}
        quoted: "a\\tb \\u4E2D"
        single: 'it''s'
        """
        let node = try YAMLParser.parse(text)
        #expect(node["use"] == .scalar("0xff0000"))
        #expect(node["colors"]?.items.count == 2)
        #expect(node["keys"]?.items.map { $0["click"]?.text } == ["q", "w"])
        #expect(node["keys"]?.items.last?["width"] == .scalar("5"))
        #expect(node["script"]?.text == "function f() {\n  return \"x: y\"\n}")
        #expect(node["json"]?["a"]?.items == [.scalar("1"), .scalar("b")])
        #expect(node["json"]?["c"]?["d"] == .null)
        #expect(node["quoted"] == .scalar("a\tb 中"))
        #expect(node["single"] == .scalar("it's"))
    }

    /// A billion laughs: each level ten aliases of the one before. Stopped once the expansion
    /// passes the budget, long before it is built.
    @Test func anAliasBombIsRefused() {
        var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1...12 { lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]") }
        #expect(throws: YAMLParser.Failure.self) { try YAMLParser.parse(lines.joined(separator: "\n")) }
    }

    /// 10,000 anchors, each merging the one before: quadratic work, stopped by the same budget.
    @Test func tenThousandChainedMergeKeysAreRefused() {
        var lines = ["m0: &m0 {k0: 1}"]
        for index in 1...10_000 { lines.append("m\(index): &m\(index) {<<: *m\(index - 1), k\(index): 1}") }
        #expect {
            try YAMLParser.parse(lines.joined(separator: "\n"))
        } throws: { error in
            (error as? YAMLParser.Failure)?.reason.contains("expands past") == true
        }
    }

    /// 10,000 nested flow sequences, or 1,000 nested block mappings: refused at the depth limit, not a stack overflow.
    @Test func deepNestingIsRefused() {
        #expect(throws: YAMLParser.Failure.self) { try YAMLParser.parse("a: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)) }
        let block = (0..<1_000).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n")
        #expect(throws: YAMLParser.Failure.self) { try YAMLParser.parse(block) }
    }

    @Test func anAliasToNothingNamesTheLine() {
        #expect(throws: YAMLParser.Failure(line: 2, reason: "the alias *missing names no anchor before it")) {
            try YAMLParser.parse("a: 1\nb: *missing\n")
        }
    }
}
