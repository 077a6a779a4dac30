import Foundation
import TextInputModel

/// What a pause committed, kept for a swap: the text typed and the candidates it was the first
/// of (the bar offers them until the next stroke or key).
struct PadSwap: Hashable {
    /// The text the pause typed (the first candidate's).
    var committed: String
    /// The candidates it was picked from, the committed one first.
    var candidates: [PadCandidate]
}

/// The pause (`HandwritingSettings.newCharacterPause`) as the pad's own timer: when it passes
/// after the last stroke, the character written goes into the field, as the setting promises
/// ("0.8 s pause"), without waiting for the next stroke; its alternatives stay in the bar, and
/// tapping one replaces it. Time comes from the touches and the host's ticks, never a clock.
extension HandwritingPad {
    /// When the pause after the last stroke ends (nil: no writing waits, a finger is down, or
    /// the setting says never).
    public var pauseDeadline: Double? {
        guard current == nil, !strokes.isEmpty, let lastStrokeEnd, let pause = settings.newCharacterPause else { return nil }
        return lastStrokeEnd + pause
    }

    /// Commits the first candidate if the pause has passed by `now`, keeping the candidates for a
    /// swap; true when it did.
    @discardableResult
    func pauseEnded(at now: Double, in host: SourceHost) -> Bool {
        guard let deadline = pauseDeadline, now >= deadline, let first = candidates.first else { return false }
        let offered = candidates
        guard let commit = commit(0, in: host, predicting: false) else { return false }
        apply(commit, in: host)
        if !isWriting { swap = PadSwap(committed: first.text, candidates: offered) }
        return true
    }

    /// The bar's texts after a pause's commit: the candidates it was picked from.
    var swapTexts: [String] { swap?.candidates.map(\.text) ?? [] }

    /// Candidate `index` of the swap replaces the text the pause committed (the committed one
    /// itself keeps it); 联想 follows. `.nothing` when there is no such candidate.
    func swapCommitted(for index: Int, in host: SourceHost) -> SourcePick {
        guard let swap, swap.candidates.indices.contains(index) else { return .nothing }
        self.swap = nil
        let candidate = swap.candidates[index]
        let before = host.textBeforeCaret
        guard before.hasSuffix(swap.committed) else { return .nothing }  // the field changed under it
        for _ in 0..<swap.committed.count { host.document.deleteBackward() }
        let context = String(before.dropLast(swap.committed.count))
        let lesson: Commit.Lesson = candidate.text.count == 1 ? .character(candidate.text, after: context) : .none
        return .committed(Commit(candidate.text, lesson: lesson, followUp: .reading(context + candidate.readAs, predicting: true)))
    }
}
