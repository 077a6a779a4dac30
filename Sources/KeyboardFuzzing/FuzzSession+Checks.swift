import Foundation
import KeyboardCore

/// What went wrong after an action (a trap ends the process instead: the recorded sequence is
/// what is left of it).
public struct FuzzFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// Which property failed.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// The field is not what the keyboard's edits make.
        case field
        /// Marked text with nothing composed, or not the composition's.
        case marked
        /// A commit the keyboard reported that never reached the field.
        case commit
        /// A pick typed something else than what was picked.
        case pick
        /// A candidate that is not real text in the form's script.
        case candidate
        /// An action over the time allowed.
        case slow
        /// An action that never finished (the watchdog saw it).
        case hang
    }

    /// Which property failed.
    public var kind: Kind
    /// What was seen, for a person.
    public var message: String

    /// A failure of `kind`.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// `kind: message`.
    public var description: String { "\(kind.rawValue): \(message)" }
}

/// What the checks after an action need from before it.
struct Observation {
    /// The form shown.
    var form: InputForm
    /// The bar's texts (what a pick's index is into).
    var barTexts: [String]
    /// The last edit the commit stage reported.
    var lastEdit: LastEdit?
    /// The text of the candidate cell a `tapCandidate` taps (filled by `apply`).
    var tappedText: String?

    init(of session: FuzzSession) {
        form = session.controller.inputForm
        barTexts = session.controller.barTexts
        lastEdit = session.controller.commits.lastEdit
    }
}

extension FuzzSession {
    /// Checks the keyboard after `action` (`before`: as it was before it); throws the first failure.
    func check(after action: FuzzAction, before: Observation) throws(FuzzFailure) {
        if let difference = document.difference { throw FuzzFailure(.field, difference) }
        try checkMarkedText()
        try checkCommit(before: before)
        try checkCandidates()
        switch action {
        case .pick(let index) where !before.barTexts.isEmpty:
            try checkPicked(before.barTexts[wrapped(index, before.barTexts.count)], form: before.form)
        case .tapCandidate where before.tappedText != nil:
            try checkPicked(before.tappedText ?? "", form: before.form)
        default: break
        }
    }

    /// Marked text only while composing, and then the composition's own.
    private func checkMarkedText() throws(FuzzFailure) {
        let marked = document.field.markedText
        // The host moved the caret out of the marked text (committing it) to just after the same
        // letters elsewhere: the keyboard cannot tell (`stillShows(markedText:)` reads the text
        // before the caret) and composes on; reported, not failed, until marking starts again.
        if hostCommittedComposition, marked == nil, controller.isComposing { return }
        hostCommittedComposition = false
        guard controller.isComposing else {
            if let marked { throw FuzzFailure(.marked, "the field marks \(marked.debugDescription) with nothing composed") }
            return
        }
        let shown = controller.renderState.markedText.flatMap { $0.isEmpty ? nil : $0 }
        if marked != shown {
            throw FuzzFailure(.marked, "the field marks \(marked.debugDescription), the composition shows \(shown.debugDescription)")
        }
    }

    /// A commit the stage reported in this action was inserted.
    private func checkCommit(before: Observation) throws(FuzzFailure) {
        guard let edit = controller.commits.lastEdit, edit != before.lastEdit, !edit.commit.text.isEmpty else { return }
        if !document.inserted.contains(edit.commit.text) {
            throw FuzzFailure(.commit, "committed \(edit.commit.text.debugDescription) but inserted \(document.inserted)")
        }
    }

    /// Every candidate shown (bar, grid, 9-key column) is real text in the form's script.
    private func checkCandidates() throws(FuzzFailure) {
        let render = controller.renderState
        let script: CandidateTextCheck.Script
        switch controller.inputForm {
        case .chinese: script = .chinese
        case .english: script = .english
        case .emoji: script = .any
        }
        var texts = controller.barTexts + render.candidates + (render.columnItems ?? [])
        texts += render.candidateGrid?.cells.map(\.text) ?? []
        for text in texts {
            if let problem = CandidateTextCheck.problem(text, script: script) {
                throw FuzzFailure(.candidate, "\(controller.inputForm.name) shows \(problem)")
            }
        }
    }

    /// A pick of `text` typed it, or (a part of a composition picked) the composition now shows it.
    func checkPicked(_ text: String, form: InputForm) throws(FuzzFailure) {
        // English shows the word as typed in quotes (“wo”) and types it bare.
        let text = text.count > 2 && text.hasPrefix("“") && text.hasSuffix("”") ? String(text.dropFirst().dropLast()) : text
        guard !text.isEmpty else { return }
        let typed = document.inserted.contains { $0.localizedCaseInsensitiveContains(text) }
        let marked = document.field.markedText?.contains(text) ?? false
        if !typed && !marked {
            throw FuzzFailure(
                .pick, "\(form.name): picked \(text.debugDescription), inserted \(document.inserted), marked \(document.field.markedText.debugDescription)")
        }
    }
}
