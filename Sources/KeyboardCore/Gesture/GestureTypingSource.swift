import GestureTyping
import KeyboardLayout

/// Which decoder reads a form's gestures: English words, or Chinese words by the pinyin the path spells.
enum GestureLanguage: Hashable, Sendable {
    /// English words (`WordGestureDecoder` over the engine's English words).
    case english
    /// Chinese words by their full pinyin, after the text before the caret (`PinyinGestureDecoder`).
    case pinyin
}

/// An input form that takes 滑行 gestures (English, and 26-key full pinyin): the `GestureStage`
/// decodes the path in the form's language and hands it the words, best first; the form commits
/// or composes them as iOS does and keeps them so a backspace right after removes the whole word.
protocol GestureTypingSource: CandidateSource {
    /// The decoder this form's gestures need now; nil when it reads none (双拼: its keys spell no full pinyin).
    var gestureLanguage: GestureLanguage? { get }
    /// Takes the words a gesture decoded to, best first (never empty), typed with the keyboard's `shift`.
    func type(gesture words: [GestureCandidate], shift: ShiftState, in host: SourceHost)
}
