import Testing
@testable import GestureTyping

@Suite struct PinyinGestureDecoderTests {
    private var decoder: PinyinGestureDecoder { PinyinGestureDecoder(engine: GestureFixtures.engine, keyboard: GestureFixtures.pinyin) }

    @Test func nihaoGivesNihao() {
        let decoded = decoder.decode(GestureFixtures.path("nihao", on: GestureFixtures.pinyin), context: "", limit: 5)
        #expect(decoded.first?.text == "你好")
        #expect(decoded.first?.letters == "nihao")
    }

    @Test func theTextBeforeRanksHomophones() {
        let path = GestureFixtures.path("shi", on: GestureFixtures.pinyin)
        let afterWo = decoder.decode(path, context: "我", limit: 5).map(\.text)
        #expect(afterWo.first == "是", "\(afterWo)")
        let afterTime = decoder.decode(GestureFixtures.path("shijian", on: GestureFixtures.pinyin), context: "没有", limit: 5).map(\.text)
        #expect(afterTime.first == "时间", "\(afterTime)")
    }
}
