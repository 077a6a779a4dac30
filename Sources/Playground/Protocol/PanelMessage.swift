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
/// panel: that one is in the SVG). Sent as changes: the first frame of an open editor holds every
/// phrase (`full`), later frames only the phrases added or edited since the frame before, and the
/// ids in order when the list changed — an add no longer resends the whole list (500 phrases of
/// 3.8 KB once sent 515 MB in 20 s), and a frame where nothing changed carries no phrase at all.
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

    /// Whether `phrases` is the whole list (the page drops what it had), or only the changes.
    public var full: Bool
    /// Every phrase (`full`), or those added or edited since the previous frame.
    public var phrases: [Phrase]
    /// Every phrase's id in the user's order, when the list changed (nil: as in the previous frame);
    /// a phrase whose id is gone was removed.
    public var order: [Int64]?

    /// The editor's whole list of `phrases`.
    public init(_ phrases: [QuickPhrase]) {
        self.phrases = phrases.map { Phrase(id: $0.id, text: $0.text, code: $0.code, group: $0.group) }
        full = true
        order = self.phrases.map(\.id)
    }

    /// The frame that brings a page showing `previous` (nil: nothing, the editor just opened) up
    /// to the whole list `current`: the phrases new or changed, and the order when it changed.
    public static func changes(from previous: [Phrase]?, to current: PhraseEditorFrame) -> PhraseEditorFrame {
        guard let previous else { return current }
        let before = Dictionary(previous.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var frame = current
        frame.full = false
        frame.phrases = current.phrases.filter { before[$0.id] != $0 }
        let order = current.phrases.map(\.id)
        frame.order = order == previous.map(\.id) ? nil : order
        return frame
    }
}
