import Emoji
import Foundation
import KeyboardLayout
import ChineseEngine
import ShurufaTestSupport
import TextInputModel
@testable import KeyboardCore

/// One engine for all tests (opening it costs ~30 ms).
let sharedEngine = Result { try ChineseEngine() }
/// The standard layouts, loaded once.
let sharedLibrary = Result { try LayoutLibrary.standard() }

/// A learner that remembers what it was taught and what it was asked to forget.
final class RecordingLearner: PinyinLearner, @unchecked Sendable {
    var lessons: [(picks: [Composition.Pick], text: String)] = []
    var forgotten: [Composition.Pick] = []
    func learn(_ picks: [Composition.Pick], committed text: String) { lessons.append((picks, text)) }
    func forget(_ pick: Composition.Pick) -> Bool {
        forgotten.append(pick)
        return true
    }
}

/// A keyboard on an iPhone in portrait over an in-memory document, driven by touches at key
/// centres with a clock the test moves.
final class TestKeyboard {
    let document: InMemoryTextDocument
    /// The keyboard's edits of `document`, when the test asked for them (`recordsCalls`).
    let recorder: RecordingTextDocument?
    let controller: KeyboardController
    let learner = RecordingLearner()
    /// The test's clock, in seconds.
    var now = 100.0
    private var nextTouchID = 1

    init(text: String = "", traits: TextInputTraits = TextInputTraits(), configuration: KeyboardConfiguration = KeyboardConfiguration(),
         size: LayoutSize = StandardKeyboardSize.phonePortrait, environment: KeyboardEnvironment = KeyboardEnvironment(),
         emojiRecentsURL: URL? = nil, recordsCalls: Bool = false, library: LayoutLibrary? = nil, keyboardEngine: KeyboardEngine? = nil) throws {
        document = InMemoryTextDocument(text: text, traits: traits)
        recorder = recordsCalls ? RecordingTextDocument(document) : nil
        // A keyboard engine (a user dictionary's) learns into its file; else the recording learner.
        var engine = try keyboardEngine?.engine ?? sharedEngine.get()
        if keyboardEngine == nil { engine.learner = learner }
        controller = KeyboardController(
            engine: engine, document: recorder ?? document, library: try library ?? sharedLibrary.get(), size: size, environment: environment,
            configuration: configuration, emojiCatalogue: try EmojiCatalogueLoader.bundledCatalogue(),
            emojiRecentsURL: emojiRecentsURL)
        if let keyboardEngine { controller.memory.useStores(of: keyboardEngine) }
        document.inputDelegate = controller
    }

    var layout: FittedLayout { controller.fittedLayout }

    /// The centre of a key of the layout shown.
    func center(of keyID: String) throws -> LayoutPoint {
        guard let key = layout.key(id: keyID) else {
            throw TestKeyboardError.missingKey(keyID, layout: layout.layoutID.description)
        }
        return key.frame.center
    }

    /// A new finger down on a key; returns its id.
    @discardableResult
    func down(_ keyID: String, at time: Double? = nil) throws -> Int {
        down(at: try center(of: keyID), time: time)
    }

    /// A new finger down at a point; returns its id.
    @discardableResult
    func down(at point: LayoutPoint, time: Double? = nil) -> Int {
        if let time { now = time }
        let id = nextTouchID
        nextTouchID += 1
        controller.handleTouches([Touch(id: id, point: point, timestamp: now, phase: .began)])
        return id
    }

    /// Moves a finger; returns what the controller made of it.
    @discardableResult
    func move(_ id: Int, to point: LayoutPoint, time: Double? = nil) -> [TouchOutput] {
        if let time { now = time }
        return controller.handleTouches([Touch(id: id, point: point, timestamp: now, phase: .moved)])
    }

    /// Lifts a finger; returns what the controller made of it.
    @discardableResult
    func up(_ id: Int, at point: LayoutPoint, time: Double? = nil) -> [TouchOutput] {
        if let time { now = time }
        return controller.handleTouches([Touch(id: id, point: point, timestamp: now, phase: .ended)])
    }

    /// Taps a key: down and up at its centre 60 ms apart, then 0.5 s pass.
    func tap(_ keyID: String) throws {
        let point = try center(of: keyID)
        let id = down(at: point)
        up(id, at: point, time: now + 0.06)
        now += 0.5
    }

    /// Taps a point (a candidate, a grid control): down and up 60 ms apart, then 0.5 s pass.
    func tapPoint(_ point: LayoutPoint) {
        let id = down(at: point)
        up(id, at: point, time: now + 0.06)
        now += 0.5
    }

    /// Taps each letter's key.
    func type(_ letters: String) throws {
        for letter in letters { try tap(String(letter)) }
    }

    func tick(to time: Double) {
        now = time
        controller.tick(now: time)
    }
}

enum TestKeyboardError: Error, CustomStringConvertible {
    case missingKey(String, layout: String)
    var description: String {
        switch self {
        case .missingKey(let id, let layout): "no key \(id) in \(layout)"
        }
    }
}
