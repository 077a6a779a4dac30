import PinyinEngine
import Testing

/// The English search kept per lattice start: resumed over letters typed at the end, it finds
/// what a search from scratch finds, and the lattice built key by key has the arcs of one built at once.
@Suite struct EnglishPrefixSearchTests {
    @Test func aSearchResumedLetterByLetterFindsWhatOneFromScratchFinds() {
        let vocabulary = testEnglishVocabulary
        for typed in ["iphone", "iphonexyz", "javascript", "goneaway", "womende", "xyz", "linuxshang", "a", ""] {
            let letters = Array(typed.utf8)
            let fresh = vocabulary.matches(prefixOf: letters)
            var kept = EnglishVocabulary.StartMatches(vocabulary)
            for end in 0...letters.count { kept.resume(over: letters[..<end], in: vocabulary) }
            #expect(kept.matches == fresh.matches, "\(typed)")
            #expect(kept.search.depth == fresh.read, "\(typed)")
            // Past a prefix no word has, more letters read nothing more.
            if kept.search.isOver {
                let depth = kept.search.depth
                kept.resume(over: letters + Array("ing".utf8), in: vocabulary)
                #expect(kept.search.depth == depth && kept.matches == fresh.matches, "\(typed)")
            }
        }
    }

    @Test func aLatticeTypedKeyByKeyHasTheArcsOfOneBuiltAtOnce() {
        for typed in ["wozaiyongiphone", "xuexijavabiancheng", "dakaigithub", "dpkgmingling", "dakaigui", "zailinuxshang"] {
            let keyed = mixedTestEngine.makeDecoder()
            var lattice: WordLattice?
            for end in typed.indices.dropFirst() + [typed.endIndex] { lattice = keyed.decode(String(typed[..<end])) }
            let whole = mixedTestEngine.makeDecoder().decode(typed)
            // The same arcs from every start (a resumed walk of the lexicon may list them in another order).
            #expect(lattice?.arcsFrom.map(Set.init) == whole.arcsFrom.map(Set.init), "\(typed)")
        }
    }
}
