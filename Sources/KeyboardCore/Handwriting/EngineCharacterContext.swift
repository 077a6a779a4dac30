import Handwriting
import PinyinEngine

/// The pinyin engine's language model as handwriting's context: the cost of a character after the
/// text before the caret (the engine's `NextCharacterCosts`), so after 你 the pad ranks 好 above 奴.
public struct EngineCharacterContext: CharacterContext {
    /// The engine's costs of a next character.
    public let costs: NextCharacterCosts

    /// The context of `engine`'s lexicon and model (builds a word index once, a few milliseconds).
    public init(engine: PinyinEngine) { costs = NextCharacterCosts(engine: engine) }

    /// The cost of each of `characters` right after `text` (nil: the model does not know it).
    public func costs(of characters: [Character], after text: String) -> [Double?] {
        costs.costs(of: characters, after: text)
    }
}
