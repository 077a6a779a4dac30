import Testing
@testable import ChineseEngine

@Suite struct CompositionTests {
    @Test func partialSelectionContinuesWithTheRest() throws {
        var composition = Composition(input: "nihaoshijie")
        let decoder = testEngine.makeDecoder()
        decoder.decode(composition.remainingInput)
        let nihao = try #require(decoder.candidates().first { $0.text == "你好" })
        composition.select(nihao)
        #expect(composition.remainingInput == "shijie")
        #expect(composition.pickedText == "你好")
        #expect(!composition.isComplete)
        #expect(composition.markedText(segmentedBy: decoder) == "你好shi'jie")
        decoder.decode(composition.remainingInput)
        let shijie = try #require(decoder.candidates().first)
        #expect(shijie.text == "世界")
        composition.select(shijie)
        #expect(composition.isComplete)
        #expect(composition.textToCommit == "你好世界")
    }

    @Test func apostropheAfterAPickIsSkipped() throws {
        var composition = Composition(input: "xi'an'ren")
        let decoder = testEngine.makeDecoder()
        decoder.decode(composition.remainingInput)
        let xian = try #require(decoder.candidates().first { $0.text == "西安" })
        composition.select(xian)
        #expect(composition.remainingInput == "ren")
    }

    @Test func deleteUndoesThePickThenEditsThePinyin() throws {
        var composition = Composition()
        composition.type("nihao")
        let decoder = testEngine.makeDecoder()
        decoder.decode(composition.remainingInput)
        composition.select(try #require(decoder.candidates().first { $0.text == "你" }))
        #expect(composition.remainingInput == "hao")
        composition.deleteBackward()
        #expect(composition.picks.isEmpty)
        #expect(composition.remainingInput == "nihao")
        composition.deleteBackward()
        #expect(composition.input == "niha")
        #expect(composition.textToCommit == "niha")
    }
}
