import Foundation
import KeyboardCore
import KeyboardLayout
import KeyboardThemes
import TextInputModel

/// One person at one keyboard: a real `KeyboardController` (every form turned on) over an
/// in-memory field, learning into a user dictionary of its own, to which `apply(_:)` does one
/// `FuzzAction` at a time and then checks what a person would see (`FuzzSession+Checks`): the
/// field holds what the keyboard's edits make, every candidate is real text in the form's
/// script, a pick types what was picked, and the action answered within the time allowed.
/// A change of settings makes a new controller over the same field, as the hosts do.
/// Not thread-safe: one thread drives a session (sessions run side by side, one a thread).
public final class FuzzSession {
    let keyboards: FuzzKeyboards
    /// The session's engine and its user dictionary (removed with the session).
    let engine: KeyboardEngine
    /// The field typed into, shadowed by the model of the keyboard's edits.
    let document: ShadowedDocument
    /// The keyboard (made again when a setting changes).
    public private(set) var controller: KeyboardController
    /// The settings the keyboard runs with.
    public private(set) var configuration: KeyboardConfiguration
    private(set) var environment = KeyboardEnvironment()
    private var theme = KeyboardTheme.light
    private let clipboard: ClipboardHistory
    private let phrases: QuickPhraseBook
    /// The session's clock (touch timestamps and ticks), in seconds.
    private(set) var now = 100.0
    private var nextTouch = 1
    /// How long one action may take (seconds) before it is a failure: by default the generous
    /// bound of a debug build on a busy machine (a first use opens a form's data); runs set their own.
    public var timeLimit: Double = 60
    /// The slowest action so far and its time in seconds.
    public private(set) var slowest: (action: FuzzAction, seconds: Double)?
    /// Whether the host's caret move committed the marked text while the keyboard composes on
    /// (issue #89's fuzzing notes: the keyboard reads the text before the caret to tell).
    var hostCommittedComposition = false
    /// How many actions were applied.
    public private(set) var actionCount = 0

    /// A session over `engine`, sharing `keyboards`' data.
    init(keyboards: FuzzKeyboards, engine: KeyboardEngine) {
        self.keyboards = keyboards
        self.engine = engine
        document = ShadowedDocument(InMemoryTextDocument())
        var configuration = KeyboardConfiguration()
        configuration.enabledForms = EnabledForms(InputForm.allCases)
        self.configuration = configuration
        clipboard = ClipboardHistory(store: engine.stores.clipboard ?? InMemoryClipboardStore(), now: { Date(timeIntervalSince1970: 1.8e9) })
        phrases = QuickPhraseBook(store: engine.stores.phrases ?? InMemoryPhraseStore())
        controller = Self.makeController(keyboards: keyboards, engine: engine, document: document, configuration: configuration,
                                         environment: environment, clipboard: clipboard, phrases: phrases)
        document.field.inputDelegate = controller
    }

    private static func makeController(
        keyboards: FuzzKeyboards, engine: KeyboardEngine, document: ShadowedDocument, configuration: KeyboardConfiguration,
        environment: KeyboardEnvironment, clipboard: ClipboardHistory, phrases: QuickPhraseBook
    ) -> KeyboardController {
        let controller = KeyboardController(
            engine: engine.engine, document: document, library: keyboards.library, size: StandardKeyboardSize.size(for: environment),
            environment: environment, configuration: configuration, emojiIndex: keyboards.emojiIndex, emojiCatalogue: keyboards.emojiCatalogue,
            clipboard: clipboard, phrases: phrases)
        controller.memory.useStores(of: engine)
        controller.emojiPage.useRecents(of: engine)
        return controller
    }

    /// The field's text (marked text included).
    public var fieldText: String { document.field.text }

    /// Applies `action` and checks the keyboard after it; throws the first thing wrong.
    public func apply(_ action: FuzzAction) throws(FuzzFailure) {
        var before = Observation(of: self)
        if case .tapCandidate(let index) = action { before.tappedText = candidateCell(index)?.text }
        document.beginAction()
        let started = DispatchTime.now().uptimeNanoseconds
        perform(action)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        actionCount += 1
        if seconds > (slowest?.seconds ?? -1) { slowest = (action, seconds) }
        if seconds > timeLimit { throw FuzzFailure(.slow, "\(action) took \(Int(seconds * 1000)) ms (the bound is \(Int(timeLimit * 1000)) ms)") }
        try check(after: action, before: before)
    }

    /// Carries `action` out as a person (or the app) would.
    func perform(_ action: FuzzAction) {
        switch action {
        case .tapKey(let index): if let key = key(at: index) { tap(at: key.frame.center) }
        case .holdKey(let index): if let key = key(at: index) { tap(at: key.frame.center, holding: 0.8) }
        case .type(let letters): for letter in letters { type(String(letter)) }
        case .press(let code): if let keyAction = KeyboardAction(code: code) { controller.handle(keyAction) }
        case .pick(let index): if let count = candidateCount { controller.handle(.command(.selectCandidate(wrapped(index, count)))) }
        case .tapCandidate(let index): if let cell = candidateCell(index) { tap(at: cell.frame.center) }
        case .toggleGrid: controller.handle(.command(.toggleCandidateGrid))
        case .gridPage(let delta): controller.handle(.command(.candidateGridPage(delta)))
        case .deleteCandidate(let index): if let count = candidateCount { controller.handle(.command(.deleteCandidate(wrapped(index, count)))) }
        case .showForm(let name): if let form = InputForm(name: name) { controller.show(form) }
        case .switcher(let index):
            controller.handle(.command(.openFormSwitcher))
            controller.handle(.command(.switchForm(index)))
        case .setting(let key, let value): change(key, to: value)
        case .theme(let index):
            theme = KeyboardTheme.all[wrapped(index, KeyboardTheme.all.count)]
            controller.setTheme(theme)
        case .rotate(let device, let orientation):
            environment.device = DeviceClass(rawValue: device) ?? environment.device
            environment.orientation = Orientation(rawValue: orientation) ?? environment.orientation
            controller.resize(to: StandardKeyboardSize.size(for: environment), environment: environment)
        case .fit(let name): if let command = Self.fitCommands[name] { controller.handle(.command(.fit(command))) }
        case .importWordList(let fileName, let data): importWordList(data, fileName: fileName)
        case .stroke(let points): stroke(points)
        case .wait(let seconds): tick(by: min(max(0, seconds), 60))
        case .hostMoveCaret(let offset):
            let marked = document.field.markedText
            document.hostChanged { $0.place(caret: offset) }
            document.field.hostMoveCaret(to: offset)
            hostCommittedComposition = marked != nil && document.field.markedText == nil && controller.isComposing
        case .hostNewField(let text):
            document.hostChanged { $0 = FieldModel(text: text) }
            document.field.hostFocusNewDocument(text: text)
        }
        _ = controller.takeHostRequests()
    }

    /// The fit commands by name.
    static let fitCommands: [String: KeyboardFitCommand] = [
        "left": .oneHanded(.left), "right": .oneHanded(.right), "full": .fullWidth, "taller": .heightStep(1), "shorter": .heightStep(-1),
    ]

    /// `index` within `0..<count` (count > 0).
    func wrapped(_ index: Int, _ count: Int) -> Int { ((index % count) + count) % count }

    /// The key at `index` (wrapped) of the layout shown, nil when it has none.
    private func key(at index: Int) -> PlacedKey? {
        let keys = controller.fittedLayout.keys
        return keys.isEmpty ? nil : keys[wrapped(index, keys.count)]
    }

    /// How many candidates the keyboard offers (nil: none).
    var candidateCount: Int? {
        let count = controller.barTexts.count
        return count > 0 ? count : nil
    }

    /// Cell `index` (wrapped) of the grid when open, else of the bar: its frame and the whole
    /// text of its candidate (a crowded cell shows it cut: `…浓…`); nil when neither shows one.
    func candidateCell(_ index: Int) -> (frame: LayoutRect, text: String)? {
        let render = controller.renderState
        let cells: [(frame: LayoutRect, index: Int, text: String)]
        if let grid = render.candidateGrid, !grid.cells.isEmpty {
            cells = grid.cells.map { ($0.frame, $0.candidateIndex, $0.text) }
        } else if let bar = render.candidateBar, !bar.cells.isEmpty {
            cells = bar.cells.map { ($0.frame, $0.candidateIndex, $0.text) }
        } else {
            return nil
        }
        let cell = cells[wrapped(index, cells.count)]
        let texts = render.candidates
        return (cell.frame, texts.indices.contains(cell.index) ? texts[cell.index] : cell.text)
    }

    /// A finger down at `point` and up there `holding` seconds later; then a pause.
    private func tap(at point: LayoutPoint, holding: Double = 0.06) {
        let id = nextTouch
        nextTouch += 1
        controller.handleTouches([Touch(id: id, point: point, timestamp: now, phase: .began)])
        if holding > 0.5 { controller.tick(now: now + holding) }
        controller.handleTouches([Touch(id: id, point: point, timestamp: now + holding, phase: .ended)])
        now += holding + 0.3
        controller.tick(now: now)
    }

    /// Types one letter by tapping its key, or as the key's action where the layout has none.
    private func type(_ letter: String) {
        if let key = controller.fittedLayout.key(id: letter) ?? controller.fittedLayout.key(id: letter.lowercased()) {
            tap(at: key.frame.center)
        } else {
            controller.handle(.character(letter))
        }
    }

    /// A stroke over the keys' area: `points` in its unit square, 10 ms apart.
    private func stroke(_ points: [Double]) {
        let area = controller.fittedLayout.keysArea
        let pairs = stride(from: 0, to: points.count - 1, by: 2).map { index in
            LayoutPoint(x: area.x + area.width * min(max(points[index], 0), 1), y: area.y + area.height * min(max(points[index + 1], 0), 1))
        }
        guard let first = pairs.first else { return }
        let id = nextTouch
        nextTouch += 1
        controller.handleTouches([Touch(id: id, point: first, timestamp: now, phase: .began)])
        for point in pairs.dropFirst() {
            now += 0.01
            controller.handleTouches([Touch(id: id, point: point, timestamp: now, phase: .moved)])
        }
        now += 0.01
        controller.handleTouches([Touch(id: id, point: pairs[pairs.count - 1], timestamp: now, phase: .ended)])
    }

    /// Lets `seconds` pass, running the keyboard's timers as a host would (at each deadline).
    private func tick(by seconds: Double) {
        let end = now + seconds
        var steps = 0
        while let deadline = controller.nextDeadline, deadline <= end, steps < 200 {
            now = max(now, deadline)
            controller.tick(now: now)
            steps += 1
        }
        now = end
        controller.tick(now: now)
    }

    /// Changes a setting: a value the setting refuses changes nothing; any other makes the
    /// keyboard again over the same field, showing the form it showed (what was marked stays typed).
    private func change(_ key: String, to value: String) {
        var changed = configuration
        guard (try? changed.set(key, to: value)) != nil else { return }
        let form = controller.inputForm
        // The schema's setting (under its key or an earlier one) shows the schema it names; any other keeps the form shown.
        let picksSchema = KeyboardConfiguration.setting(key)?.key == "schema"
        if !picksSchema, case .chinese(let schema) = form { changed.schema = schema }
        configuration = changed
        let next = Self.makeController(keyboards: keyboards, engine: engine, document: document, configuration: configuration,
                                       environment: environment, clipboard: clipboard, phrases: phrases)
        next.setTheme(theme)
        if !picksSchema { next.show(form) }
        // As the playground does: what is being composed goes on in the new keyboard when its form is the same.
        controller.handOff(to: next)
        controller = next
        document.field.inputDelegate = controller
    }

    /// Imports a word list into the session's user dictionary (nothing when it has none), as the
    /// playground's 词库 and the iOS host's document picker do.
    private func importWordList(_ data: Data, fileName: String) {
        _ = try? engine.stores.wordLists?.importWordList(data, fileName: fileName, strict: false)
    }
}
