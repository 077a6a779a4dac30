import Testing
@testable import ChineseEngine

/// A word id says by itself whether it names a lexicon word, a user word or a decoder marker.
@Suite struct WordIDTests {
    @Test func theKindIsInTheID() {
        #expect(WordID.lexicon(42).kind == .lexicon(42))
        #expect(WordID.user(3).kind == .user(3))
        #expect(WordLattice.literalWord.kind == .marker)
        #expect(WordID.user(0).isUser && !WordID.user(0).isLexicon && WordID.user(0).isWord)
        #expect(WordID.lexicon(0).isLexicon && !WordID.lexicon(0).isUser)
        // The largest lexicon id a 24-bit word list can hold is no user word.
        #expect(!WordID.lexicon(0xFF_FFFF).isUser)
        #expect(!WordLattice.literalWord.isWord && !WordLattice.literalWord.isUser)
        #expect(WordID.user(7).description == "user 7" && WordID.lexicon(7).description == "lexicon 7")
    }

    @Test func userWordsSortAfterLexiconWords() {
        // Ties between candidates are broken by word id: a user word after every lexicon word.
        #expect(WordID.lexicon(Int32(testEngine.lexicon.wordCount)) < WordID.user(0))
        #expect(WordID.user(1) < WordID.user(2))
        #expect(WordLattice.literalWord < WordID.lexicon(0))
    }

    @Test func theLexiconSpellsOnlyItsOwnWords() throws {
        let lexicon = testEngine.lexicon
        let ni = try #require(SyllableTable.id(of: "ni")), hao = try #require(SyllableTable.id(of: "hao"))
        let nihao = try #require(lexicon.word("你好", reading: [ni, hao]))
        #expect(nihao.isLexicon && lexicon.text(of: nihao) == "你好")
        #expect(lexicon.text(of: WordID.user(Int(nihao.rawValue))) == "")
        #expect(lexicon.text(of: WordLattice.literalWord) == "")
    }
}
