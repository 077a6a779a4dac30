import Testing
@testable import ChineseEngine

@Suite struct SpellingKeyTests {
    /// Keys of the same bytes are equal however they were made; any other bytes make another key,
    /// short (packed), long (past eight bytes) or with a 0 byte.
    @Test func keysAreEqualExactlyWhenTheirBytesAre() {
        let spellings = ["", "a", "an", "ang", "zhuang", "abcdefgh", "abcdefghi", "abcdefghj", "abcdefghij",
                         "a\u{0}", "\u{0}a", "a\u{0}\u{0}", "ü", "abcdefg\u{0}"]
        for spelling in spellings {
            var typed = SpellingKey()
            for byte in spelling.utf8 { typed.append(byte) }
            #expect(typed == SpellingKey(spelling) && typed == SpellingKey(Array(spelling.utf8)), "\(spelling.debugDescription)")
            #expect(typed.hashValue == SpellingKey(spelling).hashValue)
            #expect(typed.count == spelling.utf8.count, "\(spelling.debugDescription)")
        }
        #expect(Set(spellings.map(SpellingKey.init)).count == spellings.count)
    }

    /// The inventory finds by key what its lists say, not what another of its own lookups says
    /// (the String lookups read through the same keys): every prefix of every spelling and alias
    /// has the id its list gives, the syllables whose spellings or aliases start with it, and is
    /// an initial exactly when the initials list holds it.
    @Test func anInventoryFindsByKeyWhatItsListsSay() {
        let long = SyllableInventory(name: "test-long", spellings: ["a", "abcdefghij", "abcdefghik"], aliases: ["abcdefghijk": "abcdefghij"], initials: ["abcdefghi"])
        for inventory in [SyllableInventory.mandarin, long] {
            let listed = inventory.spellings.enumerated().map { ($1, UInt16($0)) }
                + inventory.aliases.compactMap { alias, target in inventory.spellings.firstIndex(of: target).map { (alias, UInt16($0)) } }
            for spelling in inventory.spellings + Array(inventory.aliases.keys) {
                var key = SpellingKey()
                for byte in spelling.utf8 {
                    key.append(byte)
                    let prefix = String(decoding: Array(spelling.utf8.prefix(key.count)), as: UTF8.self)
                    let own = inventory.spellings.firstIndex(of: prefix).map(UInt16.init)
                        ?? inventory.aliases[prefix].flatMap { inventory.spellings.firstIndex(of: $0) }.map(UInt16.init)
                    #expect(inventory.id(of: key) == own, "\(inventory.name) \(prefix)")
                    var starting = SyllableSet()
                    for (text, id) in listed where text.hasPrefix(prefix) { starting.insert(id) }
                    #expect(inventory.syllables(withPrefix: key) == starting, "\(inventory.name) \(prefix)")
                    #expect(inventory.isInitial(key) == inventory.initials.contains(prefix))
                }
                #expect(inventory.id(of: key) != nil)
            }
        }
        #expect(SyllableInventory.mandarin.id(of: "lue") == SyllableInventory.mandarin.id(of: "lve"))
        #expect(long.id(of: "abcdefghijk") == 1 && long.id(of: "abcdefghik") == 2 && long.isInitial(SpellingKey("abcdefghi")))
        #expect(SyllableInventory.mandarin.id(of: "a\u{0}") == nil && SyllableInventory.mandarin.id(of: "zhuangx") == nil)
    }
}
