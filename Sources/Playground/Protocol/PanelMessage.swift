import Foundation
import KeyboardCore

/// What the page asks of the keyboard's panels besides touches: a `panel` message. The panels
/// themselves (the toolbar, 剪贴板, 常用语) are drawn in the keyboard's SVG and worked by touches
/// like keys; these are the host's side of them. The page's own clipboard reports its copies
/// (`copy`; nothing is read from the computer's clipboard), and the phrase editor — the host app's
/// settings on iOS, a form of the page here, opened by the panel's 编辑 — edits the phrases.
public enum PanelAction: Hashable, Sendable {
    /// Text was copied in the page; `secure` when it came from a secure (password) field.
    case copy(text: String, secure: Bool)
    /// Adds a phrase.
    case addPhrase(text: String, code: String, group: String)
    /// Edits a phrase.
    case editPhrase(id: Int64, text: String, code: String, group: String)
    /// Moves a phrase to an index of the whole list.
    case movePhrase(id: Int64, index: Int)
    /// Deletes a phrase.
    case removePhrase(Int64)
    /// Closes the phrase editor (its 完成).
    case closeEditor
}

/// The phrase editor's list, sent while the editor is open (the host's form, not the keyboard's
/// panel: that one is in the SVG).
public struct PhraseEditorFrame: Hashable, Codable, Sendable {
    /// One saved phrase.
    public struct Phrase: Hashable, Codable, Sendable {
        /// Its id.
        public var id: Int64
        /// Its text.
        public var text: String
        /// Its short code (empty: none).
        public var code: String
        /// Its group.
        public var group: String
    }

    /// Every phrase, in the user's order.
    public var phrases: [Phrase]

    /// The editor's list of `phrases`.
    public init(_ phrases: [QuickPhrase]) {
        self.phrases = phrases.map { Phrase(id: $0.id, text: $0.text, code: $0.code, group: $0.group) }
    }
}
