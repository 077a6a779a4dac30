/// What a touch on the toolbar of the empty candidate bar, or in an open panel (剪贴板, 常用语),
/// asks of the keyboard: the core hit-tests the panel it laid out and the touch interpreter turns
/// a tap (or a hold) into one of these (inside `KeyboardCommand.panel`). Items are named by their
/// store ids, so, like every runtime command, they are written as codes (`panel:clip:12`) for the
/// SVG and tests but never read from a layout file.
public enum PanelCommand: Hashable, Sendable {
    /// Opens the clipboard panel (剪贴板).
    case openClipboard
    /// Opens the saved phrases panel (常用语).
    case openPhrases
    /// Closes the panel: the keys again.
    case close
    /// Inserts a clipboard item (a tap) and closes the panel.
    case insertClip(Int64)
    /// Opens a clipboard item's menu (a hold): pin or unpin, delete.
    case clipMenu(Int64)
    /// Pins (true) or unpins (false) a clipboard item.
    case pinClip(Int64, Bool)
    /// Deletes a clipboard item.
    case removeClip(Int64)
    /// "Clear all": every unpinned clipboard item goes.
    case clearClipboard
    /// Inserts a saved phrase (a tap) and closes the panel.
    case insertPhrase(Int64)
    /// Shows a group of phrases (a tab, by index).
    case phraseGroup(Int)
    /// Asks the host for its phrase editor (the host app's settings on iOS, the page's form in the playground).
    case editPhrases
    /// Shows another page of the panel's list (+1 next, -1 previous).
    case page(Int)
    /// Closes an item's menu, doing nothing.
    case closeMenu

    /// The command's code (`clip:12`, `page:-1`, `clear`), as `KeyboardAction.code` writes it after `panel:`.
    public var code: String {
        switch self {
        case .openClipboard: "clipboard"
        case .openPhrases: "phrases"
        case .close: "close"
        case .insertClip(let id): "clip:\(id)"
        case .clipMenu(let id): "clip-menu:\(id)"
        case .pinClip(let id, let pinned): pinned ? "pin:\(id)" : "unpin:\(id)"
        case .removeClip(let id): "remove:\(id)"
        case .clearClipboard: "clear"
        case .insertPhrase(let id): "phrase:\(id)"
        case .phraseGroup(let index): "group:\(index)"
        case .editPhrases: "edit"
        case .page(let delta): "page:\(delta)"
        case .closeMenu: "close-menu"
        }
    }

    /// Parses a command's code; nil if it is not one.
    public init?(code: String) {
        switch code {
        case "clipboard": self = .openClipboard
        case "phrases": self = .openPhrases
        case "close": self = .close
        case "clear": self = .clearClipboard
        case "edit": self = .editPhrases
        case "close-menu": self = .closeMenu
        default:
            guard let colon = code.firstIndex(of: ":"), let number = Int64(code[code.index(after: colon)...]) else { return nil }
            switch code[..<colon] {
            case "clip": self = .insertClip(number)
            case "clip-menu": self = .clipMenu(number)
            case "pin": self = .pinClip(number, true)
            case "unpin": self = .pinClip(number, false)
            case "remove": self = .removeClip(number)
            case "phrase": self = .insertPhrase(number)
            case "group": self = .phraseGroup(Int(clamping: number))
            case "page": self = .page(Int(clamping: number))
            default: return nil
            }
        }
    }

    /// What holding the button of this command does instead of a tap (a clipboard item's menu), if anything.
    public var holdCommand: PanelCommand? {
        if case .insertClip(let id) = self { return .clipMenu(id) }
        return nil
    }
}
