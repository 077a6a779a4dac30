import Foundation
import KeyboardCore
import KeyboardLayout
import KeyboardRendering
import TextInputModel

/// The keyboard a session hosts, seen through the few calls a host makes: it is KeyboardCore's
/// controller (see `CoreKeyboard`); the session only routes page events to it and draws what it
/// reports. Times are seconds on the server's clock.
public protocol PlaygroundKeyboard: AnyObject {
    /// Applies new settings: layout, theme, device and orientation (the document's traits were
    /// already changed by the host).
    func configure(_ settings: PlaygroundSettings) throws(PlaygroundError)
    /// A finger on the keyboard, in keyboard points.
    func touch(_ touch: TouchMessage, at time: Double)
    /// A key of the computer's keyboard, by DOM key name; `unknown-key` if the keyboard has no use for it.
    func hardwareKey(_ key: String, at time: Double) throws(PlaygroundError)
    /// Runs the timers due by `time` (long press, repeat delete); whether anything changed.
    func tick(now time: Double) -> Bool
    /// Whether a timer is pending, so the session must keep ticking.
    var needsTicks: Bool { get }
    /// What to draw now: the keyboard's own render state drawn by `KeyboardRenderer` (no conversion).
    func render(with renderer: KeyboardRenderer) -> RenderTree
    /// Candidates, best first.
    var candidates: [String] { get }
    /// A few words for the page's status line.
    var status: String { get }
    /// The host's side of the panels (a copy in the page, the phrase editor); a refused one throws.
    func panel(_ action: PanelAction) throws(PlaygroundError)
    /// The phrase editor's list while the host's editor is open.
    var phraseEditor: PhraseEditorFrame? { get }
    /// The last thing the keyboard asked of the host, numbered.
    var hostRequest: HostRequestFrame? { get }
    /// How many saved phrases the keyboard holds (the session caps them: `SessionLimits.maxPhrases`).
    var phraseCount: Int { get }
    /// The height and one-handed side the keyboard runs at (its strip or globe menu may change
    /// them); the session's settings follow it. Nil: whatever the settings say.
    var fit: KeyboardFit? { get }
    /// The layout the keyboard shows (its form switcher may pick another Chinese keyboard); the
    /// session's settings follow it. Nil: whatever the settings say.
    var layout: PlaygroundSettings.Layout? { get }
    /// Where the settings' word-list import and export go (the keyboard's user dictionary), if anywhere.
    var wordListStore: (any WordListStore)? { get }
    /// The folder of the user dictionary its engine learns into (what a 同步 syncs), if it has one.
    var userDictionaryDirectory: URL? { get }
}

extension PlaygroundKeyboard {
    /// A keyboard without panels refuses panel actions.
    public func panel(_ action: PanelAction) throws(PlaygroundError) {
        throw PlaygroundError(.invalidValue, "this keyboard has no panels")
    }
    /// No phrase editor.
    public var phraseEditor: PhraseEditorFrame? { nil }
    /// Asks the host nothing.
    public var hostRequest: HostRequestFrame? { nil }
    /// No phrases.
    public var phraseCount: Int { 0 }
    /// The settings' fit.
    public var fit: KeyboardFit? { nil }
    /// The settings' layout.
    public var layout: PlaygroundSettings.Layout? { nil }
    /// No word lists.
    public var wordListStore: (any WordListStore)? { nil }
    /// No user dictionary (nothing to sync).
    public var userDictionaryDirectory: URL? { nil }
}

/// Makes a session's keyboard over its document.
public typealias PlaygroundKeyboardFactory =
    @Sendable (InMemoryTextDocument, PlaygroundSettings) throws(PlaygroundError) -> any PlaygroundKeyboard
