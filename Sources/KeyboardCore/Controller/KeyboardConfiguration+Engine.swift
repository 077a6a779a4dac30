import Emoji
import PinyinEngine

extension KeyboardConfiguration {
    /// `base` with this configuration's engine settings: fuzzy pairs and the 双拼 scheme (a
    /// scheme whose table cannot be read leaves full pinyin).
    public func engine(from base: PinyinEngine) -> PinyinEngine {
        var engine = base
        engine.settings.fuzzy = fuzzyPinyin
        if let shuangpin, let scheme = try? ShuangpinScheme(shuangpin) {
            engine.settings.form = .shuangpin(scheme)
        }
        return engine
    }

    /// The composer this configuration asks for over `base` (emoji suggested from `emojiIndex`
    /// when the configuration suggests any), committing to `predictions`.
    func makeComposer(engine base: PinyinEngine, emojiIndex: EmojiSearchIndex?, predictions: PredictionSource) -> ChineseComposer {
        let composer = ChineseComposer(
            engine: engine(from: base), emojiIndex: emojiSuggestionLimit > 0 ? emojiIndex : nil, candidateLimit: candidateLimit,
            emojiLimit: emojiSuggestionLimit, predictions: predictions)
        composer.emojiMaximumVersion = emojiMaximumVersion
        composer.scriptConverter = scriptConverter
        return composer
    }

    /// The filter that writes candidates in `chineseScript` (simplified when its data cannot be read).
    public var scriptConverter: ScriptConverter {
        (try? ScriptConverter(script: chineseScript)) ?? .identity
    }
}
