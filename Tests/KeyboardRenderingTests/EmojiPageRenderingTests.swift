import Emoji
import Foundation
import KeyboardCore
import KeyboardLayout
import KeyboardRendering
import ChineseEngine
import KeyboardThemes
import Testing
import TextInputModel

/// The emoji page drawn from a real controller's fitted layout and render state, as the playground
/// and the iOS host draw it. With `SHURUFA_RECORD_DOCS=1` the SVGs are also written to docs/emoji
/// (docs/emoji/render.sh turns them into the PNGs there).
@Suite struct EmojiPageRenderingTests {
    static let docsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/emoji")
    static let engine = Result { try ChineseEngine() }

    /// A Chinese keyboard on the emoji page, with a clock for touches.
    final class Page {
        let controller: KeyboardController
        let document = InMemoryTextDocument()
        var now = 10.0

        /// Emoji 15.0 is what Debian 12's Noto Color Emoji draws (newer ones would be blank in the screenshots),
        /// as iOS 16.4 does: the page hides what the system font cannot draw.
        init(size: LayoutSize = StandardKeyboardSize.phonePortrait, environment: KeyboardEnvironment = KeyboardEnvironment()) throws {
            var configuration = KeyboardConfiguration()
            configuration.emojiMaximumVersion = EmojiVersion(major: 15)
            controller = KeyboardController(engine: try EmojiPageRenderingTests.engine.get(), document: document, library: try LayoutLibrary.standard(), size: size,
                                                environment: environment, configuration: configuration)
            controller.handle(.page(.emoji))
        }

        func tap(_ id: String) throws {
            let point = try #require(controller.fittedLayout.key(id: id), "no key \(id)").frame.center
            controller.handleTouches([Touch(id: 1, point: point, timestamp: now, phase: .began)])
            controller.handleTouches([Touch(id: 1, point: point, timestamp: now + 0.05, phase: .ended)])
            now += 0.5
        }

        func tree(theme: KeyboardTheme = .light) -> RenderTree {
            var state = controller.renderState
            state.theme = theme
            return KeyboardRenderer().render(controller.fittedLayout, state: state)
        }

        /// Writes the SVG to docs/emoji when recording.
        func record(_ name: String, theme: KeyboardTheme = .light) throws {
            guard ProcessInfo.processInfo.environment["SHURUFA_RECORD_DOCS"] == "1" else { return }
            try FileManager.default.createDirectory(at: EmojiPageRenderingTests.docsDirectory, withIntermediateDirectories: true)
            let svg = SVGWriter().svg(for: tree(theme: theme))
            try Data(svg.utf8).write(to: EmojiPageRenderingTests.docsDirectory.appendingPathComponent(name + ".svg"))
        }
    }

    @Test func cellsAreBareEmojiTaggedInTheSVG() throws {
        let page = try Page()
        let tree = page.tree()
        let cells = tree.keys.filter { $0.emoji != nil }
        #expect(cells.count >= 24)
        let first = try #require(cells.first)
        #expect(first.emoji == "😀" && first.texts.first?.text == "😀")
        #expect(first.fill.alpha == 0 && first.shadowColor == nil)
        #expect(cells.allSatisfy { cell in cell.texts.first.map { $0.fontSize <= cell.frame.height * 0.7 + 1e-9 } ?? false })
        // Function keys are not tagged.
        #expect(tree.key(id: "delete")?.emoji == nil)
        let svg = SVGWriter().svg(for: tree)
        #expect(svg.contains("data-key=\"emoji:😀\" data-action=\"char:😀\" data-emoji=\"😀\""))
        #expect(svg.contains("data-key=\"emoji-category-0\""))
        #expect(svg.contains("data-key=\"emoji-search\""))
        #expect(svg.contains("data-key=\"abc\""))
        #expect(!svg.contains("data-emoji=\"🕘\""), "the category bar is not made of emoji cells")
        try page.record("emoji-grid-light")
        try page.record("emoji-grid-dark", theme: .dark)
    }

    @Test func theSkinToneCalloutTagsEachTone() throws {
        let page = try Page()
        let people = try #require(page.controller.emojiPage.categories.firstIndex { $0.cells.contains { $0.value == "👍" } })
        try page.tap("emoji-category-\(people)")
        var turns = 0
        while page.controller.fittedLayout.key(id: "emoji:👍") == nil, turns < 30 {
            try page.tap("emoji-next")
            turns += 1
        }
        let cell = try #require(page.controller.fittedLayout.key(id: "emoji:👍"))
        page.controller.handleTouches([Touch(id: 7, point: cell.frame.center, timestamp: page.now, phase: .began)])
        page.controller.tick(now: page.now + 0.5)
        let geometry = CalloutGeometry(keyFrame: cell.frame, count: 6, bounds: page.controller.fittedLayout.size)
        page.controller.handleTouches([Touch(id: 7, point: geometry.cells[3].center, timestamp: page.now + 0.6, phase: .moved)])
        let tree = page.tree()
        let callout = try #require(tree.callout)
        #expect(callout.isEmoji && callout.alternates.count == 6 && callout.highlightedIndex == 3)
        let svg = SVGWriter().svg(for: tree)
        #expect(svg.contains("<g data-emoji=\"👍🏽\" data-alternate=\"3\">"))
        try page.record("emoji-skin-tones")
        page.controller.handleTouches([Touch(id: 7, point: geometry.cells[3].center, timestamp: page.now + 0.7, phase: .ended)])
        #expect(page.document.text == "👍🏽")
    }

    @Test func theSearchPageShowsResultsAboveTheLetters() throws {
        let page = try Page()
        try page.tap("emoji-search")
        for letter in "xiaoku" { try page.tap(String(letter)) }
        let tree = page.tree()
        #expect(tree.keys.first { $0.emoji != nil }?.emoji == "😂")
        #expect(tree.key(id: "q") != nil && tree.key(id: "emoji-search-done") != nil)
        #expect(tree.key(id: "emoji-search")?.texts.first?.text.contains("xiaoku") == true)
        try page.record("emoji-search")
    }

    @Test func anIPadShowsMoreColumns() throws {
        let page = try Page(size: StandardKeyboardSize.padPortrait, environment: KeyboardEnvironment(device: .pad))
        let tree = page.tree()
        #expect(tree.keys.filter { $0.emoji != nil }.count > 60)
        try page.record("emoji-grid-pad")
    }
}
