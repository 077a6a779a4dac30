import Foundation
import TextInputModel

/// A page of a keyboard: letters, numbers (123), symbols (#+=) or emoji.
public enum KeyboardPage: String, Hashable, Codable, Sendable, CaseIterable {
    /// `letters` (QWERTY, pinyin 26 or 9 keys), `numbers` (123), `symbols` (#+=), `emoji` (the emoji board);
    /// the raw values are the names layout files use (`page:numbers`).
    case letters, numbers, symbols, emoji
}

/// Whether letters compose Chinese (pinyin) or type English directly.
public enum InputMode: String, Hashable, Codable, Sendable, CaseIterable {
    /// Letters compose pinyin into Chinese candidates; written `zh` in layout files.
    case chinese = "zh"
    /// Letters type English directly; written `en` in layout files.
    case english = "en"
}

/// The shift key's state: off, on for one letter, or caps lock.
public enum ShiftState: String, Hashable, Codable, Sendable, CaseIterable {
    /// `off` types lower case; `once` upper-cases the next letter, then turns off; `locked` is caps lock.
    case off, once, locked

    /// Whether letters are upper case.
    public var isUppercase: Bool { self != .off }

    /// `text` as a key types it in this state: a cased letter (`e`, `é`, `ü`) in upper case while
    /// shift is on, when that stays one character (so `ß` stays); anything else as it is.
    public func cased(_ text: String) -> String {
        guard isUppercase, text.count == 1, let letter = text.first, letter.isCased else { return text }
        let upper = text.uppercased()
        return upper.count == 1 ? upper : text
    }
}

/// The host's return key type is TextInputModel's (UIKit's `UIReturnKeyType`), the one type for
/// it; the layout decides the return key's label and colour from it.
extension ReturnKeyType {
    /// The label in the given input mode, as the iOS system keyboard shows it.
    public func label(in mode: InputMode) -> String {
        switch (self, mode) {
        case (.default, .english): "return"
        case (.default, .chinese): "换行"
        case (.go, .english): "go"
        case (.go, .chinese): "前往"
        case (.google, .english), (.yahoo, .english), (.search, .english): "search"
        case (.google, .chinese), (.yahoo, .chinese), (.search, .chinese): "搜索"
        case (.join, .english): "join"
        case (.join, .chinese): "加入"
        case (.next, .english): "next"
        case (.next, .chinese): "下一项"
        case (.route, .english): "route"
        case (.route, .chinese): "路线"
        case (.send, .english): "send"
        case (.send, .chinese): "发送"
        case (.done, .english): "done"
        case (.done, .chinese): "完成"
        case (.emergencyCall, .english): "SOS"
        case (.emergencyCall, .chinese): "紧急"
        case (.continue, .english): "continue"
        case (.continue, .chinese): "继续"
        }
    }

    /// Whether the key is drawn in the accent colour (blue), as iOS does for action-like types.
    public var isPrimary: Bool { self != .default && self != .next }
}

/// How a key is coloured: letter keys, function keys (shift, delete, 123…), the accent key, space,
/// and the emoji page's cells (an emoji on the bare background, no key cap).
public enum KeyRole: String, Hashable, Codable, Sendable, CaseIterable {
    /// `character` for keys that type (white on light), `function` for shift, delete, 123… (grey),
    /// `primary` for an accent return key, `space`, `candidateColumn` for 9-key's left column, `emoji` for
    /// the emoji page's bare cells.
    case character, function, primary, space, candidateColumn, emoji
}

/// A vector icon a key can show instead of a label.
public enum KeyIcon: String, Hashable, Codable, Sendable, CaseIterable {
    /// The icons `IconShape` draws (raw values are the names layout files use): shift off, shift once
    /// (filled), caps lock, delete, globe, return, emoji face, microphone, hide-keyboard.
    case shift, shiftOnce, capsLock, delete, globe, returnArrow, emoji, microphone, hideKeyboard
}

/// When a key is present: only if the host asks for a globe key, or only if it does not.
public enum KeyCondition: String, Hashable, Codable, Sendable {
    /// `needsGlobe`: kept only when the host needs a globe key; `noGlobe`: kept only when it does not.
    case needsGlobe, noGlobe

    func holds(in environment: KeyboardEnvironment) -> Bool {
        switch self {
        case .needsGlobe: environment.needsGlobe
        case .noGlobe: !environment.needsGlobe
        }
    }
}

/// Lets a theme's `[KeyRole: KeyStyle]` encode as a JSON object keyed by role name.
extension KeyRole: CodingKeyRepresentable {}
