import Emoji
import Foundation
import KeyboardCore
import KeyboardLayout
import KeyboardRendering
import TextInputModel

/// The real keyboard: a `KeyboardController` from KeyboardCore over the session's document. This
/// adapter only routes page events (touches, key presses) to it and has `KeyboardRenderer` draw
/// the controller as it is; it decides nothing about typing and converts no state. Each keyboard
/// (one per session) types with the `KeyboardEngine` its source makes (the command line gives
/// each a temporary user dictionary of its own, removed with it).
public final class CoreKeyboard: PlaygroundKeyboard {
    /// This session's engine (and its user dictionary, if the source made one).
    private let engine: KeyboardEngine
    private let library: LayoutLibrary
    private let document: InMemoryTextDocument
    /// The session's clipboard panel (its own clipboard: the page's copies) and saved phrases, kept
    /// across the controllers a change of settings makes, in the engine's stores (the session's
    /// user dictionary) when it has them.
    private let clipboard: ClipboardHistory
    private let phrases: QuickPhraseBook
    /// The emoji index the bar's emoji come from (shared by all sessions), if any.
    private let emojiIndex: EmojiSearchIndex?
    private var controller: KeyboardController
    /// The settings the keyboard runs with (a fit picked on the keyboard itself included).
    public private(set) var settings: PlaygroundSettings
    /// The fit in `settings`, as the keyboard's strip and globe menu leave it.
    public var fit: KeyboardFit? { settings.fit }
    /// The layout in `settings`, as the keyboard's form switcher leaves it.
    public var layout: PlaygroundSettings.Layout? { settings.layout }
    /// The user dictionary's word-list import and export, when the host gave the engine one.
    public var wordListStore: (any WordListStore)? { engine.stores.wordLists }
    /// What the host was asked to do last (globe, dismiss), shown on the status line.
    private var lastHostRequest: String?
    /// The last request and how many there were, for the page's notice.
    public private(set) var hostRequest: HostRequestFrame?
    /// Whether the page's phrase editor is open (the panel's 编辑 asked for it; its 完成 closes it).
    private var isEditingPhrases = false

    /// A keyboard over `document` with the given settings, typing with `engine`; the layouts (and
    /// the emoji index of the bar's emoji) are shared. `clock` tells the clipboard's expiry the time.
    public init(
        engine: KeyboardEngine, library: LayoutLibrary, document: InMemoryTextDocument, settings: PlaygroundSettings,
        emojiIndex: EmojiSearchIndex? = nil, clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.engine = engine
        self.library = library
        self.document = document
        self.settings = settings
        self.emojiIndex = emojiIndex
        clipboard = ClipboardHistory(store: engine.stores.clipboard ?? InMemoryClipboardStore(), now: clock)
        phrases = QuickPhraseBook(store: engine.stores.phrases ?? InMemoryPhraseStore())
        controller = Self.makeController(
            engine: engine, library: library, document: document, settings: settings, emojiIndex: emojiIndex, clipboard: clipboard,
            phrases: phrases)
        document.inputDelegate = controller
    }

    /// A factory giving each session's keyboard an engine from `engines` and one set of layouts
    /// shared by all, and the bundled emoji catalogue's index for the bar's emoji (read once, here:
    /// not while a page waits for its first frame). `clock` is the clipboard's (the browser tests move it).
    public static func factory(
        engines: KeyboardEngineSource, library: LayoutLibrary, clock: @escaping @Sendable () -> Date = { Date() }
    ) -> PlaygroundKeyboardFactory {
        let emojiIndex = (try? EmojiCatalogue.bundled()).map(EmojiSearchIndex.init(catalogue:))
        return { document, settings throws(PlaygroundError) in
            CoreKeyboard(
                engine: engines.makeEngine(), library: library, document: document, settings: settings, emojiIndex: emojiIndex,
                clock: clock)
        }
    }

    /// The pinyin keyboards are Chinese keyboards (with 中/英); QWERTY is an English one.
    private static func makeController(
        engine: KeyboardEngine, library: LayoutLibrary, document: InMemoryTextDocument, settings: PlaygroundSettings,
        emojiIndex: EmojiSearchIndex?, clipboard: ClipboardHistory, phrases: QuickPhraseBook
    ) -> KeyboardController {
        let configuration = settings.keyboard
        let controller = KeyboardController(
            engine: engine.engine, document: document, library: library, size: StandardKeyboardSize.size(for: settings.environment),
            environment: settings.environment, configuration: configuration, emojiIndex: emojiIndex, clipboard: clipboard, phrases: phrases)
        controller.setTheme(settings.theme)
        controller.memory.useStores(of: engine)
        controller.emojiPage.useRecents(of: engine)
        return controller
    }

    /// Applies new settings: a change of layout or input options makes a new controller over the same
    /// document, which takes up what was being composed (and its caret) when its form is the same
    /// (a new script or 模糊音); a change of form commits the composition's first candidate. A new
    /// device, orientation or theme is applied to the controller in place, the composition kept.
    public func configure(_ newSettings: PlaygroundSettings) throws(PlaygroundError) {
        defer { settings = newSettings }
        if settings.needsNewKeyboard(for: newSettings) {
            let next = Self.makeController(
                engine: engine, library: library, document: document, settings: newSettings, emojiIndex: emojiIndex, clipboard: clipboard,
                phrases: phrases)
            controller.handOff(to: next)
            controller = next
            document.inputDelegate = controller
            return
        }
        if newSettings.environment != settings.environment {
            controller.resize(to: StandardKeyboardSize.size(for: newSettings.environment), environment: newSettings.environment)
        }
        if newSettings.theme != settings.theme { controller.setTheme(newSettings.theme) }
    }

    /// Hands one page touch to the controller (in keyboard points, at page time `time` in seconds), then
    /// carries out what it asked of the host.
    public func touch(_ touch: TouchMessage, at time: Double) {
        controller.handleTouches([Touch(id: touch.id, x: touch.x, y: touch.y, timestamp: time, phase: touch.phase)])
        drainHostRequests()
    }

    /// Hands a physical key (a DOM `KeyboardEvent.key`) to the controller; a key it cannot use (a
    /// control character, `F5`…) throws `PlaygroundError` with code `unknownKey` and changes nothing.
    public func hardwareKey(_ key: String, at time: Double) throws(PlaygroundError) {
        guard let hardware = Self.hardwareKey(named: key) else {
            throw PlaygroundError(.unknownKey, "the keyboard has no use for the key '\(key.prefix(32))'")
        }
        controller.keyPress(hardware)
        drainHostRequests()
    }

    /// A DOM `KeyboardEvent.key` as a hardware key: one printable character, or a named key.
    static func hardwareKey(named key: String) -> HardwareKey? {
        switch key {
        case "Backspace": return .backspace
        case "Enter": return .returnKey
        case " ": return .space
        case "Tab": return .tab
        case "Escape": return .escape
        case "ArrowLeft": return .arrowLeft
        case "ArrowRight": return .arrowRight
        case "ArrowUp": return .arrowUp
        case "ArrowDown": return .arrowDown
        default:
            guard key.count == 1, let scalar = key.unicodeScalars.first, !CharacterSet.controlCharacters.contains(scalar) else { return nil }
            return .character(key)
        }
    }

    /// Picks candidate `index` as a tap on it would (for in-process callers and tests: the page
    /// taps candidates as touches, and the wire has no message for this). An index past the
    /// candidates does nothing.
    func selectCandidate(_ index: Int, at time: Double) {
        guard index >= 0, index < controller.barTexts.count else { return }
        controller.handle(.command(.selectCandidate(index)))
        drainHostRequests()
    }

    /// Runs the controller's timers (key repeat, long press) up to `time`; true when the keyboard or the
    /// document changed, so the session sends a frame.
    public func tick(now time: Double) -> Bool {
        let before = (controller.renderState, document.store.text, document.store.selectedTextRange)
        controller.tick(now: time)
        drainHostRequests()
        return before != (controller.renderState, document.store.text, document.store.selectedTextRange)
    }

    /// Whether a timer is pending (a held key or a long press), so the session keeps ticking.
    public var needsTicks: Bool { controller.nextDeadline != nil }

    /// The frame as `renderer` draws the controller now.
    public func render(with renderer: KeyboardRenderer) -> RenderTree {
        renderer.render(controller)
    }

    /// Carries out the host's side of the panels (see `PanelAction`); a refused phrase throws
    /// `invalidValue` with the reason.
    public func panel(_ action: PanelAction) throws(PlaygroundError) {
        do {
            switch action {
            case .copy(let text, let secure): controller.recordCopy(text, fromSecureField: secure)
            case .closeEditor: isEditingPhrases = false
            case .addPhrase(let text, let code, let group): try controller.panels.addPhrase(text: text, code: code, group: group)
            case .editPhrase(let id, let text, let code, let group):
                try controller.panels.updatePhrase(QuickPhrase(id: id, text: text, code: code, group: group))
            case .movePhrase(let id, let index): controller.panels.movePhrase(id, to: index)
            case .removePhrase(let id): controller.panels.removePhrase(id)
            }
        } catch {
            throw PlaygroundError(.invalidValue, "\(error)")
        }
    }

    /// The phrases for the page's editor while it is open.
    public var phraseEditor: PhraseEditorFrame? {
        isEditingPhrases ? PhraseEditorFrame(controller.panels.phrases.phrases) : nil
    }

    /// How many saved phrases the session's store holds.
    public var phraseCount: Int { controller.panels.phrases.phrases.count }

    /// The bar's texts, in the controller's order: the active input form's candidates (pinyin,
    /// 手写, 笔画, 注音) while it has input, else the 联想 predictions.
    public var candidates: [String] { controller.barTexts }

    /// The folder of the user dictionary this session's engine learns into (what its 同步 syncs;
    /// tests check it goes with the session).
    public var userDictionaryDirectory: URL? { engine.userDictionaryDirectory }

    /// One line for the page's status bar, in words a person reads: 中 or 英, the layout's name
    /// (`简体拼音（全键盘）`), the page, shift, and the last host request.
    public var status: String {
        let core = controller.renderState
        let layout = library.layout(core.layoutID)?.displayName ?? core.layoutID.description
        var parts = [core.mode == .chinese ? "中" : "英", layout, core.page.rawValue, "shift \(core.shift.rawValue)"]
        if let request = lastHostRequest { parts.append(request) }
        return parts.joined(separator: " · ")
    }

    /// Carries out (or shows) what the controller asked of the host; the list never grows.
    private func drainHostRequests() {
        for request in controller.takeHostRequests() {
            if case .playClick = request { continue }
            if case .editPhrases = request { isEditingPhrases = true }
            // The keyboard's own fit change (a strip key, the globe menu) is kept as the page's setting.
            if case .keyboardFit(let fit) = request { settings.fit = fit }
            // So is a Chinese keyboard picked in its form switcher: the page's Layout menu follows.
            if case .inputForm(.chinese(let keyboard)) = request, case .chinese = settings.layout { settings.layout = .chinese(keyboard) }
            lastHostRequest = "host: \(request.statusText)"
            hostRequest = HostRequestFrame(name: request.frameName, count: (hostRequest?.count ?? 0) + 1)
        }
    }
}

