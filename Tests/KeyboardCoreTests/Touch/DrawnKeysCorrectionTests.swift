import KeyGeometry
import KeyboardLayout
import ChineseEngine
import Testing
@testable import KeyboardCore

/// 纠错 reads a touch against the keys as drawn (`FittedLayout.keyGeometry`), not a fixed phone
/// QWERTY: on an iPad the bottom row sits half a key further left under the middle row, and a
/// one-handed keyboard's narrow keys put the rows two key widths apart. Each case also decodes
/// the same letters and touches over the phone's grid (what 纠错 read before), which reads them
/// otherwise.
@Suite struct DrawnKeysCorrectionTests {
    /// Taps `letters`, the one at `slip` at the point of its key `fraction` of the way toward the
    /// key of `toward` (clamped to 45 % of the key's width and height from its centre).
    func type(_ letters: String, slip: Int, toward: Character, on keyboard: TestKeyboard) throws {
        for (index, letter) in letters.enumerated() {
            guard index == slip else { try keyboard.tap(String(letter)); continue }
            let key = try #require(keyboard.layout.key(id: String(letter))).hitFrame
            let target = try #require(keyboard.layout.key(id: String(toward))).hitFrame
            let dx = target.midX - key.midX, dy = target.midY - key.midY
            let scale = min(0.45 * key.width / max(abs(dx), 1e-6), 0.45 * key.height / max(abs(dy), 1e-6))
            let point = LayoutPoint(x: key.midX + dx * scale, y: key.midY + dy * scale)
            #expect(keyboard.layout.keyID(at: point) == String(letter), "the touch lands on the key typed")
            keyboard.tapPoint(point)
        }
    }

    /// The best reading of what `keyboard` composed, decoded over `keys`.
    func best(of keyboard: TestKeyboard, over keys: KeyGeometry) throws -> String {
        let composer = keyboard.controller.sources.pinyin
        let decoder = try sharedEngine.get().makeDecoder()
        decoder.keys = keys
        decoder.decode(PinyinInput(composer.rawInput), touches: composer.currentTouches)
        return decoder.candidates(limit: 1).first?.text ?? ""
    }

    @Test func onAnIPadATouchTowardTheKeyBelowReadsAsIt() throws {
        let keyboard = try TestKeyboard(size: StandardKeyboardSize.padPortrait, environment: KeyboardEnvironment(device: .pad))
        let drawn = try #require(keyboard.layout.keyGeometry)
        #expect(drawn != .phone)
        // 家长 with the z landing on the a above it, toward the z (on an iPad the z sits under the
        // a's right half; on a phone it sits under the s, a whole key to the right).
        try type("jiaahang", slip: 3, toward: "z", on: keyboard)
        #expect(keyboard.controller.sources.pinyin.keys == drawn, "the composer reads the keys shown")
        #expect(keyboard.controller.barTexts.first == "家长")
        #expect(try best(of: keyboard, over: .phone) != "家长", "over the phone's grid the touch is far from the z")
    }

    @Test func oneHandedATouchNearTheKeyAboveStaysTheKeyTyped() throws {
        let keyboard = try TestKeyboard()
        keyboard.controller.handle(.command(.fit(.oneHanded(.right))))
        let drawn = try #require(keyboard.layout.keyGeometry)
        #expect(drawn.rowPitch > 1.8, "narrow one-handed keys: rows are two key widths apart")
        // 家长 with the z typed near its top edge, toward the s above: the rows are far apart as
        // drawn, so it stays a z; over the phone's grid (rows 1.4 key widths apart) it reads as 加上.
        try type("jiazhang", slip: 3, toward: "s", on: keyboard)
        #expect(keyboard.controller.sources.pinyin.keys == drawn)
        #expect(keyboard.controller.barTexts.first == "家长")
        #expect(try best(of: keyboard, over: .phone) == "加上")
    }

    @Test func theGeometryFollowsTheFit() throws {
        let keyboard = try TestKeyboard()
        let phone = try #require(keyboard.layout.keyGeometry)
        keyboard.controller.handle(.command(.fit(.oneHanded(.left))))
        let oneHanded = try #require(keyboard.layout.keyGeometry)
        #expect(oneHanded != phone && oneHanded.keyWidth < phone.keyWidth, "the same layout, fitted one-handed: other keys")
        try keyboard.type("ni")
        #expect(keyboard.controller.sources.pinyin.keys == oneHanded)
    }
}
