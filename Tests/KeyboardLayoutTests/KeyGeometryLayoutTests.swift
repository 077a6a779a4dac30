import KeyGeometry
import KeyboardLayout
import Testing

/// A fitted layout's letter keys as the decoders read them (`FittedLayout.keyGeometry`).
@Suite struct KeyGeometryLayoutTests {
    @Test func theLetterKeysAreReadWhereTheyTakeTouchesInEveryEnvironment() throws {
        let library = try standardLibrary()
        for (environment, size) in testEnvironments {
            for id in [LayoutID.qwerty, .pinyin26] {
                let fitted = try #require(library.layout(id)).fitted(in: size, environment: environment)
                let keys = try #require(fitted.keyGeometry, "\(id) \(environment)")
                for letter in "qazmp" {
                    let frame = try #require(fitted.key(id: String(letter))).hitFrame
                    let centre = try #require(keys.centre(of: letter))
                    #expect(abs(Double(centre.x) - frame.midX) < 1e-3 && abs(Double(centre.y) - frame.midY) < 1e-3)
                    #expect(keys.nearestLetter(to: centre) == letter.asciiValue)
                }
                #expect(keys.areNeighbours(UInt8(ascii: "e"), UInt8(ascii: "r")) && keys.areNeighbours(UInt8(ascii: "g"), UInt8(ascii: "b")))
                #expect(!keys.areNeighbours(UInt8(ascii: "q"), UInt8(ascii: "e")) && !keys.areNeighbours(UInt8(ascii: "q"), UInt8(ascii: "z")))
            }
        }
    }

    @Test func aPageWithoutTheLettersHasNone() throws {
        let library = try standardLibrary()
        for id in [LayoutID.pinyin9, .numbers] {
            let layout = try #require(library.layout(id))
            #expect(layout.fitted(in: StandardKeyboardSize.phonePortrait, environment: KeyboardEnvironment()).keyGeometry == nil)
        }
    }
}
