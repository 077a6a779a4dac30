import Testing
@testable import ChineseEngine

/// The syllable set sized by the largest shipped inventory: it keeps every id up to its
/// capacity, at word edges too, and an edge holding one stays small enough to copy inline.
@Suite struct SyllableSetTests {
    @Test func aSetKeepsItsMembersUpToItsCapacity() {
        let ids: [UInt16] = [0, 1, 63, 64, 127, 128, 409, 511, 512, 717, UInt16(SyllableSet.capacity - 1)]
        var set = SyllableSet(ids)
        #expect(set.ids == ids)
        #expect(Array(set.lazyIDs) == ids)
        #expect(set.count == ids.count)
        #expect(set.lowestID == 0)
        #expect(set.highestID == UInt16(SyllableSet.capacity - 1))
        for id in ids { #expect(set.contains(id)) }
        #expect(!set.contains(2) && !set.contains(716))
        // An id past the capacity is no syllable of any inventory: ignored, never wrapped.
        set.insert(UInt16(SyllableSet.capacity))
        #expect(set.count == ids.count)
        #expect(!set.contains(UInt16(SyllableSet.capacity)))
        set.remove(717)
        #expect(!set.contains(717) && set.count == ids.count - 1)
    }

    @Test func unionSubtractionAndWindowsKeepTheHighWords() {
        var high = SyllableSet([700, 767])
        high.formUnion(SyllableSet([3]))
        #expect(high.ids == [3, 700, 767])
        high.subtract(SyllableSet([3, 767]))
        #expect(high.ids == [700])
        let window = SyllableSet([640, 700, 767]).window
        #expect(window.first == 10)
        #expect(SyllableSet(window: window.words[...], first: window.first).ids == [640, 700, 767])
    }

    @Test func theShippedInventoriesFit() {
        #expect(SyllableInventory.mandarin.spellings.count <= SyllableSet.capacity)
        let inventory = cantoneseEngine.lexicon.syllables
        #expect(inventory.spellings.count <= SyllableSet.capacity)
        // The last syllable of the inventory is kept, and found by its prefix.
        let last = UInt16(inventory.spellings.count - 1)
        #expect(inventory.syllables(withPrefix: inventory.spelling(of: last)).contains(last))
    }

    @Test func anEdgeIsCopiedInline() {
        // Past 128 bytes a copy of an edge (each step of the lexicon walk makes some) is a call to memcpy.
        #expect(MemoryLayout<SyllableGraph.Edge>.stride <= 128)
    }
}
