import Emoji
import KeyboardLayout
import ChineseEngine
import KeyboardThemes

/// Which keyboard is up, as one value: the page, the input mode and the schema Chinese letters
/// are typed in. `KeyboardLayoutSet` turns it (with the field and the device) into a layout.
public struct KeyboardSelection: Hashable, Sendable, Codable {
    /// The page shown (letters, 123, #+=, emoji).
    public var page: KeyboardPage = .letters
    /// Whether letters compose Chinese or type English.
    public var mode: InputMode = .chinese
    /// The schema Chinese letters are typed in (its layout is the letters page's).
    public var schema: SchemaID = .pinyin

    /// Whether Chinese letters use the 9-key layout (the schema's form is 9-key).
    public var nineKey: Bool { schema.isNineKey }

    /// A selection; by default 全拼's letters.
    public init(page: KeyboardPage = .letters, mode: InputMode = .chinese, schema: SchemaID = .pinyin) {
        self.page = page
        self.mode = mode
        self.schema = schema
    }
}

/// The keyboard's own state, as a value: which keyboard is up, shift, the one `Overlay` open
/// (grid, menu, stroke row, panel, emoji search) and the highlighted candidate. The controller owns one; tests read it.
public struct KeyboardState: Hashable, Sendable, Codable {
    /// Which keyboard is up: page, mode, 9-key.
    public var keyboard = KeyboardSelection()
    /// The shift key's state.
    public var shift: ShiftState = .off
    /// What covers the keys or the bar (at most one thing).
    public var overlay: Overlay = .none
    /// The candidate space picks (arrow keys move it on a hardware keyboard).
    public var highlightedCandidate = 0
    /// The theme drawn.
    public var theme: KeyboardTheme = .light

    /// A fresh keyboard's state: Chinese letters, shift off, nothing over the keys.
    public init() {}

    /// A composition ended: what showed its candidates (grid, menu, stroke row) closes, the highlight goes back to the start.
    mutating func resetCandidates() {
        if overlay.belongsToInput { overlay = .none }
        highlightedCandidate = 0
    }

    /// Part of the input was converted and input goes on: the grid (if open) goes back to its
    /// first page, the highlight to the first candidate.
    mutating func continueInput() {
        if isCandidateGridExpanded { overlay = .candidateGrid(page: 0) }
        highlightedCandidate = 0
    }

    /// A field was focused (or its traits changed): its first page and mode, shift off, no grid
    /// (nor the emoji search off the emoji page).
    mutating func enterField(page: KeyboardPage, mode: InputMode) {
        show(page)
        keyboard.mode = mode
        shift = .off
        resetCandidates()
    }
}

/// Settings of a `KeyboardController`, as plain data: the one value of a person's keyboard
/// settings (each declared once in `settings`, with whether it syncs, and read and written by key
/// as hosts, the playground and sync store them) and the few facts a host gives (`hostFacts`).
public struct KeyboardConfiguration: Hashable, Sendable, Codable {
    /// Touch thresholds.
    public var touch = TouchConfiguration()
    /// The mode a plain text field starts in.
    public var preferredMode: InputMode = .chinese
    /// Whether Chinese is offered at all (the 中/英 key); false makes an English-only keyboard.
    public var chineseAvailable = true
    /// The schema a new controller starts with (the controller's `state` owns the one shown after
    /// that): one setting picks any schema of the registry, each 双拼 one of them.
    public var schema: SchemaID = .pinyin
    /// The handwriting pad's settings (when a new character starts, how many candidates).
    public var handwriting = HandwritingSettings()
    /// Engine candidates fetched per keystroke.
    public var candidateLimit = 40
    /// Emoji offered in the candidate bar while composing (哈哈 → 😂, at `CandidateExtras.position`);
    /// 0 turns them off.
    public var emojiSuggestionLimit = 2
    /// iOS's "." shortcut: a double space types ". " in English.
    public var doubleSpacePeriod = true
    /// Whether to follow the field's auto-capitalisation in English.
    public var autoCapitalization = true
    /// Whether keys ask the host to play a click.
    public var keyClicks = false
    /// 滑行: whether a finger drawn across the letter keys types a word (`GestureRule.isEnabled`);
    /// off, every touch is a tap, slide or flick.
    public var gestureTyping = true
    /// The newest emoji version the host system can draw (iOS 16.4: 15.0); newer emoji and skin
    /// tones are hidden from the emoji page, its search and the candidate bar. Nil shows all.
    public var emojiMaximumVersion: EmojiVersion?
    /// The script every schema writes in (simplified, traditional, Taiwan, Hong Kong); nil, the
    /// `script` setting's `auto`: each schema's own (its registry `script`: 简体 for pinyin and
    /// the codes, 臺灣 for 注音, Hong Kong's characters for 粤拼, 倉頡 and 速成). A schema whose
    /// text is traditional (倉頡's table, 粤拼's words) keeps it for any traditional script.
    public var script: ChineseScript?
    /// 懒音 the 粤拼 keyboard reads both ways (n-/l-, ng-/none, …), none by default.
    public var lazyJyutping = SoundMergers.none
    /// The fuzzy pinyin pairs switched on.
    public var fuzzyPinyin = SoundMergers.none
    /// The forms the in-keyboard switcher lists, in the person's order.
    public var enabledForms = EnabledForms.standard
    /// The keyboard's height and one-handed side per device and orientation (the heights sync:
    /// `height.portrait`, `height.landscape`).
    public var keyboardFits = KeyboardFitSettings()

    /// The defaults.
    public init() {}
}

/// The first page and mode for a field, from its traits: number pads open the numbers page;
/// URL, e-mail, ASCII-only, secure and credential fields start in English.
public enum KeyboardTraitsPolicy {
    /// The page and mode a field opens with.
    public static func initialPage(
        for traits: TextInputTraitsView, preferredMode: InputMode, chineseAvailable: Bool
    ) -> (page: KeyboardPage, mode: InputMode) {
        var mode = chineseAvailable ? preferredMode : .english
        if traits.requiresASCII || !traits.field.allowsChinese { mode = .english }
        return (traits.opensNumbers ? .numbers : .letters, mode)
    }
}

/// The few facts about a field's traits the keyboard's policy needs, so the policy can be tested
/// without a document.
public struct TextInputTraitsView: Hashable, Sendable {
    /// Number pads and similar: open the numbers page.
    public var opensNumbers: Bool
    /// URL, e-mail, ASCII-only, secure or credential fields: start in English.
    public var requiresASCII: Bool

    /// The keyboard the field asks for (password, e-mail, URL, a pad).
    public var field: FieldKeyboard

    /// The facts of a field's traits.
    public init(opensNumbers: Bool, requiresASCII: Bool, field: FieldKeyboard = .text) {
        self.opensNumbers = opensNumbers
        self.requiresASCII = requiresASCII
        self.field = field
    }
}

extension KeyboardState {
    /// Applies an action that changes only this state (shift, caps lock, the candidate grid);
    /// `isComposing` is the composer's. Returns false, changing nothing, for any other action.
    mutating func apply(_ action: KeyboardAction, isComposing: Bool) -> Bool {
        switch action {
        case .shift: shift = shift == .off ? .once : .off
        case .capsLock: shift = shift == .locked ? .off : .locked
        case .command(.toggleCandidateGrid):
            if isCandidateGridExpanded { overlay = .none } else if isComposing { overlay = .candidateGrid(page: 0) }
        case .command(.candidateGridPage(let delta)):
            if case .candidateGrid(let page) = overlay { overlay = .candidateGrid(page: max(0, page + delta)) }
        default: return false
        }
        return true
    }

    /// Shows `page`: what showed the input's candidates (grid, menu, stroke row) closes, and the
    /// emoji search when leaving the emoji page.
    mutating func show(_ page: KeyboardPage) {
        keyboard.page = page
        if overlay.belongsToInput || (page != .emoji && emojiSearch != nil) { overlay = .none }
    }

    /// Shows the letters of `mode` (the Chinese keyboard kept), shift off.
    mutating func showLetters(_ mode: InputMode) {
        keyboard = KeyboardSelection(page: .letters, mode: mode, schema: keyboard.schema)
        shift = .off
    }

    /// Moves the highlighted candidate by `delta`, within `count` candidates.
    mutating func moveHighlight(by delta: Int, count: Int) {
        guard count > 0 else { return }
        highlightedCandidate = min(max(0, highlightedCandidate + delta), count - 1)
    }
}

extension KeyboardState {
    /// Does what an input left to do: the candidate views after a commit or a partial pick, the
    /// one-shot shift after a letter; true when the emoji page changed and its layout is built again.
    mutating func apply(_ outcome: RoutedInput.Outcome) -> Bool {
        if outcome.contains(.compositionEnded) { resetCandidates() }
        if outcome.contains(.inputContinued) { continueInput() }
        if outcome.contains(.shiftUsed) { shift = .off }
        return outcome.contains(.emojiPageChanged)
    }
}
