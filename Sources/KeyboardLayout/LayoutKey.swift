import Foundation
import TextInputModel

/// One key of a layout: its stable id, what it does, how it is labelled and how wide it is.
public struct LayoutKey: Hashable, Sendable {
    /// Stable id, used by hit testing, pressed-key state and `data-key` in SVG (`q`, `shift`, `，`, `2`…).
    public var id: String
    /// What a tap on the key does (types a character, deletes, shifts, switches page…).
    public var action: KeyboardAction
    /// The label with shift off; `nil` for icon keys and keys whose label is computed (return, space).
    public var label: String?
    /// The label with shift on; defaults to the upper-cased label.
    public var shiftedLabel: String?
    /// A vector icon for the key (shift, delete, globe, return…); a key read from a file with neither
    /// label nor icon gets its action's default icon.
    public var icon: KeyIcon?
    /// The key's kind, which picks its base style from the theme (character, function, space, primary…).
    public var role: KeyRole
    /// Its length along its row: dynamic by default, or fixed points, or a fraction of the row.
    public var width: KeyWidth
    /// Characters offered in the long-press callout, in order.
    public var alternates: [String]
    /// A secondary symbol typed by swiping up, drawn small above the label.
    public var swipeUp: String?
    /// Insets of the touch area from the key's frame (negative grows it).
    public var hitInsets: LayoutInsets?
    /// Per-key style, layered over the row's and layout's.
    public var style: KeyStyle?
    /// Present only when the condition holds (globe key only when the host needs one).
    public var condition: KeyCondition?

    /// A key; `role` defaults to the action's (`KeyboardAction.defaultRole`). Nothing is checked here (the
    /// file decoder rejects an empty id).
    public init(
        id: String, action: KeyboardAction, label: String? = nil, shiftedLabel: String? = nil, icon: KeyIcon? = nil,
        role: KeyRole? = nil, width: KeyWidth = .dynamic, alternates: [String] = [], swipeUp: String? = nil,
        hitInsets: LayoutInsets? = nil, style: KeyStyle? = nil, condition: KeyCondition? = nil
    ) {
        self.id = id
        self.action = action
        self.label = label
        self.shiftedLabel = shiftedLabel
        self.icon = icon
        self.role = role ?? action.defaultRole
        self.width = width
        self.alternates = alternates
        self.swipeUp = swipeUp
        self.hitInsets = hitInsets
        self.style = style
        self.condition = condition
    }

    /// A character key whose id and label are the character.
    public static func character(_ text: String, width: KeyWidth = .dynamic, alternates: [String] = [], swipeUp: String? = nil) -> LayoutKey {
        LayoutKey(id: text, action: .character(text), label: text, width: width, alternates: alternates, swipeUp: swipeUp)
    }
}

extension LayoutKey {
    /// The label shown for a keyboard state: letters follow shift, return follows the return key type
    /// (unless the layout names it, as 笔画筛选's 完成), space and 中/英 follow the input mode. `nil` for icon-only keys.
    public func label(shift: ShiftState = .off, mode: InputMode = .english, returnKeyType: ReturnKeyType = .default) -> String? {
        switch action {
        case .returnKey:
            return icon == nil ? label ?? returnKeyType.label(in: mode) : nil
        case .space:
            return label ?? (mode == .chinese ? "空格" : "space")
        case .toggleLanguage:
            return label ?? (mode == .chinese ? "中" : "英")
        case .character:
            guard let label else { return nil }
            return shift.isUppercase ? (shiftedLabel ?? label.uppercased()) : label
        default:
            guard let label else { return nil }
            return shift.isUppercase ? (shiftedLabel ?? label) : label
        }
    }

    /// The icon shown for a shift state: the shift key's icon follows shift (outline, filled, caps lock).
    public func icon(shift: ShiftState) -> KeyIcon? {
        guard icon == .shift else { return icon }
        switch shift {
        case .off: return .shift
        case .once: return .shiftOnce
        case .locked: return .capsLock
        }
    }
}
