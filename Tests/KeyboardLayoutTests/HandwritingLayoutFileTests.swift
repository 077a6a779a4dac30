import Testing
@testable import KeyboardLayout

/// The 手写 layout file: a Chinese letters layout whose key area is the writing pad, with the keys
/// a writer still needs beside it.
@Suite struct HandwritingLayoutFileTests {
    @Test func theHandwritingLayoutIsThePadWithTheKeysBesideIt() throws {
        let layout = try #require(try standardLibrary().layout(named: "handwriting"))
        #expect(layout.language == .chinese && layout.page == .letters)
        #expect(layout.key(id: "pad")?.action == .handwritingPad)
        #expect(KeyboardAction(code: "pad") == .handwritingPad && KeyboardAction.handwritingPad.code == "pad")
        let fitted = layout.fitted(environment: KeyboardEnvironment(needsGlobe: true))
        let pad = try #require(fitted.key(id: "pad"))
        let space = try #require(fitted.key(id: "space")), ret = try #require(fitted.key(id: "return"))
        let delete = try #require(fitted.key(id: "delete"))
        for id in ["123", "globe", "zh-en", "，", "。"] { #expect(fitted.key(id: id) != nil, "\(id)") }
        #expect(fitted.key(id: "emoji") == nil, "the globe takes the emoji key's place")
        // The pad spans the three upper rows; the bottom row sits under it; delete and return flank it.
        #expect(abs(pad.frame.minY - delete.frame.minY) < tolerance)
        #expect(space.frame.minY >= pad.frame.maxY - tolerance)
        #expect(delete.frame.minX >= pad.frame.maxX - tolerance && ret.frame.minX >= pad.frame.maxX - tolerance)
        #expect(abs(ret.frame.maxY - space.frame.maxY) < tolerance)
        #expect(pad.frame.width > fitted.size.width * 0.75)
        // The pad's centre hits the pad.
        #expect(fitted.keyIndex(at: pad.frame.center).map { fitted.keys[$0].id } == "pad")
    }
}
