import KeyboardLayout
import Testing
@testable import KeyboardCore

/// The emoji page's buttons are keys whose actions say what they do, and its search page is read
/// from its layout file.
@Suite struct EmojiPageButtonTests {
    @Test func theGridsButtonsAreKeysWithTheirActions() throws {
        let keyboard = try TestKeyboard()
        try keyboard.openEmojiPage()
        let layout = keyboard.controller.layout
        #expect(layout.key(id: "emoji-search")?.action == .beginEmojiSearch)
        #expect(layout.key(id: "emoji-previous")?.action == .emojiPage(-1))
        #expect(layout.key(id: "emoji-next")?.action == .emojiPage(1))
        #expect(layout.key(id: "emoji-category-1")?.action == .command(.emojiCategory(1)))
        let tab = try keyboard.center(of: "emoji-category-1")
        #expect(keyboard.controller.target(at: tab) == .button(id: "emoji-category-1", action: .command(.emojiCategory(1))))
        try keyboard.tap("emoji-category-1")
        #expect(keyboard.emojiPage?.selectedCategory == 1)
    }

    @Test func theSearchPageIsItsLayoutFileWithTheResultsFilledIn() throws {
        var library = try sharedLibrary.get()
        var file = try #require(library.layout(.emojiSearch))
        // A user's search page: 完成 relabelled, the letters as the file has them.
        file.rows = file.rows.map { row in
            var row = row
            row.items = row.items.map { item in
                guard case .key(var key) = item, key.id == "emoji-search-done" else { return item }
                key.label = "好了"
                return .key(key)
            }
            return row
        }
        library.add(file)
        let keyboard = try TestKeyboard(library: library)
        try keyboard.openEmojiPage()
        try keyboard.tap("emoji-search")
        let shown = keyboard.controller.layout
        #expect(shown.id == .emojiSearch)
        #expect(shown.key(id: "emoji-search-done")?.label == "好了")
        #expect(shown.key(id: "emoji-search-cancel")?.action == .endEmojiSearch)
        #expect(shown.key(id: "emoji-results") == nil, "the file's placeholder row holds the results")
        // Below the results the page is the file, key for key (the field and the back key relabelled).
        let fileKeys: [String] = file.rows.dropFirst().flatMap(\.allKeys).map(\.id)
        let shownKeys: [String] = shown.rows.dropFirst().flatMap(\.allKeys).map(\.id)
        #expect(shownKeys == fileKeys)
        #expect(shown.key(id: "q") == file.key(id: "q") && shown.key(id: "delete") == file.key(id: "delete"))
        try keyboard.tap("emoji-search-done")
        #expect(keyboard.controller.layout.id == EmojiPageLayout.gridID)
    }
}
