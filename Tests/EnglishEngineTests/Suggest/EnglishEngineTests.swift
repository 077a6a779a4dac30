import EnglishEngine
import Testing

/// The space bar's word: corrections, words kept as typed, casing and contractions.
@Suite struct EnglishEngineCorrectionTests {
    @Test func slipsAreCorrected() {
        #expect(committed("teh") == "the")
        #expect(committed("wrold", after: "hello") == "world")
        #expect(committed("becuase", after: "I did it") == "because")
        #expect(committed("Whihc") == "Which")
        #expect(testEngine.suggestions(context: "", typed: "teh").isCorrection)
    }

    /// The words before may make a correction likelier, never keep a misspelling it makes alone.
    @Test func aMisspellingAfterAPronounIsCorrectedAsItIsAlone() {
        #expect(committed("recieve") == "receive")
        #expect(committed("recieve", after: "I ") == "receive")
        #expect(committed("recieve", after: "Did you ") == "receive")
    }

    /// A rare valid word the spoken model never saw after the words before, one edit from a
    /// word it is sure of there, is that word; a word the text holds already is meant.
    @Test func theWordsBeforeDecideBetweenRealWords() {
        #expect(committed("hat", after: "I ") == "had")
        #expect(testEngine.suggestions(context: "I ", typed: "hat").isCorrection)
        #expect(committed("hat", after: "the red ") == "hat")
        #expect(committed("hat", after: "I lost my hat. I ") == "hat")
        #expect(committed("sad", after: "You are never ") == "sad")
    }

    @Test func wordsTypedRightAreKept() {
        #expect(committed("the") == "the")
        #expect(committed("chess", after: "which") == "chess")
        #expect(committed("FizzBuzz", after: "here is") == "FizzBuzz")
        #expect(committed("Illuminati", after: "a reference to the") == "Illuminati")
        #expect(!testEngine.suggestions(context: "", typed: "house").isCorrection)
    }

    /// Long letters that begin valid words are searched within one slip only (a word in
    /// progress): the space bar still completes them, and letters no word begins with stay.
    @Test func aLongWordInProgressIsCompletedBySpace() {
        #expect(committed("administratio", after: "a system of political") == "administration")
        #expect(committed("internationa", after: "the") == "international")
        #expect(committed("counterproducti", after: "it seems") == "counterproductive")
        #expect(committed("superintellig", after: "No, we are") == "superintellig")
    }

    @Test func aRejectedCorrectionIsNotMadeAgain() {
        #expect(committed("teh") == "the")
        #expect(committed("teh", keep: ["teh"]) == "teh")
    }

    @Test func casingAndContractions() {
        #expect(committed("i") == "I")
        #expect(committed("dont", after: "I") == "don't")
        #expect(committed("im") == "I'm")
        #expect(committed("iphone", after: "my") == "iPhone")
        #expect(committed("Teh", after: "to") == "The")
    }

    @Test func theContractListsTheCommitFirst() {
        let suggestions = testEngine.suggestions(context: "I like", typed: "teh", limit: 3)
        let ranked = suggestions.ranked(limit: 3)
        #expect(ranked.first == suggestions.commit)
        #expect(ranked.count <= 3)
        #expect(Set(ranked.map { $0.lowercased() }).count == ranked.count)
    }

    @Test func lettersThatAreNoWordStayAsTyped() {
        #expect(committed("x1y") == "x1y")
        #expect(committed("qzxjvwk") == "qzxjvwk")
    }
}

/// Completions and next words.
@Suite struct EnglishEnginePredictionTests {
    @Test func completionsFollowTheLettersAndTheContext() {
        let completions = testEngine.suggestions(context: "what is", typed: "yo").alternatives
        #expect(completions.contains("your"))
        #expect(testEngine.suggestions(context: "I have an", typed: "iph").ranked(limit: 3).contains("iPhone"))
    }

    @Test func nextWordsFollowThePreviousWord() {
        let after = testEngine.suggestions(context: "thank", typed: "").alternatives
        #expect(after.first == "you")
        #expect(testEngine.suggestions(context: "thank", typed: "").commit == nil)
    }

    @Test func aSentenceStartsWithACapital() {
        let first = testEngine.suggestions(context: "", typed: "").alternatives
        #expect(!first.isEmpty)
        #expect(first.allSatisfy { $0.first?.isUppercase == true })
        // Words that start sentences come first (`I`), not the commonest words inside them (`of`).
        #expect(first.first == "I")
        #expect(!first.contains("Of"))
        let next = testEngine.suggestions(context: "It rained. ", typed: "").alternatives
        #expect(next.allSatisfy { $0.first?.isUppercase == true })
    }

    @Test func contextIsReadFromTheTextBefore() {
        let context = EnglishContext(text: "Hello there. How are  ")
        #expect(context.previousWord == "are")
        #expect(!context.startsSentence)
        #expect(EnglishContext(text: "Fine! ").startsSentence)
        #expect(EnglishContext(text: "").startsSentence)
    }
}
