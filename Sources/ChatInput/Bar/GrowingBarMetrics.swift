/// How tall the chat's input bar is for the text it holds: it grows one line at a time from
/// `minimumLines` to `maximumLines`, then stays and scrolls (WWDC 2017 session 242's growing
/// `inputAccessoryView`, whose height comes from its `intrinsicContentSize`).
public struct GrowingBarMetrics: Hashable, Sendable, Codable {
    /// Height of one line of the text view's font (`UIFont.lineHeight`).
    public var lineHeight: Double
    /// Lines shown even when the text is shorter (at least 1).
    public var minimumLines: Int
    /// Lines the bar grows to before the text view scrolls (at least `minimumLines`).
    public var maximumLines: Int
    /// The text container's top plus bottom inset.
    public var textInset: Double
    /// The bar's margin around the text view, top plus bottom.
    public var barPadding: Double

    /// A bar for `lineHeight`; line counts below 1 become 1 and a maximum below the minimum becomes the minimum.
    public init(lineHeight: Double, minimumLines: Int = 1, maximumLines: Int = 5, textInset: Double = 16, barPadding: Double = 12) {
        self.lineHeight = max(1, lineHeight)
        self.minimumLines = max(1, minimumLines)
        self.maximumLines = max(self.minimumLines, maximumLines)
        self.textInset = max(0, textInset)
        self.barPadding = max(0, barPadding)
    }

    /// The number of lines the text needs, from the height its layout reports (`sizeThatFits`,
    /// insets included); a fraction of a line counts as a line.
    public func lines(forContentHeight height: Double) -> Int {
        let text = max(0, height - textInset)
        let needed = Int((text / lineHeight - 1e-6).rounded(.up))
        return max(needed, 1)
    }

    /// What the bar shows for content of that height.
    public func layout(forContentHeight height: Double) -> GrowingBarLayout {
        let needed = lines(forContentHeight: height)
        let shown = min(max(needed, minimumLines), maximumLines)
        let textHeight = Double(shown) * lineHeight + textInset
        return GrowingBarLayout(lines: shown, textViewHeight: textHeight, barHeight: textHeight + barPadding, scrolls: needed > maximumLines)
    }
}

/// The bar's size for one text: what `intrinsicContentSize` returns and whether the text view scrolls.
/// Only `GrowingBarMetrics.layout(forContentHeight:)` makes one, so its heights agree with its lines.
public struct GrowingBarLayout: Hashable, Sendable, Codable {
    /// Lines shown, between the minimum and the maximum.
    public var lines: Int
    /// The text view's height in points: `lines × lineHeight + textInset`.
    public var textViewHeight: Double
    /// The whole bar's height in points: the text view's plus `barPadding`.
    public var barHeight: Double
    /// The text is longer than the maximum: the text view scrolls instead of growing.
    public var scrolls: Bool
}
