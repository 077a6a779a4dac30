import Emoji
import Foundation
import KeyboardLayout
import Testing
import TextInputModel
@testable import KeyboardCore

/// Scripted scenarios on the emoji page: touch points from the fitted layout → document and recents.
@Suite struct EmojiPageScenarioTests {
    @Test func tappingTheFirstSmileyTypesIt() throws {
        let keyboard = try TestKeyboard(environment: KeyboardEnvironment(needsGlobe: false))
        try keyboard.openEmojiPage()
        #expect(keyboard.controller.state.keyboard.page == .emoji)
        let page = try #require(keyboard.emojiPage)
        #expect(keyboard.controller.renderState.placeholder == nil)
        // No recents yet: the first tab is the first Unicode group.
        #expect(page.categoryTitles.first == "笑脸与情感")
        #expect(page.selectedCategory == 0 && page.page == 0 && page.pageCount > 1)
        let first = try #require(keyboard.emojiCells.first)
        #expect(first.key.action == .character("😀"))
        #expect(page.visibleEmoji.first == "😀")
        try keyboard.tap(first.id)
        #expect(keyboard.document.text == "😀")
        #expect(keyboard.controller.emojiPage.recents.emoji == ["😀"])
        // Still on the emoji page; another tap types another.
        try keyboard.tapEmoji("😃")
        #expect(keyboard.document.text == "😀😃")
    }

    @Test func aTapCommitsTheCompositionFirst() throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("nihao")
        let best = try #require(keyboard.controller.candidates.first?.text)
        try keyboard.openEmojiPage()
        try keyboard.tapEmoji("😀")
        #expect(keyboard.document.text == best + "😀")
        #expect(keyboard.document.markedText == nil)
        #expect(!keyboard.controller.isComposing)
    }

    @Test func longPressOpensSkinTonesAndSlidingPicksOne() throws {
        let keyboard = try TestKeyboard()
        try keyboard.openEmojiPage()
        try keyboard.showEmojiCell("👍")
        let cell = try keyboard.center(of: "emoji:👍")
        let finger = keyboard.down(at: cell)
        #expect(keyboard.controller.nextDeadline != nil)
        keyboard.tick(to: keyboard.now + 0.45)
        let callout = try #require(keyboard.controller.renderState.callout)
        #expect(callout.keyID == "emoji:👍")
        #expect(callout.alternates == ["👍", "👍🏻", "👍🏼", "👍🏽", "👍🏾", "👍🏿"])
        // Slide onto the medium tone (the callout's cells are laid out as the renderer draws them).
        let key = try #require(keyboard.layout.key(id: "emoji:👍"))
        let geometry = CalloutGeometry(keyFrame: key.frame, count: callout.alternates.count, bounds: keyboard.layout.size)
        keyboard.move(finger, to: geometry.cells[3].center, time: keyboard.now + 0.1)
        #expect(keyboard.controller.renderState.callout?.highlightedIndex == 3)
        keyboard.up(finger, at: geometry.cells[3].center, time: keyboard.now + 0.05)
        #expect(keyboard.document.text == "👍🏽")
        #expect(keyboard.controller.renderState.callout == nil)
        // The tone is remembered: the recents know it and the cell now types it.
        #expect(keyboard.controller.emojiPage.recents.skinTones["👍"] == [.medium])
        #expect(keyboard.controller.emojiPage.recents.emoji.first == "👍")
        #expect(keyboard.layout.key(id: "emoji:👍") == nil)
        try keyboard.tapEmoji("👍🏽")
        #expect(keyboard.document.text == "👍🏽👍🏽")
    }

    @Test func aShortTapOnAToneEmojiTypesItWithoutTheCallout() throws {
        let keyboard = try TestKeyboard()
        try keyboard.openEmojiPage()
        try keyboard.showEmojiCell("👍")
        try keyboard.tapEmoji("👍")
        #expect(keyboard.document.text == "👍")
        #expect(keyboard.controller.emojiPage.recents.skinTones["👍"] == nil)
    }

    @Test func searchAsYouTypeFindsTearsOfJoy() throws {
        let keyboard = try TestKeyboard()
        try keyboard.openEmojiPage()
        try keyboard.searchEmoji("xiaoku")
        #expect(keyboard.layout.layoutID == LayoutID("emoji-search"))
        let page = try #require(keyboard.emojiPage)
        #expect(page.query == "xiaoku")
        #expect(page.visibleEmoji.first == "😂")
        // The letters went to the query, not the document.
        #expect(keyboard.document.text == "")
        try keyboard.tapEmoji("😂")
        #expect(keyboard.document.text == "😂")
        // Delete edits the query while searching; 完成 closes the search.
        try keyboard.tap("delete")
        #expect(keyboard.emojiPage?.query == "xiaok")
        #expect(keyboard.document.text == "😂")
        try keyboard.tap(EmojiPageLayout.KeyID.doneSearch)
        #expect(keyboard.layout.layoutID == LayoutID("emoji"))
        #expect(keyboard.emojiPage?.query == nil)
        // Letters typed now would go nowhere on the grid; delete deletes from the document again.
        try keyboard.tap("delete")
        #expect(keyboard.document.text == "")
    }

    @Test func theSearchIsAnOverlayOpeningAPanelClosesItAndItClosesThePanel() throws {
        let keyboard = try TestKeyboard()
        try keyboard.openEmojiPage()
        try keyboard.searchEmoji("mao")
        #expect(keyboard.controller.state.emojiSearch?.query == "mao")
        // A panel opens over the page: the search closes with it, its letters no longer go to the query.
        keyboard.controller.handle(.command(.panel(.openClipboard)))
        #expect(keyboard.controller.state.panel == .clipboard)
        #expect(keyboard.controller.state.emojiSearch == nil)
        #expect(keyboard.layout.layoutID == LayoutID("emoji"))
        keyboard.controller.keyPress(.character("x"))
        #expect(keyboard.emojiPage?.query == nil)
        // Opening the search closes the panel.
        keyboard.controller.handle(.beginEmojiSearch)
        #expect(keyboard.controller.state.panel == nil)
        #expect(keyboard.controller.state.emojiSearch == EmojiSearch())
        #expect(keyboard.layout.layoutID == LayoutID("emoji-search"))
        // Leaving the emoji page closes the open search.
        keyboard.controller.handle(.page(.letters))
        #expect(keyboard.controller.state.overlay == .none)
    }

    @Test func englishSearchAndAnEmptyResult() throws {
        let keyboard = try TestKeyboard()
        try keyboard.openEmojiPage()
        try keyboard.searchEmoji("tears of joy")
        #expect(keyboard.emojiPage?.visibleEmoji.first == "😂")
        try keyboard.tap(EmojiPageLayout.KeyID.cancelSearch)
        try keyboard.searchEmoji("qqqqzz")
        #expect(keyboard.emojiPage?.visibleEmoji == [])
        #expect(keyboard.layout.key(id: EmojiPageLayout.KeyID.hint)?.key.label?.contains("qqqqzz") == true)
    }

    @Test func hardwareLettersGoToTheQueryAndEscapeClosesIt() throws {
        let keyboard = try TestKeyboard()
        try keyboard.openEmojiPage()
        keyboard.controller.handle(.beginEmojiSearch)
        for letter in "mao" { keyboard.controller.keyPress(.character(String(letter))) }
        #expect(keyboard.emojiPage?.query == "mao")
        #expect(keyboard.emojiPage?.visibleEmoji.contains("🐈") == true)
        keyboard.controller.keyPress(.escape)
        #expect(keyboard.emojiPage?.query == nil)
        #expect(keyboard.document.text == "")
    }

    @Test func swipesAndPageButtonsTurnPagesAcrossCategories() throws {
        let keyboard = try TestKeyboard()
        try keyboard.openEmojiPage()
        let firstPage = try #require(keyboard.emojiPage).visibleEmoji
        try keyboard.swipeGrid(by: -120)
        #expect(keyboard.emojiPage?.page == 1)
        #expect(keyboard.emojiPage?.visibleEmoji != firstPage)
        #expect(keyboard.document.text == "", "a swipe types nothing")
        try keyboard.swipeGrid(by: 120)
        #expect(keyboard.emojiPage?.page == 0)
        #expect(keyboard.emojiPage?.visibleEmoji == firstPage)
        // Back from the very first page: nothing to go to.
        try keyboard.tap(EmojiPageLayout.KeyID.previous)
        #expect(keyboard.emojiPage?.page == 0 && keyboard.emojiPage?.selectedCategory == 0)
        // Past the category's last page comes the next category.
        let pages = try #require(keyboard.emojiPage).pageCount
        for _ in 0..<pages { try keyboard.tap(EmojiPageLayout.KeyID.next) }
        #expect(keyboard.emojiPage?.selectedCategory == 1 && keyboard.emojiPage?.page == 0)
        try keyboard.tap(EmojiPageLayout.KeyID.previous)
        #expect(keyboard.emojiPage?.selectedCategory == 0 && keyboard.emojiPage?.page == pages - 1)
        // The category bar jumps.
        try keyboard.tap(EmojiPageLayout.KeyID.categoryPrefix + "3")
        #expect(keyboard.emojiPage?.selectedCategory == 3 && keyboard.emojiPage?.page == 0)
        #expect(keyboard.document.text == "")
    }

    @Test func aSmallWobbleIsStillATap() throws {
        let keyboard = try TestKeyboard()
        try keyboard.openEmojiPage()
        let cell = try #require(keyboard.emojiCells.first)
        let finger = keyboard.down(at: cell.frame.center)
        keyboard.move(finger, to: LayoutPoint(x: cell.frame.midX + 4, y: cell.frame.midY + 3), time: keyboard.now + 0.05)
        keyboard.up(finger, at: LayoutPoint(x: cell.frame.midX + 4, y: cell.frame.midY + 3), time: keyboard.now + 0.05)
        #expect(keyboard.document.text == "😀")
    }

    @Test func recentsComeFirstOnTheNextVisitWithoutReshufflingThisOne() throws {
        let keyboard = try TestKeyboard()
        try keyboard.openEmojiPage()
        try keyboard.tapEmoji("😃")
        try keyboard.tapEmoji("😀")
        // This visit keeps its tabs.
        #expect(keyboard.emojiPage?.categoryTitles.first == "笑脸与情感")
        try keyboard.tap("abc")
        #expect(keyboard.controller.state.keyboard.page == .letters)
        #expect(keyboard.layout.layoutID == LayoutID("pinyin-26"))
        try keyboard.openEmojiPage()
        let page = try #require(keyboard.emojiPage)
        #expect(page.categoryTitles.first == "常用")
        #expect(page.selectedCategory == 0)
        #expect(Array(page.visibleEmoji.prefix(2)) == ["😀", "😃"])
        // Picking from the recents tab does not move its cells during the visit.
        try keyboard.tapEmoji("😃")
        #expect(Array(keyboard.emojiPage?.visibleEmoji.prefix(2) ?? []) == ["😀", "😃"])
        #expect(keyboard.controller.emojiPage.recents.emoji.prefix(2) == ["😃", "😀"])
    }

    @Test func recentsAndTonesPersistThroughTheStore() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("emojipage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("recents.json")
        let first = try TestKeyboard(emojiRecentsURL: url)
        try first.openEmojiPage()
        try first.showEmojiCell("👍")
        let finger = first.down(at: try first.center(of: "emoji:👍"))
        first.tick(to: first.now + 0.5)
        let key = try #require(first.layout.key(id: "emoji:👍"))
        let geometry = CalloutGeometry(keyFrame: key.frame, count: 6, bounds: first.layout.size)
        first.up(finger, at: geometry.cells[5].center, time: first.now + 0.1)
        #expect(first.document.text == "👍🏿")
        #expect(first.controller.emojiPage.recentsError == nil)
        let saved = try EmojiRecentsStore(fileURL: url).load()
        #expect(saved.emoji == ["👍"] && saved.skinTones["👍"] == [.dark])

        let second = try TestKeyboard(emojiRecentsURL: url)
        try second.openEmojiPage()
        #expect(second.emojiPage?.categoryTitles.first == "常用")
        #expect(second.emojiPage?.visibleEmoji == ["👍🏿"])
    }

    @Test func aCorruptRecentsFileIsReportedAndTheKeyboardGoesOn() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("emojipage-corrupt-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data("{not json".utf8).write(to: url)
        let keyboard = try TestKeyboard(emojiRecentsURL: url)
        try keyboard.openEmojiPage()
        guard case .corrupt = keyboard.controller.emojiPage.recentsError else {
            Issue.record("expected a corrupt-file error, got \(String(describing: keyboard.controller.emojiPage.recentsError))")
            return
        }
        try keyboard.tapEmoji("😀")
        #expect(keyboard.document.text == "😀")
        // The pick was saved over the corrupt file.
        #expect(keyboard.controller.emojiPage.recentsError == nil)
        #expect(try EmojiRecentsStore(fileURL: url).load().emoji == ["😀"])
    }

    @Test func aMaximumEmojiVersionHidesNewerEmoji() throws {
        var configuration = KeyboardConfiguration()
        configuration.emojiMaximumVersion = EmojiVersion(major: 12)
        let keyboard = try TestKeyboard(configuration: configuration)
        try keyboard.openEmojiPage()
        let catalogue = try EmojiCatalogueLoader.bundledCatalogue()
        let all = keyboard.controller.emojiPage.categories.flatMap(\.cells)
        #expect(!all.isEmpty)
        #expect(all.allSatisfy { cell in (catalogue.entry(for: cell.value)?.version ?? EmojiVersion(major: 0)) <= EmojiVersion(major: 12) })
        #expect(!all.contains { $0.value == "🥹" }, "🥹 is E14.0")
        let unfiltered = try TestKeyboard()
        try unfiltered.openEmojiPage()
        #expect(unfiltered.controller.emojiPage.categories.flatMap(\.cells).contains { $0.value == "🥹" })
        // Search hides them too.
        keyboard.controller.handle(.beginEmojiSearch)
        for letter in "hanlei" { keyboard.controller.keyPress(.character(String(letter))) }
        #expect(!(keyboard.emojiPage?.visibleEmoji.contains("🥹") ?? true))
    }

    @Test func deleteOnTheGridDeletesTheWholeEmoji() throws {
        let keyboard = try TestKeyboard(text: "好")
        try keyboard.openEmojiPage()
        try keyboard.tapEmoji("😀")
        try keyboard.showEmojiCell("👍")
        try keyboard.tapEmoji("👍")
        #expect(keyboard.document.text == "好😀👍")
        try keyboard.tap("delete")
        #expect(keyboard.document.text == "好😀")
        try keyboard.tap("delete")
        #expect(keyboard.document.text == "好")
    }

    @Test func theBackKeyIsLabelledForTheModeAndLeavesSearchToo() throws {
        let keyboard = try TestKeyboard()
        try keyboard.openEmojiPage()
        #expect(keyboard.layout.key(id: "abc")?.key.label == "返回")
        try keyboard.searchEmoji("ma")
        try keyboard.tap("abc")
        #expect(keyboard.controller.state.keyboard.page == .letters)
        // Letters type pinyin again, not the query.
        try keyboard.type("ni")
        #expect(keyboard.document.markedText == "ni")
        try keyboard.openEmojiPage()
        #expect(keyboard.emojiPage?.query == nil)

        var configuration = KeyboardConfiguration()
        configuration.preferredMode = .english
        configuration.chineseAvailable = false
        let english = try TestKeyboard(configuration: configuration)
        try english.openEmojiPage()
        #expect(english.layout.key(id: "abc")?.key.label == "ABC")
    }

    @Test func anEmojiPickedFromTheCandidateBarCountsAsRecent() throws {
        let index = try EmojiCatalogueLoader.catalogue()
        let document = InMemoryTextDocument()
        let controller = KeyboardController(
            engine: try sharedEngine.get(), document: document, library: try sharedLibrary.get(),
            size: StandardKeyboardSize.phonePortrait, emojiIndex: index, emojiCatalogue: try EmojiCatalogueLoader.bundledCatalogue())
        for letter in "xiaoku" { controller.handle(.character(String(letter))) }
        let emoji = try #require(controller.candidates.firstIndex { $0.text == "😂" })
        controller.handle(.command(.selectCandidate(emoji)))
        #expect(document.text == "😂")
        #expect(controller.emojiPage.recents.emoji == ["😂"])
    }

    @Test func theLayoutFollowsResize() throws {
        let keyboard = try TestKeyboard()
        try keyboard.openEmojiPage()
        let phone = keyboard.emojiCells.count
        keyboard.controller.resize(to: StandardKeyboardSize.padPortrait, environment: KeyboardEnvironment(device: .pad))
        #expect(keyboard.layout.size == StandardKeyboardSize.padPortrait)
        #expect(keyboard.emojiCells.count > phone)
        // Every cell lies inside the keyboard and cells do not overlap.
        let cells = keyboard.emojiCells.map(\.frame)
        for (i, a) in cells.enumerated() {
            #expect(a.minX >= 0 && a.maxX <= 768 + 1e-9 && a.minY >= 0 && a.maxY <= StandardKeyboardSize.padPortrait.height + 1e-9)
            for b in cells[(i + 1)...] {
                let overlapX = min(a.maxX, b.maxX) - max(a.minX, b.minX)
                let overlapY = min(a.maxY, b.maxY) - max(a.minY, b.minY)
                #expect(overlapX <= 1e-9 || overlapY <= 1e-9)
            }
        }
    }
}
