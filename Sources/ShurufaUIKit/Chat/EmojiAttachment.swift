#if canImport(UIKit)
import Emoji
import UIKit

/// An emoji shown as an image in the chat's text, tagged with its `[名称]` name and character so
/// the text goes back to the codec's wire form unchanged.
public final class EmojiAttachment: NSTextAttachment {
    /// The tag name the codec writes for the emoji (`笑哭了`).
    public let name: String
    /// The emoji character the image shows.
    public let emoji: String

    /// An attachment drawing `emoji` as a `size`-point square image, sitting on the baseline like text.
    public init(name: String, emoji: String, size: CGFloat) {
        self.name = name
        self.emoji = emoji
        super.init(data: nil, ofType: nil)
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: size * 0.9)]
        image = UIGraphicsImageRenderer(size: CGSize(width: size, height: size)).image { _ in
            (emoji as NSString).draw(at: .zero, withAttributes: attributes)
        }
        bounds = CGRect(x: 0, y: -size * 0.2, width: size, height: size)
    }

    /// Not supported: attachments are made in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("EmojiAttachment is made in code") }
}

extension EmojiTagCodec {
    /// The chat text for a message in wire form: every `[名称]` the vocabulary knows and every
    /// named emoji becomes an `EmojiAttachment`; the rest stays text (the codec finds the spans).
    public func attributedText(_ wire: String, font: UIFont) -> NSAttributedString {
        let decoded = decodeReportingSpans(wire)
        let text = decoded.text as NSString
        let result = NSMutableAttributedString(string: "")
        var cursor = 0
        for span in decoded.emoji {
            let name: String, emoji: String
            switch span.kind {
            case .emoji(let e, let n): (emoji, name) = (e, n)
            case .tag(let n, let e?): (emoji, name) = (e, n)
            case .tag(_, nil): continue
            }
            let range = NSRange(location: span.utf16Range.lowerBound, length: span.utf16Range.count)
            result.append(NSAttributedString(string: text.substring(with: NSRange(location: cursor, length: range.location - cursor)), attributes: [.font: font]))
            result.append(NSAttributedString(attachment: EmojiAttachment(name: name, emoji: emoji, size: font.lineHeight)))
            cursor = range.location + range.length
        }
        result.append(NSAttributedString(string: text.substring(from: cursor), attributes: [.font: font]))
        return result
    }

    /// The wire form of what the user typed: each attachment back to its emoji, then the codec's `[名称]`.
    public func wireText(_ attributed: NSAttributedString) -> String {
        var plain = ""
        let whole = NSRange(location: 0, length: attributed.length)
        attributed.enumerateAttribute(.attachment, in: whole, options: []) { value, range, _ in
            if let attachment = value as? EmojiAttachment {
                plain += attachment.emoji
            } else {
                plain += attributed.attributedSubstring(from: range).string
            }
        }
        return encode(plain)
    }
}
#endif
