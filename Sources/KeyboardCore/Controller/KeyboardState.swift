import Emoji
import KeyboardLayout
import ChineseEngine

/// The keyboard Chinese is written with on the letters page: 26-key pinyin, 9-key (九宫格)
/// pinyin, the 手写 handwriting pad, 笔画 strokes or 注音 (大千). Its raw value names its layout; each has its
/// candidate source (`CandidateSources`).
public enum ChineseKeyboard: String, Hashable, Sendable, Codable, CaseIterable {
    /// 26-key pinyin (`pinyin-26`).
    case pinyin26 = "pinyin-26"
    /// 9-key pinyin (`pinyin-9`).
    case pinyin9 = "pinyin-9"
    /// The handwriting pad (`handwriting`): the key area is a writing pad (the 手写 source).
    case handwriting
    /// 笔画 (`strokes`): 横 竖 撇 点 折 and a wildcard (the 笔画 source).
    case strokes
    /// 注音 in the 大千 arrangement (`zhuyin`): 37 symbols and the tone marks (the 注音 source).
    case zhuyin
    /// 五笔 86 (`wubi`): the letter keys labelled with their key names (the code source).
    case wubi
    /// 倉頡 5 (`cangjie`): the letter keys labelled 日月金木… (the code source).
    case cangjie
    /// 速成 (`quick`): 倉頡's keys, the first and last of each code (the code source).
    case quick
    /// 粤拼 (`jyutping`): Cantonese typed as toneless jyutping on 26 letters, in Hong Kong
    /// characters (the pinyin composer over the Cantonese engine).
    case jyutping

    /// The label of the key back to the letters page on the 123 and #+= pages (手写, 笔画, 注音); nil
    /// keeps the layout's (拼音).
    public var lettersKeyLabel: String? {
        switch self {
        case .pinyin26, .pinyin9: nil
        case .handwriting: "手写"
        case .strokes: "笔画"
        case .zhuyin: "注音"
        case .wubi: "五笔"
        case .cangjie: "倉頡"
        case .quick: "速成"
        case .jyutping: "粤拼"
        }
    }
}

/// Which keyboard is up, as one value: the page, the input mode and the Chinese keyboard (26-key,
/// 9-key or handwriting). `KeyboardLayoutSet` turns it (with the field and the device) into a layout.
public struct KeyboardSelection: Hashable, Sendable, Codable {
    /// The page shown (letters, 123, #+=, emoji).
    public var page: KeyboardPage = .letters
    /// Whether letters compose Chinese or type English.
    public var mode: InputMode = .chinese
    /// The keyboard Chinese letters are written with.
    public var chineseKeyboard: ChineseKeyboard = .pinyin26

    /// Whether Chinese letters use the 9-key layout (`chineseKeyboard == .pinyin9`).
    public var nineKey: Bool {
        get { chineseKeyboard == .pinyin9 }
        set { chineseKeyboard = newValue ? .pinyin9 : .pinyin26 }
    }

    /// A selection; by default the 26-key Chinese letters.
    public init(page: KeyboardPage = .letters, mode: InputMode = .chinese, chineseKeyboard: ChineseKeyboard = .pinyin26) {
        self.page = page
        self.mode = mode
        self.chineseKeyboard = chineseKeyboard
    }

    /// A selection with 9-key (`nineKey`) or 26-key pinyin.
    public init(page: KeyboardPage = .letters, mode: InputMode = .chinese, nineKey: Bool) {
        self.init(page: page, mode: mode, chineseKeyboard: nineKey ? .pinyin9 : .pinyin26)
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
    /// The keyboard a new controller starts with: 26-key or 9-key pinyin, the handwriting pad,
    /// strokes or 注音 (the controller's `state` owns the one shown after that).
    public var chineseKeyboard: ChineseKeyboard = .pinyin26
    /// 9-key instead of 26-key pinyin (`chineseKeyboard == .pinyin9`).
    public var nineKey: Bool {
        get { chineseKeyboard == .pinyin9 }
        set { chineseKeyboard = newValue ? .pinyin9 : .pinyin26 }
    }
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
    /// The script candidates are written in (simplified, traditional, Taiwan, Hong Kong).
    public var chineseScript: ChineseScript = .simplified
    /// The script the 注音 keyboard writes in: Taiwan's 繁體 unless asked otherwise.
    public var zhuyinScript: ChineseScript = .tw
    /// The script the Hong Kong keyboards (粤拼, 倉頡, 速成) write in: Hong Kong's characters as
    /// their data has them, or 简体 (`.simplified`); the other traditional scripts keep Hong Kong's.
    public var cantoneseScript: ChineseScript = .hk
    /// 懒音 the 粤拼 keyboard reads both ways (n-/l-, ng-/none, …), none by default.
    public var lazyJyutping = SoundMergers.none
    /// The 双拼 scheme letters are read in (nil: full pinyin).
    public var shuangpin: ShuangpinScheme.Builtin?
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
        keyboard = KeyboardSelection(page: .letters, mode: mode, chineseKeyboard: keyboard.chineseKeyboard)
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
