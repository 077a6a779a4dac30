import Testing
@testable import KeyboardCore

/// The 颜文字 tab: the last of the emoji page's category bar, its faces three emoji columns wide,
/// a tap types the face.
@Suite struct KaomojiTabTests {
    @Test func theKaomojiTabTypesAFace() throws {
        let keyboard = try TestKeyboard()
        try keyboard.openEmojiPage()
        let categories = keyboard.controller.emojiPage.categories
        let index = try #require(categories.firstIndex { $0.title == "颜文字" })
        #expect(index == categories.count - 1)
        let emojiPerRow = keyboard.emojiCells.filter { $0.frame.minY == keyboard.emojiCells.first?.frame.minY }.count
        try keyboard.tap(EmojiPageLayout.KeyID.categoryPrefix + String(index))
        let cells = keyboard.emojiCells
        let first = try #require(cells.first)
        let perRow = cells.filter { $0.frame.minY == first.frame.minY }.count
        #expect(perRow == max(1, emojiPerRow / Kaomoji.columnSpan))
        #expect(first.key.label == Kaomoji.faces[0])
        try keyboard.tapEmoji(Kaomoji.faces[0])
        #expect(keyboard.document.text == Kaomoji.faces[0])
    }
}
