#if canImport(UIKit)
import ChatInput
import UIKit

/// The chat's growing input bar, used as the conversation's `inputAccessoryView`: a text view that
/// grows a line at a time between the metrics' minimum and maximum (then scrolls), a hold-to-record
/// button beside it, and the conversation's `textInputContextIdentifier` so each conversation keeps
/// its keyboard. Heights come from `GrowingBarMetrics`; this view only applies them.
public final class ChatInputBar: UIView, UITextViewDelegate {
    /// The message being written, in the body font; it scrolls only past the maximum lines.
    public let textView = UITextView()
    /// The hold-to-record voice button beside the text view.
    public let voiceButton: HoldToRecordButton
    /// The line limits and paddings the bar grows by; applied at the next text change.
    public var metrics: GrowingBarMetrics
    /// Called with the new height when the bar grows or shrinks.
    public var onHeightChange: ((CGFloat) -> Void)?
    private var layoutNow: GrowingBarLayout

    /// A bar whose metrics default to one to five lines of the body font, with `voiceButton` beside the
    /// text view. Lay out its subviews yourself; the height comes from `intrinsicContentSize`.
    public init(metrics: GrowingBarMetrics? = nil, voiceButton: HoldToRecordButton) {
        let font = UIFont.preferredFont(forTextStyle: .body)
        let resolved = metrics ?? GrowingBarMetrics(lineHeight: Double(font.lineHeight))
        self.metrics = resolved
        self.voiceButton = voiceButton
        layoutNow = resolved.layout(forContentHeight: 0)
        super.init(frame: .zero)
        // An input accessory view grows through its intrinsic size only with a flexible height.
        autoresizingMask = .flexibleHeight
        textView.font = font
        textView.delegate = self
        textView.isScrollEnabled = false
        addSubview(textView)
        addSubview(voiceButton)
    }

    /// Not supported: the bar is made in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("ChatInputBar is made in code") }

    /// The bar's height for the text it holds (from `GrowingBarMetrics`); no intrinsic width.
    override public var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: CGFloat(layoutNow.barHeight))
    }

    /// Measures the text, and when its line count changes resizes the bar, turns scrolling on or off and
    /// calls `onHeightChange`.
    public func textViewDidChange(_ textView: UITextView) {
        let width = textView.bounds.width > 0 ? textView.bounds.width : bounds.width
        let fitting = textView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        let next = metrics.layout(forContentHeight: Double(fitting.height))
        guard next != layoutNow else { return }
        layoutNow = next
        textView.isScrollEnabled = next.scrolls
        invalidateIntrinsicContentSize()
        onHeightChange?(CGFloat(next.barHeight))
    }
}

/// A text view that tells UIKit which conversation it belongs to, so the system brings back the
/// keyboard last used there (`InputModeMemory.contextIdentifier(forConversation:)`).
public final class ConversationTextView: UITextView {
    /// The conversation's stable id; the text view's context identifier is derived from it.
    public var conversationID: String = ""

    /// `InputModeMemory.contextIdentifier(forConversation:)` of `conversationID`: UIKit remembers the
    /// keyboard last used in each conversation by it.
    override public var textInputContextIdentifier: String? {
        InputModeMemory.contextIdentifier(forConversation: conversationID)
    }
}
#endif
