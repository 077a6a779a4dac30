@testable import EnglishEngine
import KeyGeometry
import Testing

/// The slip model's edits on one scale (`SlipCosts`): an extra last letter, sound-alike
/// misspellings, and when a rare valid word typed gives way to a correction.
@Suite struct SlipModelTests {
    /// The cost `CorrectionSearch` gives reading `typed` as `word` (nil when not found within 12 nats).
    private func editCost(_ typed: String, as word: String, costs: SlipCosts = SlipCosts()) -> Float? {
        let search = CorrectionSearch(trie: testLexicon.trie, keys: .phone, costs: costs, typed: Array(typed.utf8), touches: [], budget: 12)
        return search.run(limit: 200).first { $0.key == Array(word.utf8) }?.cost
    }

    @Test func anExtraLastLetterOffTheSpaceBarRowCostsMoreThanANearMiss() {
        let costs = SlipCosts()
        // `theg`: the g is a slip of y (`they`) rather than a letter added after `the`.
        #expect(editCost("theg", as: "they") == costs.neighbour)
        #expect(editCost("theg", as: "the") == costs.finalInsertion)
        #expect(committed("theg", after: "more than") == "they")
        #expect(committed("numberd", after: "import reduce") == "numbers")
        // A letter of the row above the space bar typed on the way to it costs what an extra letter does.
        #expect(editCost("thatm", as: "that") == costs.insertion)
        #expect(KeyGeometry.phone.isAboveSpaceBar(UInt8(ascii: "m")) && !KeyGeometry.phone.isAboveSpaceBar(UInt8(ascii: "g")))
        // Without the rule the commoner word wins.
        var engine = testEngine
        engine.slips.finalInsertion = engine.slips.nearInsertion
        #expect(engine.suggestions(context: "more than", typed: "theg").commit == "the")
    }

    @Test func soundAlikeMisspellingsAreCorrected() {
        #expect(SlipCosts.soundsAlike(UInt8(ascii: "a"), UInt8(ascii: "i")))
        #expect(SlipCosts.soundsAlike(UInt8(ascii: "c"), UInt8(ascii: "k")))
        #expect(!SlipCosts.soundsAlike(UInt8(ascii: "c"), UInt8(ascii: "p")))
        #expect(editCost("foto", as: "photo") == SlipCosts().soundAlike)
        #expect(committed("definately", after: "I think it is") == "definitely")
        #expect(committed("enouf", after: "I have had") == "enough")
        var engine = testEngine
        engine.slips.soundAlike = engine.slips.farKey
        #expect(engine.suggestions(context: "I think it is", typed: "definately").commit == "definately")
        #expect(engine.suggestions(context: "I have had", typed: "enouf").commit == "enouf")
    }

    @Test func aRareWordTypedAtASentenceStartGivesWayToACommonOne() {
        #expect(committed("Cam") == "Can")
        #expect(committed("Tue") == "The")
        // Inside a sentence, after a word it follows, the name is meant.
        #expect(committed("Cam", after: "I met") == "Cam")
        var engine = testEngine
        engine.settings.sentenceRealMargin = 0
        #expect(engine.suggestions(context: "", typed: "Cam").commit == "Cam")
    }

    @Test func aValidWordTheWordBeforeIsNeverSeenWithIsKept() {
        #expect(committed("hot", after: "I have") == "hot")
        var engine = testEngine
        engine.settings.unpairedTypedMargin = 0
        #expect(engine.suggestions(context: "I have", typed: "hot").commit == "not")
    }
}
