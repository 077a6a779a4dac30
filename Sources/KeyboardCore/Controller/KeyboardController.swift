import Emoji
import Foundation
import KeyboardLayout
import ChineseEngine
import KeyboardThemes
import TextInputModel

/// The keyboard's brain, one per keyboard on screen: it only wires the stages of a keystroke
/// (touches → `TouchInterpreter` → `KeyPress` → `InputRouter` → the active `CandidateSource`, the
/// overlay, the emoji search or the document → the one `CommitStage` → `KeyboardRenderState`;
/// the article "Typing one key" follows one through). Hosts forward touches, physical keys and
/// document changes, call `tick(now:)` at `nextDeadline`, draw `renderState` and `fittedLayout`
/// and carry out `takeHostRequests()`. Not thread-safe: use it from one task (the main actor on iOS).
public final class KeyboardController {
    /// Settings.
    public let configuration: KeyboardConfiguration
    /// The keyboard's state.
    public internal(set) var state = KeyboardState()
    /// The document typed into.
    public let document: any TextDocument

    /// The layouts, their fits and the one shown.
    public internal(set) var layouts: KeyboardLayoutSet
    /// The layout shown, fitted to the current size.
    public var fittedLayout: FittedLayout { layouts.shownFit }
    /// The layout shown (its language labels 空格 and 换行 in Chinese).
    public var layout: KeyLayout { layouts.shownLayout }

    var interpreter: TouchInterpreter
    /// The input forms' candidate sources and 联想.
    let sources: CandidateSources
    /// The one stage every commit passes (insert, learn, 联想, emoji recents, the last edit).
    public let commits: CommitStage
    /// 滑行: decodes a gesture for the active form and keeps its fading trail.
    let gestures: GestureStage
    /// The bar and the overlay, laid out once for what they show (`screen`).
    var screenLayouts = ScreenLayoutCache()

    var hostRequests: [HostRequest] = []
    /// The field typed into as the keyboard was last set up for it (a new one or new traits reset page and mode).
    var focus: FieldFocus
    /// Whether the last action typed a space (for the double-space period).
    var lastActionWasSpace = false

    /// The emoji page: its state, data and layout.
    public let emojiPage: EmojiPage
    /// The panels over the keys (剪贴板, 常用语): their stores, content and edits.
    public let panels: KeyboardPanels

    /// A keyboard over `document` typing with `engine` (which learns what is picked into its
    /// `learner`, except in no-learning fields), showing layouts from `library` at `size`. The emoji page uses
    /// `emojiCatalogue` (default: the bundled one, read when the page first opens) and keeps the
    /// recents in `emojiRecentsURL` (crash-safe JSON; nil keeps them in memory). The clipboard
    /// panel and the saved phrases use the stores the host injects in `clipboard` and `phrases`
    /// (by default in memory).
    public init(
        engine: ChineseEngine, document: any TextDocument, library: LayoutLibrary, size: LayoutSize,
        environment: KeyboardEnvironment = KeyboardEnvironment(), configuration: KeyboardConfiguration = KeyboardConfiguration(),
        emojiIndex: EmojiSearchIndex? = nil, emojiCatalogue: EmojiCatalogue? = nil, emojiRecentsURL: URL? = nil,
        clipboard: ClipboardHistory = ClipboardHistory(), phrases: QuickPhraseBook = QuickPhraseBook()
    ) {
        self.configuration = configuration
        self.document = document
        panels = KeyboardPanels(clipboard: clipboard, phrases: phrases)
        emojiPage = EmojiPage(
            catalogue: emojiCatalogue, index: emojiIndex, recentsURL: emojiRecentsURL, maximumVersion: configuration.emojiMaximumVersion)
        layouts = KeyboardLayoutSet(library: library, size: size, environment: environment)
        interpreter = configuration.touchInterpreter
        let memory = CommitMemory(learner: engine.learner, inventory: engine.lexicon.syllables, readings: TextReading(engine: engine))
        sources = CandidateSources(engine: engine, configuration: configuration, emojiIndex: emojiIndex, document: document, memory: memory)
        sources.quickPhrases = phrases
        gestures = GestureStage(engine: engine)
        commits = CommitStage(
            document: document, predictions: sources.predictions, memory: memory, recordEmoji: { [emojiPage] in emojiPage.record($0) })
        focus = FieldFocus(document: document, configuration: configuration)
        state.keyboard.schema = configuration.schema
        applyTraits(resetPage: true)
    }

    /// The input form whose candidates fill the bar: English's, or the Chinese keyboard's (the state owns which).
    var source: any CandidateSource { sources.source(for: state.keyboard) }

    /// 联想: the next words offered after a commit.
    public var predictions: PredictionSource { sources.predictions }

    /// What a source acts through: the document, 联想, the commit stage and the keys shown.
    var host: SourceHost { SourceHost(document: document, predictions: sources.predictions, commits: commits, keys: fittedLayout) }

    /// Whether input is in progress in the active form (a composition, a character written, strokes).
    public var isComposing: Bool { source.hasInput }

    /// The bar's texts: the active form's candidates while it has input, else the last edit's
    /// alternatives, the form's own suggestions (English) or the 联想 predictions.
    public var barTexts: [String] { source.hasInput ? source.candidateTexts : host.idleTexts(of: source) }

    /// The one memory every commit teaches (hosts give it their stores: `CommitMemory.useStores(of:)`).
    public var memory: CommitMemory { commits.memory }

    /// What to draw now besides `fittedLayout` (see `KeyboardRenderState.init(of:)`): build it
    /// after each event (cheap: no fitting). Touches are hit-tested against the same geometry.
    public var renderState: KeyboardRenderState { KeyboardRenderState(of: self) }

    /// The next time the host must call `tick(now:)` (a long press, a delete repeat, a form's own
    /// timer such as the 手写 pause), if any.
    public var nextDeadline: Double? {
        let form = [(source as? any TimedSource)?.deadline, gestures.deadline(after: interpreter.now)].compactMap { $0 }.min()
        guard let key = interpreter.nextDeadline else { return form }
        return form.map { min($0, key) } ?? key
    }

    /// The host's to-do list since the last call (globe, dismiss, dictation, clicks); emptied.
    public func takeHostRequests() -> [HostRequest] {
        defer { hostRequests.removeAll() }
        return hostRequests
    }

    /// The keyboard changed size or the device turned: layouts are fitted again (only here).
    public func resize(to size: LayoutSize, environment: KeyboardEnvironment) {
        interpreter.reset()
        layouts.resize(to: size, environment: environment)
        showLayout()
    }

    /// Applies a change of fit (keyboard height, one-handed mode: a strip key, the globe key's
    /// menu, the host's settings) at the size `KeyboardLayoutSet.refitted(by:)` gives: the layouts
    /// are refitted (hit testing, callouts and the bar follow) and the host keeps the new fit.
    public func changeFit(_ command: KeyboardFitCommand) {
        guard let (size, environment) = layouts.refitted(by: command) else { return }
        resize(to: size, environment: environment)
        hostRequests.append(.keyboardFit(environment.fit))
    }

    /// Switches the theme drawn.
    public func setTheme(_ theme: KeyboardTheme) { state.theme = theme }

    /// Shows the layout for the keyboard selected now (see `KeyboardLayoutSet.show`).
    func showLayout() { layouts.show(&state, field: focus.field, chineseAvailable: configuration.chineseAvailable, emojiPage: emojiPage) }
}
