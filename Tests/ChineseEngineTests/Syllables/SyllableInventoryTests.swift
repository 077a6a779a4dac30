import Testing
@testable import ChineseEngine

@Suite struct SyllableInventoryTests {
    /// Every prefix's set, kept as a window of words, is exactly the syllables (and aliases' targets)
    /// that start with it, for Mandarin and for an inventory whose ids reach the last word of a set.
    @Test func prefixSetsAreTheSyllablesThatStartWithThePrefix() {
        let many = (0..<SyllableSet.capacity).map { index in "q" + String(index, radix: 26).map { String($0) }.joined() }
        let wide = SyllableInventory(name: "test-wide", spellings: many, aliases: ["kx": many[SyllableSet.capacity - 10]], initials: ["q"])
        for inventory in [SyllableInventory.mandarin, wide] {
            var prefixes = Set<String>()
            for spelling in inventory.spellings + Array(inventory.aliases.keys) {
                for length in 1...spelling.count { prefixes.insert(String(spelling.prefix(length))) }
            }
            for prefix in prefixes {
                var expected = SyllableSet()
                for (id, spelling) in inventory.spellings.enumerated() where spelling.hasPrefix(prefix) { expected.insert(UInt16(id)) }
                for (alias, target) in inventory.aliases where alias.hasPrefix(prefix) { expected.insert(inventory.id(of: target)!) }
                #expect(inventory.syllables(withPrefix: prefix) == expected, "\(inventory.name) \(prefix)")
            }
            #expect(inventory.syllables(withPrefix: "%").isEmpty)
        }
        #expect(wide.syllables(withPrefix: "kx") == SyllableSet([UInt16(SyllableSet.capacity - 10)]))
        #expect(wide.syllables(withPrefix: "q").count == SyllableSet.capacity)
    }

    @Test func aSetsWindowGivesTheSameSetBack() {
        let last = UInt16(SyllableSet.capacity - 1)
        for ids: [UInt16] in [[], [0], [63, 64], [5, 700, last], Array(0...last)] {
            let set = SyllableSet(ids)
            let window = set.window
            #expect(SyllableSet(window: window.words[...], first: window.first) == set)
            #expect(ids.isEmpty ? window.words.isEmpty : window.words.first != 0 && window.words.last != 0)
        }
    }
}
