import Foundation

/// What only the keyboard itself issues, about things it builds at run time: a candidate picked,
/// its menu, the candidate grid, a 9-key column choice, an emoji category tab, a panel's item. Each names an
/// index into a list that exists only while the keyboard runs, so no layout file may say one:
/// it is not `Decodable`, and a layout key naming one (`"delete-candidate:3"`) is refused with a
/// `LayoutFileError`. It reaches the core inside ``KeyboardAction/command(_:)``.
public enum KeyboardCommand: Hashable, Sendable {
    /// Picks the candidate at an index of the full candidate list.
    case selectCandidate(Int)
    /// 9-key: picks the pinyin choice at an index of the left column.
    case selectColumnItem(Int)
    /// Opens the small menu of the candidate at an index (a long press on it): 删除.
    case openCandidateMenu(Int)
    /// Forgets the candidate at an index (the menu's 删除): the user dictionary drops it and
    /// remembers it as deleted, so learning does not bring it back.
    case deleteCandidate(Int)
    /// Closes the candidate menu, doing nothing.
    case closeCandidateMenu
    /// Opens or closes the expanded candidate grid.
    case toggleCandidateGrid
    /// Opens or closes 笔画筛选's stroke row (the bar's 笔 control while composing pinyin).
    case toggleStrokeFilter
    /// Shows another page of the expanded candidate grid (+1 next, -1 previous).
    case candidateGridPage(Int)
    /// Shows a category of the emoji page (an index of its category bar: recents first, then the groups).
    case emojiCategory(Int)
    /// A touch on the toolbar of the empty candidate bar or in an open panel (剪贴板, 常用语): its
    /// items are named by store ids that exist only while the keyboard runs.
    case panel(PanelCommand)
    /// Changes how the keyboard fits the hand: one-handed on a side, full width, or a height
    /// (the one-handed strip's keys and the globe key's menu).
    case fit(KeyboardFitCommand)
    /// Opens the form switcher (the toolbar's form button): the forms the person turned on.
    case openFormSwitcher
    /// Switches to the form at an index of the forms the person turned on (a switcher entry),
    /// closing the switcher.
    case switchForm(Int)
    /// Closes the form switcher, switching nothing (a touch outside it).
    case closeFormSwitcher
}

/// A change to the keyboard's `KeyboardFit`.
public enum KeyboardFitCommand: Hashable, Sendable {
    /// One-handed mode with the keys on `side`.
    case oneHanded(KeyboardFit.Side)
    /// Back to full width.
    case fullWidth
    /// The keys' height as a share of the standard one (snapped to `KeyboardFit.heightSteps`).
    case height(Double)
    /// The keys one step of `KeyboardFit.heightSteps` taller (+1) or shorter (−1) than they are
    /// (the globe key's menu), kept within the steps.
    case heightStep(Int)

    /// The fit after this change to `fit`.
    public func applied(to fit: KeyboardFit) -> KeyboardFit {
        var result = fit
        switch self {
        case .oneHanded(let side): result.oneHanded = side
        case .fullWidth: result.oneHanded = nil
        case .height(let scale): result.heightScale = KeyboardFit.snapped(scale)
        case .heightStep(let delta):
            let steps = KeyboardFit.heightSteps
            let current = steps.firstIndex(of: KeyboardFit.snapped(fit.heightScale)) ?? steps.firstIndex(of: 1) ?? 0
            result.heightScale = steps[min(max(0, current + delta), steps.count - 1)]
        }
        return result
    }

    /// The command's code: `one-handed:left`, `full-width`, `height:90` (percent), `height-step:1`.
    public var code: String {
        switch self {
        case .oneHanded(let side): "one-handed:" + side.rawValue
        case .fullWidth: "full-width"
        case .height(let scale): "height:\(Int((scale * 100).rounded()))"
        case .heightStep(let delta): "height-step:\(delta)"
        }
    }

    /// The command a code names, or nil.
    public init?(code: String) {
        if code == "full-width" {
            self = .fullWidth
        } else if code.hasPrefix("one-handed:"), let side = KeyboardFit.Side(rawValue: String(code.dropFirst("one-handed:".count))) {
            self = .oneHanded(side)
        } else if code.hasPrefix("height-step:"), let delta = Int(code.dropFirst("height-step:".count)), abs(delta) <= KeyboardFit.heightSteps.count {
            self = .heightStep(delta)
        } else if code.hasPrefix("height:"), let percent = Int(code.dropFirst("height:".count)), (50...200).contains(percent) {
            self = .height(Double(percent) / 100)
        } else {
            return nil
        }
    }
}

extension KeyboardCommand {
    /// The command's name, as the SVG's `data-action` and test messages show it (`"candidate:2"`);
    /// never read back from a layout file.
    public var code: String {
        switch self {
        case .selectCandidate(let index): "candidate:\(index)"
        case .selectColumnItem(let index): "column:\(index)"
        case .openCandidateMenu(let index): "candidate-menu:\(index)"
        case .deleteCandidate(let index): "delete-candidate:\(index)"
        case .closeCandidateMenu: "close-candidate-menu"
        case .toggleCandidateGrid: "candidate-grid"
        case .toggleStrokeFilter: "stroke-filter"
        case .candidateGridPage(let delta): "candidate-grid-page:\(delta)"
        case .emojiCategory(let index): "emoji-category:\(index)"
        case .panel(let command): "panel:" + command.code
        case .fit(let command): "fit:" + command.code
        case .openFormSwitcher: "form-switcher"
        case .switchForm(let index): "form:\(index)"
        case .closeFormSwitcher: "close-form-switcher"
        }
    }

    /// The command a code names, if it names one (so a layout file naming it gets a clear refusal).
    init?(code: String) {
        if code == "close-candidate-menu" {
            self = .closeCandidateMenu
            return
        }
        if code == "candidate-grid" {
            self = .toggleCandidateGrid
            return
        }
        if code == "stroke-filter" {
            self = .toggleStrokeFilter
            return
        }
        if code == "form-switcher" || code == "close-form-switcher" {
            self = code == "form-switcher" ? .openFormSwitcher : .closeFormSwitcher
            return
        }
        if code.hasPrefix("fit:") {
            guard let command = KeyboardFitCommand(code: String(code.dropFirst("fit:".count))) else { return nil }
            self = .fit(command)
            return
        }
        if code.hasPrefix("panel:") {
            guard let command = PanelCommand(code: String(code.dropFirst("panel:".count))) else { return nil }
            self = .panel(command)
            return
        }
        guard let colon = code.firstIndex(of: ":"), let number = Int(code[code.index(after: colon)...]) else { return nil }
        switch code[..<colon] {
        case "candidate": self = .selectCandidate(number)
        case "column": self = .selectColumnItem(number)
        case "candidate-menu": self = .openCandidateMenu(number)
        case "delete-candidate": self = .deleteCandidate(number)
        case "candidate-grid-page": self = .candidateGridPage(number)
        case "emoji-category": self = .emojiCategory(number)
        case "form": self = .switchForm(number)
        default: return nil
        }
    }
}
