import Testing
import TextInputModel
@testable import KeyboardCore

/// The one memory's ranking stage for the forms the first scenarios leave out: a text picked that
/// was not first comes first the next time, and after a restart (五笔, 倉頡, 速成, 拆字, 粤拼); an
/// emoji used is the first recent, except in a secure field.
extension MemoryScenarioTests {
    @Test func wubi() throws {
        try learnsAndRemembers(configuration("wubi86"), pick: 1) { try $0.type("a") }
    }

    @Test func cangjie() throws {
        try learnsAndRemembers(configuration("cangjie5"), pick: 1) { try $0.type("a") }
    }

    @Test func quick() throws {
        try learnsAndRemembers(configuration("quick5"), pick: 1) { try $0.type("a") }
    }

    @Test func chaizi() throws {
        let picked = try learnsAndRemembers(configuration(), pick: 1) { try $0.type("umumu") }
        // A text of the 拆字 table (noted with its reading), not a pinyin candidate.
        let keyboard = try start(Folder(), configuration())
        try keyboard.type("umumu")
        let index = try #require(keyboard.controller.barTexts.firstIndex(of: picked))
        #expect(!keyboard.controller.sources.pinyin.candidateNotes[index].isEmpty, "\(picked) is 拆字's")
    }

    @Test func jyutping() throws {
        // 呢個 after 哩個.
        try learnsAndRemembers(configuration("jyutping"), pick: 1) { try $0.type("nigo") }
    }

    @Test func emojiUsedIsRecentButNotInASecureField() throws {
        let folder = Folder()
        let keyboard = try start(folder, configuration())
        keyboard.controller.handle(.insertEmoji("🐈"))
        keyboard.controller.handle(.insertEmoji("🐕"))
        #expect(Array(keyboard.controller.emojiPage.recents.emoji.prefix(2)) == ["🐕", "🐈"])
        let secure = try start(folder, configuration(), traits: TextInputTraits(isSecureTextEntry: true))
        let before = secure.controller.emojiPage.recents.emoji
        secure.controller.handle(.insertEmoji("🦊"))
        #expect(secure.document.text == "🦊")
        #expect(secure.controller.emojiPage.recents.emoji == before, "a secure field teaches nothing, recents included")
    }
}
