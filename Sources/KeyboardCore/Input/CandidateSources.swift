import Emoji
import PinyinEngine

/// The candidate sources of one keyboard, one per input form, each made when its form is first
/// shown (the pad's model, the stroke table and the tone table are opened only then), and 联想,
/// which they share. Which one is active follows the Chinese keyboard shown (`source(for:)`): the
/// keyboard state is its one owner.
final class CandidateSources {
    /// 联想 after any commit, and the context a commit leaves.
    let predictions: PredictionSource
    /// Pinyin: 26-key (full or 双拼) and 9-key.
    let pinyin: ChineseComposer
    private let engine: PinyinEngine
    private let configuration: KeyboardConfiguration

    /// The sources over `engine` as `configuration` sets them up (emoji suggestions from `emojiIndex`).
    init(engine: PinyinEngine, configuration: KeyboardConfiguration, emojiIndex: EmojiSearchIndex?) {
        self.engine = engine
        self.configuration = configuration
        predictions = PredictionSource(engine: engine)
        pinyin = configuration.makeComposer(engine: engine, emojiIndex: emojiIndex, predictions: predictions)
    }

    /// 手写.
    private(set) lazy var handwriting = HandwritingPad(
        engine: pinyin.engine, scriptConverter: configuration.scriptConverter, settings: configuration.handwriting)
    /// 笔画.
    private(set) lazy var strokes = StrokeSource(
        engine: pinyin.engine, scriptConverter: configuration.scriptConverter, limit: configuration.candidateLimit)

    /// 注音, in `zhuyinScript`'s characters.
    private(set) lazy var zhuyin = ZhuyinSource(
        engine: pinyin.engine, scriptConverter: (try? ScriptConverter(script: configuration.zhuyinScript)) ?? .identity,
        limit: configuration.candidateLimit)

    /// The source of `keyboard`.
    func source(for keyboard: ChineseKeyboard) -> any CandidateSource {
        switch keyboard {
        case .pinyin26, .pinyin9: pinyin
        case .handwriting: handwriting
        case .strokes: strokes
        case .zhuyin: zhuyin
        }
    }
}
