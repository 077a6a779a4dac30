import Foundation
import UserDictionary

/// What a set of changes did, counted by what a person sees: words added and removed, learning,
/// phrases, settings, remembered picks, English words kept, emoji. Its `description` is the
/// report's words: "3 words, 1 removed word, 2 settings" (never "12 change(s)").
public struct SyncTally: Hashable, Sendable, CustomStringConvertible {
    /// What a change is about, in the order the description lists them.
    public enum Kind: Int, CaseIterable, Hashable, Sendable {
        /// A word added or changed.
        case word
        /// A word removed.
        case removedWord
        /// A pick learned (its word's count; the pair with the word before goes with it).
        case learning
        /// A saved phrase added or edited.
        case phrase
        /// A saved phrase removed.
        case removedPhrase
        /// A saved phrase moved.
        case phraseMove
        /// A synced setting.
        case setting
        /// A pick the bar remembers.
        case pick
        /// A remembered pick forgotten.
        case forgottenPick
        /// An English word kept against correction.
        case englishWord
        /// An emoji used.
        case emoji

        /// The count and its noun, singular or plural.
        func phrase(_ count: Int) -> String {
            let (one, many): (String, String) = switch self {
            case .word: ("word", "words")
            case .removedWord: ("removed word", "removed words")
            case .learning: ("pick learned", "picks learned")
            case .phrase: ("phrase", "phrases")
            case .removedPhrase: ("removed phrase", "removed phrases")
            case .phraseMove: ("phrase moved", "phrases moved")
            case .setting: ("setting", "settings")
            case .pick: ("remembered pick", "remembered picks")
            case .forgottenPick: ("forgotten pick", "forgotten picks")
            case .englishWord: ("English word kept", "English words kept")
            case .emoji: ("emoji used", "emoji used")
            }
            return "\(count) \(count == 1 ? one : many)"
        }
    }

    /// How many changes of each kind.
    public private(set) var counts: [Kind: Int] = [:]

    /// Nothing counted.
    public init() {}

    /// Counts `changes` (a phrase's new place counts as a move only when the phrase itself did
    /// not change with it: a phrase added comes with its place).
    public init(_ changes: some Sequence<SyncChange>) {
        let changes = Array(changes)
        let phrasesSet = Set(changes.compactMap { change -> String? in if case let .phrase(id, _) = change { id } else { nil } })
        for change in changes {
            let kind: Kind? = switch change {
            case .word(_, .some): .word
            case .word(_, .none): .removedWord
            case .learned: .learning
            case .pair: nil  // a pair is learned with its word: counted once, as the pick
            case .phrase(_, .some): .phrase
            case .phrase(_, .none): .removedPhrase
            case let .phrasePosition(id, _): phrasesSet.contains(id) ? nil : .phraseMove
            case .setting: .setting
            case .choice(_, .some): .pick
            case .choice(_, .none): .forgottenPick
            case .keptEnglishWord: .englishWord
            case .emojiRecent: .emoji
            }
            if let kind { counts[kind, default: 0] += 1 }
        }
    }

    /// Whether nothing was counted.
    public var isEmpty: Bool { counts.values.allSatisfy { $0 == 0 } }

    /// "3 words, 1 removed word, 2 settings", or "nothing new".
    public var description: String {
        let parts = Kind.allCases.compactMap { kind in counts[kind].flatMap { $0 > 0 ? kind.phrase($0) : nil } }
        return parts.isEmpty ? "nothing new" : parts.joined(separator: ", ")
    }
}
