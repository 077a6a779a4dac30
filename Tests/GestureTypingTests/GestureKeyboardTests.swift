import Testing
@testable import GestureTyping

@Suite struct GestureKeyboardTests {
    @Test func keyboardWithoutLetterKeysIsRefused() {
        #expect(GestureKeyboard(faces: [.init(letter: "1", x: 0, y: 0, width: 30, height: 40)]) == nil)
    }

    @Test func theLayoutsLetterKeysAreReadAtTheirFaces() throws {
        let keyboard = GestureFixtures.qwerty
        let q = try #require(keyboard.centre(of: "q")), p = try #require(keyboard.centre(of: "p")), a = try #require(keyboard.centre(of: "a"))
        #expect(q.y == p.y && q.x < p.x, "one row, left to right")
        #expect(a.y > q.y && a.x > q.x, "the middle row is lower and indented")
        #expect(keyboard.keyPitch > 25 && keyboard.keyPitch < 40, "an iPhone key is about 31 pt wide")
        #expect((0..<26).allSatisfy { keyboard.centres[$0] != nil })
        #expect(keyboard.nearestLetter(to: q + SIMD2(3, -4)) == "q")
    }
}
