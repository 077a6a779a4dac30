import Handwriting
import ChineseEngine
import Testing
@testable import KeyboardCore

/// The engine's context keeps the last texts it was asked after, prepared: what it answers is what
/// a context that prepares every text afresh answers.
@Suite struct EngineCharacterContextTests {
    @Test func keptTextsAnswerAsTextsPreparedAfresh() throws {
        let engine = try sharedEngine.get()
        let context = EngineCharacterContext(engine: engine), fresh = NextCharacterCosts(engine: engine)
        let characters: [Character] = ["好", "们", "的", "奴", "\u{E000}"]
        let texts = ["你", "我", "", "今天天气很", "你"] + (0..<20).map { "第\($0)" } + ["我", "今天天气很"]
        for text in texts {
            #expect(context.costs(of: characters, after: text) == fresh.costs(of: characters, after: text), "after \(text)")
        }
    }

    @Test func theLastSixteenTextsAreKeptAndByTheirBytes() throws {
        let costs = NextCharacterCosts(engine: try sharedEngine.get())
        let recent = RecentPreparedTexts()
        for k in 0..<40 { _ = recent.prepared(after: "第\(k)", by: costs) }
        #expect(recent.texts == (24..<40).map { "第\($0)" }, "the newest 16, oldest first")
        _ = recent.prepared(after: "第30", by: costs)
        #expect(recent.texts == (24..<40).map { "第\($0)" }, "a kept text is found, not added again")
        _ = recent.prepared(after: "第0", by: costs)
        #expect(recent.texts == (25..<40).map { "第\($0)" } + ["第0"], "a new one pushes the oldest out")
        // é composed and decomposed are one String to ==, but other bytes: each kept on its own.
        let apart = RecentPreparedTexts()
        _ = apart.prepared(after: "caf\u{E9}", by: costs)
        _ = apart.prepared(after: "cafe\u{301}", by: costs)
        #expect(apart.texts.map { Array($0.utf8) } == [Array("caf\u{E9}".utf8), Array("cafe\u{301}".utf8)])
    }
}
