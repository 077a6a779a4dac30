import Testing
@testable import KeyboardCore

/// A composition decoded again in place (`ChineseComposer.reload()`, after the user dictionary
/// changed under it) is ranked by the memory as a key typed ranks it: a 拆字 text chosen before
/// stays first.
extension MemoryScenarioTests {
    @Test func aReloadRanksChaiziTextsAsTypingDoes() throws {
        let keyboard = try start(Folder(), configuration())
        try keyboard.type("umumu")
        let picked = keyboard.controller.barTexts[1]
        keyboard.controller.handle(.command(.selectCandidate(1)))
        clear(keyboard)
        try keyboard.type("umumu")
        let ranked = keyboard.controller.barTexts
        try #require(ranked.first == picked, "\(ranked)")
        keyboard.controller.sources.pinyin.reload()
        #expect(keyboard.controller.barTexts == ranked)
    }
}
