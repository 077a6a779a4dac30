import ChineseEngine
import TextInputModel

/// The one stage every commit passes through, whatever made it (pinyin 26-key, 9-key or 双拼, 注音,
/// 笔画, 手写, English, 滑行, an emoji, a 常用语 phrase, a clip, a 联想 prediction): it replaces and
/// inserts the text, has the one `CommitMemory` hear it where the field allows learning (never in
/// secure or private fields), sets up 联想 after it, records emoji as recent and keeps it as the
/// `lastEdit` every undo reads (an autocorrection reverted, a 滑行 word taken back or swapped, the
/// 手写 pause's character swapped). It shows the active form's input as the document's marked
/// text (`show(_:)`, after each call into a form: no form sets marked text itself), and forgets what
/// a candidate's 删除 asks. One per keyboard.
public final class CommitStage {
    /// The document commits are inserted into.
    let document: any TextDocument
    /// 联想, and the context a commit leaves.
    let predictions: PredictionSource
    /// What every commit teaches.
    public let memory: CommitMemory
    /// The last commit carried out and the action it was made in.
    private var made: (edit: LastEdit, action: Int)?
    /// How many actions began (`beginAction()`).
    private var actions = 0
    /// A commit the form chose offering alternatives (the 手写 pause's character, a 滑行 word)
    /// while a pick may still swap it: its lessons wait until it is kept — the next commit, or an
    /// action after the one that could swap it (`settle()`) — so a text swapped away or taken
    /// back teaches nothing, and only the alternative chosen is learned.
    private var unsettled: Commit?
    /// The marked text shown in the document (a commit replaces it).
    private(set) var marked = MarkedText()

    init(document: any TextDocument, predictions: PredictionSource, memory: CommitMemory, recordEmoji: @escaping (String) -> Void) {
        self.document = document
        self.predictions = predictions
        self.memory = memory
        memory.recordEmoji = recordEmoji
    }

    /// The one stage every form's candidates are ranked through by what the memory remembers.
    var ranking: ChoiceRanking { memory.ranking }

    /// Carries `commit` out: replace, insert, learn (where allowed: emoji recents too), 联想 (ranked
    /// by the memory); it becomes the last edit.
    public func apply(_ commit: Commit) {
        let before = document.documentContextBeforeInput ?? ""
        let replaced = commit.replacing > 0 ? String(before.suffix(commit.replacing)) : ""
        for _ in 0..<max(0, commit.replacing) { document.deleteBackward() }
        if !commit.text.isEmpty {
            document.insertText(commit.text)
            // The insert replaced the marked text.
            marked.forget()
        }
        // What replaces the whole text of a commit still open to a swap (the swap, a take-back)
        // drops its lessons; any other commit keeps it. A swap is the person's own choice: heard at once.
        let replacesOpen = unsettled.map { lastEdit?.commit == $0 && commit.replacing >= $0.text.count } ?? false
        if replacesOpen { unsettled = nil }
        settle()
        if document.textInputTraits.allowsLearning {
            if commit.alternatives.isEmpty || replacesOpen { memory.hear(commit) } else { unsettled = commit }
        }
        switch commit.followUp {
        case .none: predictions.forgetLastCommit()
        case .words(let context): predictions.committed(commit.text, context: context)
        case .reading(let reading, let predicting): predictions.inserted(commit.text, readAs: reading, predicting: predicting)
        case .predicted: break
        }
        ranking.rank(predictions.rankedByMemory)
        made = (LastEdit(commit: commit, replaced: replaced), actions)
    }

    /// Ranks `source`'s candidates by the memory (`ChoiceRanking`) and shows its input as the
    /// marked text (removes it when there is none, changes it only when it changed): after every
    /// call into a form, so no form can forget either.
    func show(_ source: any CandidateSource) {
        ranking.rank(source.rankedByMemory)
        marked.show(source.composingText, caret: source.composingCaret, in: document)
    }

    /// The document no longer shows the marked text (the host moved the caret, a new field).
    func forgetMarkedText() { marked.forget() }

    /// Forgets `pick` read in `inventory` (a candidate's 删除), where the field allows learning;
    /// whether anything was forgotten.
    func forget(_ pick: Composition.Pick, in inventory: SyllableInventory = .mandarin) -> Bool {
        document.textInputTraits.allowsLearning && memory.forget(pick, in: inventory)
    }

    /// A key or command begins: the last edit stays readable through it (an undo reads it), not after.
    func beginAction() {
        actions += 1
        // An action after the one that could swap the last edit: the edit is kept.
        if unsettled != nil, lastEdit == nil { settle() }
    }

    /// Teaches what the commit open to a swap teaches: it was kept.
    private func settle() {
        guard let commit = unsettled else { return }
        unsettled = nil
        memory.hear(commit)
    }

    /// The last commit while nothing else was done since (read during the action right after it,
    /// and before); nil otherwise. An undo checks the text before the caret still ends with it.
    public var lastEdit: LastEdit? {
        guard let made, made.action >= actions - 1 else { return nil }
        return made.edit
    }

    /// The last edit while it offers alternatives and is still the text before the caret (a 滑行
    /// word, the 手写 pause's character): the bar offers them, a pick swaps.
    var swappableEdit: LastEdit? {
        guard let edit = lastEdit, !edit.commit.alternatives.isEmpty,
              (document.documentContextBeforeInput ?? "").hasSuffix(edit.commit.text) else { return nil }
        return edit
    }

    /// The last edit's alternatives as the bar shows them between actions: only while no action
    /// began since the one that made it, since the next action is the last that may swap it (a
    /// pick reads `swappableEdit` during it). Shown one action longer, the bar offered a 滑行
    /// word's alternatives a pick no longer reached: it typed the English suggestion under the
    /// cell, "Sweden" for "sewed" (#89's fuzzer).
    var offeredEdit: LastEdit? {
        guard let made, made.action == actions else { return nil }
        return swappableEdit
    }

    /// The last edit can no longer be undone (a new stroke on the pad).
    func forgetLastEdit() {
        settle()
        made = nil
    }
}

/// A commit the stage carried out and the text it replaced: what an undo takes back, or a swap
/// replaces with one of its alternatives.
public struct LastEdit: Hashable, Sendable {
    /// The commit.
    public var commit: Commit
    /// The text its `replacing` deleted ("" when it replaced nothing).
    public var replaced: String

    /// The alternative the text ends with now (its own), if it has alternatives.
    public var chosen: Int? {
        commit.alternatives.indices.last { commit.text.hasSuffix(commit.alternatives[$0]) && isWholeWord(commit.alternatives[$0]) }
    }

    /// Whether `word` is the whole text, or follows a space in it.
    private func isWholeWord(_ word: String) -> Bool {
        commit.text == word || commit.text.dropLast(word.count).last?.isWhitespace == true
    }

    /// The commit that puts back what this one replaced, `trailing` typed after it included
    /// (an autocorrection's space), teaching `lessons`.
    public func takeBack(trailing: String = "", lessons: [Commit.Lesson] = []) -> Commit {
        Commit(replaced, lessons: lessons, replacing: commit.text.count + trailing.count)
    }

    /// The commit that swaps the text for alternative `index` (after what came before it, a
    /// gesture's space), teaching what the commit's form teaches of a pick after what precedes
    /// it in `textBefore` (the text before the caret, ending with this commit); nil when there is
    /// no such alternative.
    public func swap(to index: Int, textBefore: String) -> Commit? {
        guard let chosen, commit.alternatives.indices.contains(index) else { return nil }
        let current = commit.alternatives[chosen], replacement = commit.alternatives[index]
        var swapped = commit
        swapped.text = String(commit.text.dropLast(current.count)) + replacement
        swapped.replacing = commit.text.count
        let context = String(textBefore.dropLast(current.count))
        // What the replacement teaches is what its form teaches of a pick of it after the same
        // text, read as the form read it (a 手写 character shown in 繁體 is learned in simplified).
        let readAs = commit.alternativeReadings.indices.contains(index) ? commit.alternativeReadings[index] : nil
        swapped.lessons = commit.form?.lessons(for: Commit.Picked(replacement, after: context, readAs: readAs)) ?? []
        // 联想 follows a swapped Chinese text as it followed the one it replaces.
        if case .reading = commit.followUp { swapped.followUp = .reading(context + (readAs ?? replacement), predicting: true) }
        return swapped
    }
}
