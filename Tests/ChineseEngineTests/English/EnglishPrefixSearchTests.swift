@testable import ChineseEngine
import Testing

/// The English search kept per lattice start: resumed over letters typed at the end, it finds
/// what a search from scratch finds; a lattice keeps the searches those letters can extend and
/// those that are over (their words stay), and the lattice built key by key has the arcs of one
/// built at once.
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
        for typed in ["wozaiyongiphone", "xuexijavabiancheng", "dakaigithub", "dpkgmingling", "dakaigui", "zailinuxshang",
                      "wo'iphone", "iphonexyzlinux", "hellowomen'de", "henkuaijiusondaofangjian", "anzhuangbashzhihou",
                      "zaidebianshanganzhuangvim", "womenyiqiquchifanba", "iphonehewindowsdoubuxing"] {
            let keyed = mixedTestEngine.makeDecoder()
            var lattice: WordLattice?
            for end in typed.indices.dropFirst() + [typed.endIndex] { lattice = keyed.decode(String(typed[..<end])) }
            let whole = mixedTestEngine.makeDecoder().decode(typed)
            // The same arcs from every start (a resumed walk of the lexicon may list them in another order).
            #expect(lattice?.arcsFrom.map(Set.init) == whole.arcsFrom.map(Set.init), "\(typed)")
        }
    }

    @Test func aLatticeKeepsTheSearchesLettersTypedAtTheEndCanExtendAndThoseThatAreOver() {
        let vocabulary = testEnglishVocabulary
        for typed in ["wozaiyongiph", "wozaiyongiphone", "xuexijav", "hel'lo", "dpkgxyz"] {
            let lattice = mixedTestEngine.makeDecoder().decode(typed)
            let letters = Array(typed.utf8)
            let lastRun = (letters.lastIndex(of: UInt8(ascii: "'")) ?? -1) + 1
            for start in letters.indices {
                var fresh = EnglishVocabulary.StartMatches(vocabulary)
                fresh.resume(over: letters[start...].prefix { $0 != UInt8(ascii: "'") }, in: vocabulary)
                let kept = lattice.englishSearches[start]
                // Kept exactly when its run reaches the end or no word can go on (a letter's start).
                let letter = letters[start] != UInt8(ascii: "'")
                #expect((kept != nil) == (letter && (start >= lastRun || fresh.search.isOver)), "\(typed) \(start)")
                if let kept { #expect(kept.matches == fresh.matches && kept.search.depth == fresh.search.depth, "\(typed) \(start)") }
            }
            // Not kept: a search a separator ends that a word could still go on from (`hel` of `hel'lo`).
            if typed == "hel'lo" { #expect(lattice.englishSearches[0] == nil) }
        }
    }
}
