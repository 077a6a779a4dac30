import EnglishEngine

/// The candidates of a form that the memory may reorder: the list they are remembered in, the
/// text they follow, their texts, and how to put them in a new order. A form states it
/// (`CandidateSource.rankedByMemory`); the one `ChoiceRanking` stage applies the memory to it.
struct RankedCandidates {
    /// The memory's list they are chosen in (Chinese after the character before, or English).
    var kind: ChoiceKind
    /// The text before them (the caret's, without the marked text): what a choice is remembered after.
    var after: String
    /// The texts of the candidates the memory may move, in the form's order.
    var texts: [String]
    /// Puts them in a new order: position `i` takes the candidate that was at `order[i]` of `texts`.
    var reorder: ([Int]) -> Void
}

/// The one stage that ranks every form's candidates by what the memory remembers, as the commit
/// stage is the one every form's commit passes: a text chosen before after the same text comes
/// first (the one chosen last first), the others keep their order. The stage applies it after
/// every call into a form (`CommitStage.show(_:)`) and after every commit (联想's predictions),
/// so a form never ranks by itself and cannot forget to; English, whose bar is worked out when it
/// is read, and an English gesture, whose best word is committed at once, rank through
/// `englishSuggestions(_:)` and `ranked(_:_:after:key:)` here. Ranking twice
/// changes nothing.
struct ChoiceRanking {
    /// The choices remembered.
    let memory: ChoiceMemory

    /// Reorders `candidates` (nil: none to rank now) with the remembered ones first.
    func rank(_ candidates: RankedCandidates?) {
        guard let candidates, candidates.texts.count > 1 else { return }
        let order = memory.ranked(Array(candidates.texts.indices), candidates.kind, after: candidates.after) { candidates.texts[$0] }
        if order != Array(candidates.texts.indices) { candidates.reorder(order) }
    }

    /// `texts` with those remembered in `kind`'s list after `textBefore` first (an English
    /// gesture's words: `EnglishSource.type(gesture:shift:in:)`), each read as the memory keeps it by `key`.
    func ranked(_ texts: [String], _ kind: ChoiceKind, after textBefore: String = "", key: (String) -> String = { $0 }) -> [String] {
        memory.ranked(texts, kind, after: textBefore, text: key)
    }

    /// English `suggestions` with the words chosen before that complete the letters typed (or,
    /// after a space, that are among the next words) first among the alternatives; where the space
    /// bar would replace the letters by a completion anyway, by the one chosen last.
    func englishSuggestions(_ suggestions: EnglishSuggestions) -> EnglishSuggestions {
        let chosen = memory.chosen(.english, after: "")
        guard !chosen.isEmpty else { return suggestions }
        var result = suggestions
        let learned = Commit.Form.learned
        let typed = learned(suggestions.typed)
        guard !typed.isEmpty else {
            result.alternatives = memory.ranked(suggestions.alternatives, .english, after: "", text: learned)
            return result
        }
        let capital = suggestions.typed.first?.isUppercase == true
        // One pass, the prefix tested first (counting a word's characters is the dearer test).
        var completions: [String] = []
        for word in chosen where word.hasPrefix(typed) && word.count > typed.count {
            completions.append(capital ? word.prefix(1).uppercased() + word.dropFirst() : word)
            if completions.count == EnglishBar.width { break }
        }
        result.alternatives = completions + suggestions.alternatives.filter { word in !completions.contains { $0.lowercased() == word.lowercased() } }
        if suggestions.isCorrection, let commit = suggestions.commit, let chosen = completions.first,
           learned(commit).hasPrefix(typed), commit.lowercased() != chosen.lowercased() {
            result.commit = chosen
            result.alternatives = [commit] + result.alternatives.filter { $0.lowercased() != chosen.lowercased() && $0.lowercased() != commit.lowercased() }
        }
        return result
    }
}

extension CommitMemory {
    /// The one stage every form's candidates are ranked through by what this memory remembers.
    var ranking: ChoiceRanking { ChoiceRanking(memory: choices) }
}
