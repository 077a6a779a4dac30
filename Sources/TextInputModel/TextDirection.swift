/// A direction in the text, in storage terms (forward, backward) or layout terms (left, right,
/// up, down), like UIKit's `UITextStorageDirection` and `UITextLayoutDirection` together.
///
/// The store has no layout: text runs left to right, and lines are the paragraphs between newlines.
public enum TextDirection: String, Sendable, Codable, Hashable, CaseIterable {
    /// `forward`/`backward` move towards the end/start of the text; `left`/`right` the same on a
    /// left-to-right line; `up`/`down` move to the previous/next line (paragraph).
    case forward, backward, left, right, up, down

    /// Whether the direction goes towards the end of the document (forward, right, down).
    public var isTowardsEnd: Bool {
        switch self {
        case .forward, .right, .down: true
        case .backward, .left, .up: false
        }
    }
}

/// The unit a tokenizer steps by, like `UITextGranularity`.
public enum TextGranularity: String, Sendable, Codable, Hashable, CaseIterable {
    /// One grapheme cluster.
    case character
    /// A word: a run of letters and digits, a run of kana, or one Han character or emoji.
    case word
    /// A sentence: up to 。！？.!? (with closing quotes) or a newline.
    case sentence
    /// A paragraph: the text between newlines.
    case paragraph
    /// A line; without layout, the same as a paragraph.
    case line
    /// The whole document.
    case document
}
