import Foundation
import KeyboardLayout
import ChineseEngine
import Testing
import TextInputModel
@testable import KeyboardCore

/// Saved phrases: the rules, the defaults, grouping, editing, and the bar's short codes.
@Suite struct QuickPhraseTests {
    @Test func rulesRefuseBadPhrases() {
        #expect(QuickPhraseRules.problem(text: "北京市海淀区", code: "dz", group: "地址") == nil)
        #expect(QuickPhraseRules.problem(text: "  ", code: "", group: "常用") != nil)
        #expect(QuickPhraseRules.problem(text: "x", code: "d1", group: "常用") != nil)
        #expect(QuickPhraseRules.problem(text: "x", code: "DZ", group: "常用") != nil)
        #expect(QuickPhraseRules.problem(text: "x", code: String(repeating: "a", count: 17), group: "常用") != nil)
        #expect(QuickPhraseRules.problem(text: "x", code: "", group: "a\tb") != nil)
        #expect(QuickPhraseRules.problem(text: "x", code: "", group: "") != nil)
    }

    @Test func aNewBookHasTheDefaultsOnceGroupedInOrder() throws {
        let store = InMemoryPhraseStore()
        let book = QuickPhraseBook(store: store)
        #expect(book.phrases.count == QuickPhraseRules.defaults.count)
        #expect(book.groups.map(\.name) == ["常用", "问候"])
        for phrase in book.phrases { book.remove(phrase.id) }
        #expect(QuickPhraseBook(store: store).phrases.isEmpty)
    }

    @Test func addEditMoveRemoveAndLookUpByCode() throws {
        let book = QuickPhraseBook(store: InMemoryPhraseStore())
        let address = try book.add(text: "北京市海淀区中关村大街1号", code: "DZ", group: "地址")
        #expect(book.phrases(forCode: "dz") == ["北京市海淀区中关村大街1号"])
        #expect(book.groups.last?.name == "地址")
        var edited = address
        edited.text = "上海市浦东新区"
        edited.code = "sh"
        try book.update(edited)
        #expect(book.phrases(forCode: "dz").isEmpty)
        #expect(book.phrases(forCode: "sh") == ["上海市浦东新区"])
        book.move(address.id, to: 0)
        #expect(book.phrases.first?.id == address.id)
        #expect(book.groups.first?.name == "地址")
        #expect(throws: QuickPhraseError.self) { try book.add(text: "", code: "x") }
        book.remove(address.id)
        #expect(book.phrases(forCode: "sh").isEmpty)
    }
}

/// The bar's extras: a phrase's code and an emoji the top reading names go at the fixed place
/// (`CandidateExtras.position`), never first; the setting turns emoji off.
@Suite struct CandidateExtrasTests {
    @Test func extrasGoAtTheFixedPlaceNeverFirst() {
        var list = ["你好", "你", "泥"].map { CandidateItem(text: $0, source: .phrase) }
        CandidateExtras.insert(phrases: ["P"], emoji: ["😂", "你"], into: &list)
        #expect(list.map(\.text) == ["你好", "P", "😂", "你", "泥"])
        var empty: [CandidateItem] = []
        CandidateExtras.insert(phrases: [], emoji: ["😂"], into: &empty)
        #expect(empty.map(\.text) == ["😂"])
    }

    func controller(_ configuration: KeyboardConfiguration = KeyboardConfiguration(), phrases: QuickPhraseBook = QuickPhraseBook())
        throws -> (KeyboardController, InMemoryTextDocument) {
        let document = InMemoryTextDocument()
        let controller = KeyboardController(
            engine: try sharedEngine.get(), document: document, library: try sharedLibrary.get(), size: StandardKeyboardSize.phonePortrait,
            configuration: configuration, emojiIndex: try EmojiCatalogueLoader.catalogue(), phrases: phrases)
        document.inputDelegate = controller
        return (controller, document)
    }

    @Test func hahaOffersTheTearsOfJoySecond() throws {
        let (controller, document) = try controller()
        for letter in "haha" { controller.handle(.character(String(letter))) }
        let texts = controller.candidates.map(\.text)
        #expect(texts.first == "哈哈")
        #expect(texts[CandidateExtras.position] == "😂")
        controller.handle(.command(.selectCandidate(CandidateExtras.position)))
        #expect(document.text == "😂")
    }

    @Test func everydayWordsNameTheirEmoji() throws {
        let (controller, _) = try controller()
        for (letters, emoji) in [("dianzan", "👍"), ("aixin", "❤️"), ("shengqi", "😡")] {
            for letter in letters { controller.handle(.character(String(letter))) }
            #expect(controller.candidates.map(\.text).contains(emoji), "\(letters)")
            #expect(controller.candidates.first?.source != .emoji)
            controller.handle(.cancelComposition)
        }
    }

    @Test func theSettingTurnsEmojiOff() throws {
        var configuration = KeyboardConfiguration()
        configuration.emojiSuggestionLimit = 0
        let (controller, _) = try controller(configuration)
        for letter in "haha" { controller.handle(.character(String(letter))) }
        #expect(!controller.candidates.contains { $0.source == .emoji })
    }

    @Test func aPhrasesCodeOffersItAndPickingItCommitsIt() throws {
        let book = QuickPhraseBook(store: InMemoryPhraseStore())
        try book.add(text: "北京市海淀区中关村大街1号", code: "dz", group: "地址")
        let (controller, document) = try controller(phrases: book)
        for letter in "dz" { controller.handle(.character(String(letter))) }
        #expect(controller.candidates[CandidateExtras.position].text == "北京市海淀区中关村大街1号")
        #expect(controller.candidates.first?.source != .phrase)
        controller.handle(.command(.selectCandidate(CandidateExtras.position)))
        #expect(document.text == "北京市海淀区中关村大街1号")
        #expect(!controller.isComposing)
    }
}
