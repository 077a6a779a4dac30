import Foundation
import KeyboardLayout

/// Everything about the moment a keyboard is drawn that is not geometry: shift, pressed keys,
/// the long-press callout, theme, candidates, the host's return key type and the input mode.
/// (Whether a globe key is needed changes the geometry, so it lives in `KeyboardEnvironment`.)
public struct RenderState: Hashable, Sendable {
    public var shift: ShiftState
    /// Ids of keys under a finger.
    public var pressedKeys: Set<String>
    /// The long-press callout, if one is open.
    public var callout: Callout?
    public var theme: KeyboardTheme
    /// Candidates for the candidate bar, best first.
    public var candidates: [String]
    /// The candidate drawn in the accent colour (the one space would pick), if any.
    public var highlightedCandidate: Int?
    /// 9-key: pinyin choices for the left column; `nil` shows the column key's own items (punctuation).
    public var columnItems: [String]?
    public var returnKeyType: ReturnKeyType
    /// Chinese or English; `nil` follows the layout's language.
    public var mode: InputMode?
    /// Whether pressing a character key shows the enlarged preview (iPhone yes, iPad no); `nil` follows the device.
    public var showsKeyPreview: Bool?

    public init(
        shift: ShiftState = .off, pressedKeys: Set<String> = [], callout: Callout? = nil, theme: KeyboardTheme = .light,
        candidates: [String] = [], highlightedCandidate: Int? = nil, columnItems: [String]? = nil,
        returnKeyType: ReturnKeyType = .default, mode: InputMode? = nil, showsKeyPreview: Bool? = nil
    ) {
        self.shift = shift
        self.pressedKeys = pressedKeys
        self.callout = callout
        self.theme = theme
        self.candidates = candidates
        self.highlightedCandidate = highlightedCandidate
        self.columnItems = columnItems
        self.returnKeyType = returnKeyType
        self.mode = mode
        self.showsKeyPreview = showsKeyPreview
    }
}

/// A long-press callout over a key, listing alternates with one highlighted under the finger.
public struct Callout: Hashable, Codable, Sendable {
    public var keyID: String
    /// The characters offered; `nil` uses the key's own alternates.
    public var alternates: [String]?
    /// The alternate under the finger, if any.
    public var highlightedIndex: Int?

    public init(keyID: String, alternates: [String]? = nil, highlightedIndex: Int? = 0) {
        self.keyID = keyID
        self.alternates = alternates
        self.highlightedIndex = highlightedIndex
    }
}
