import Foundation
import KeyboardCore

/// What the page asks of the keyboard's panels (剪贴板, 常用语): a `panel` message. The page's
/// own clipboard reports its copies here (`copy`); nothing is read from the computer's clipboard.
public enum PanelAction: Hashable, Sendable {
    /// Opens a panel (nil closes it): a tap on a toolbar button of the empty candidate bar.
    case open(KeyboardPanel?)
    /// Text was copied in the page; `secure` when it came from a secure (password) field.
    case copy(text: String, secure: Bool)
    /// Inserts a clipboard item (a tap in the panel).
    case insertClip(Int64)
    /// Pins or unpins a clipboard item (held in the panel).
    case pinClip(Int64, Bool)
    /// Deletes a clipboard item.
    case removeClip(Int64)
    /// Clears the unpinned clipboard items.
    case clearClipboard
    /// Inserts a saved phrase.
    case insertPhrase(Int64)
    /// Adds a phrase.
    case addPhrase(text: String, code: String, group: String)
    /// Edits a phrase.
    case editPhrase(id: Int64, text: String, code: String, group: String)
    /// Moves a phrase to an index of the whole list.
    case movePhrase(id: Int64, index: Int)
    /// Deletes a phrase.
    case removePhrase(Int64)
}

/// An open panel as the page draws it: the clipboard's items or the phrases' groups.
public struct PanelFrame: Hashable, Codable, Sendable {
    /// One clipboard item.
    public struct Clip: Hashable, Codable, Sendable {
        /// Its id (for insert, pin, remove).
        public var id: Int64
        /// The text copied.
        public var text: String
        /// Whether it is pinned.
        public var pinned: Bool
    }

    /// One saved phrase.
    public struct Phrase: Hashable, Codable, Sendable {
        /// Its id.
        public var id: Int64
        /// Its text.
        public var text: String
        /// Its short code (empty: none).
        public var code: String
    }

    /// One group of phrases.
    public struct Group: Hashable, Codable, Sendable {
        /// The group's name.
        public var name: String
        /// Its phrases, in order.
        public var phrases: [Phrase]
    }

    /// `clipboard` or `phrases`.
    public var kind: String
    /// The clipboard's items, newest first (empty for phrases).
    public var items: [Clip]
    /// The phrases' groups (empty for the clipboard).
    public var groups: [Group]

    /// The frame of the core's panel content (the wire's shape of it, nothing decided here).
    public init(_ content: KeyboardPanelContent) {
        kind = content.panel.rawValue
        switch content {
        case .clipboard(let clips):
            items = clips.map { Clip(id: $0.id, text: $0.text, pinned: $0.pinned) }
            groups = []
        case .phrases(let phraseGroups):
            items = []
            groups = phraseGroups.map { group in
                Group(name: group.name, phrases: group.phrases.map { Phrase(id: $0.id, text: $0.text, code: $0.code) })
            }
        }
    }
}
