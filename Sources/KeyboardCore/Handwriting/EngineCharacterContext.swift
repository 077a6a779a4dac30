import Foundation
import Handwriting
import ChineseEngine

/// The pinyin engine's language model as handwriting's context: the cost of a character after the
/// text before the caret (the engine's `NextCharacterCosts`), so after 你 the pad ranks 好 above 奴.
public struct EngineCharacterContext: CharacterContext {
    /// The engine's costs of a next character.
    public let costs: NextCharacterCosts
    /// The texts asked after most recently, prepared: a phrase reader asks after one hypothesis's
    /// text once for each span that may follow it, and each ask would work out the text's
    /// history again.
    private let recent = RecentPreparedTexts()

    /// The context of `engine`'s lexicon and model (builds a word index once, a few milliseconds).
    public init(engine: ChineseEngine) { costs = NextCharacterCosts(engine: engine) }

    /// The cost of each of `characters` right after `text` (nil: the model does not know it).
    public func costs(of characters: [Character], after text: String) -> [Double?] {
        costs.costs(of: characters, given: recent.prepared(after: text, by: costs))
    }
}

/// The last few texts' `NextCharacterCosts.Prepared`, newest last (a lock guards them: a context is
/// shared by value between a pad and its phrase reader).
final class RecentPreparedTexts: @unchecked Sendable {
    /// How many texts are kept (a phrase's beam holds about a dozen hypotheses).
    static let capacity = 16
    private let lock = NSLock()
    private var kept: [NextCharacterCosts.Prepared] = []

    /// `text`'s groundwork, kept from an earlier ask or prepared now by `costs`.
    func prepared(after text: String, by costs: NextCharacterCosts) -> NextCharacterCosts.Prepared {
        lock.lock()
        defer { lock.unlock() }
        // Bytes compared, not canonical equivalence: a miss only prepares the text again.
        if let found = kept.lastIndex(where: { $0.text.utf8.count == text.utf8.count && $0.text.utf8.elementsEqual(text.utf8) }) {
            return kept[found]
        }
        let made = costs.prepared(after: text)
        if kept.count == Self.capacity { kept.removeFirst() }
        kept.append(made)
        return made
    }

    /// The texts kept now, oldest first.
    var texts: [String] {
        lock.lock()
        defer { lock.unlock() }
        return kept.map(\.text)
    }
}
