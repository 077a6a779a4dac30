import KeyboardLayout

/// The toolbar on the empty candidate bar: a button for each panel (剪贴板, 常用语), the open one
/// selected. Laid out by the core (with `TextMetrics`): the renderer draws these frames and touches
/// are hit-tested against the same ones.
public struct PanelToolbar: Hashable, Sendable {
    /// The bar's frame.
    public var frame: LayoutRect
    /// The titles' font size.
    public var fontSize: Double
    /// The buttons, left to right (`toolbar-clipboard`, `toolbar-phrases`), the open panel's selected.
    public var buttons: [TitledButton]

    /// Space either side of a button's title.
    public static let buttonPadding = 14.0

    /// The id of the form button (the form shown, opening the form switcher).
    public static let formsButtonID = "toolbar-forms"

    /// The toolbar in the candidate bar's `frame`, with `open` (if any) selected, and at its right
    /// end the form button when `forms` offers a choice (titled with the form shown).
    public init(in frame: LayoutRect, open: KeyboardPanel?, forms: FormChoice? = nil) {
        self.frame = frame
        fontSize = min(16, CandidateBarLayout.fontSize(forBarHeight: frame.height))
        var x = frame.minX + 4
        var buttons: [TitledButton] = []
        for (panel, title, command) in [(KeyboardPanel.clipboard, "剪贴板", PanelCommand.openClipboard), (.phrases, "常用语", .openPhrases)] {
            let width = TextMetrics.estimatedWidth(of: title, fontSize: fontSize) + 2 * Self.buttonPadding
            buttons.append(TitledButton(
                id: "toolbar-\(panel.rawValue)", title: title, action: .command(.panel(command)),
                frame: LayoutRect(x: x, y: frame.minY, width: width, height: frame.height), isSelected: panel == open))
            x += width
        }
        if let forms {
            let title = forms.current.title + " ▾"
            let width = TextMetrics.estimatedWidth(of: title, fontSize: fontSize) + 2 * Self.buttonPadding
            buttons.append(TitledButton(
                id: Self.formsButtonID, title: title, action: .command(.openFormSwitcher),
                frame: LayoutRect(x: max(x, frame.maxX - 4 - width), y: frame.minY, width: width, height: frame.height)))
        }
        self.buttons = buttons
    }

    /// The toolbar as the keyboard shows it, the one rule for the controller and for states made
    /// without one: on the bar of `fitted` (none when the layout has no bar), only while the bar has
    /// no candidates, when `showsToolbar` (nothing composed, written or predicted, the letters page)
    /// or a panel is `open` (its button selected, to switch between the two); with the form button
    /// when `forms` offers a choice.
    public static func shown(
        showsToolbar: Bool, open: KeyboardPanel?, barIsEmpty: Bool, forms: FormChoice? = nil, in fitted: FittedLayout
    ) -> PanelToolbar? {
        guard showsToolbar || open != nil, barIsEmpty, let bar = fitted.candidateBarFrame, bar.height > 0 else { return nil }
        return PanelToolbar(in: bar, open: open, forms: forms)
    }

    /// What a touch at `point` (inside the bar) hits: a button, or nothing.
    public func target(at point: LayoutPoint) -> TouchTarget {
        TitledButton.target(at: point, in: buttons) ?? .nothing
    }
}
