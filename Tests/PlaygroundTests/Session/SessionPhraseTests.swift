import Foundation
import KeyboardCore
import KeyboardLayout
import KeyboardRendering
import Testing
import TextInputModel
@testable import Playground

/// Issue 50: a session held any number of phrases, sent the editor's whole list in every frame
/// while it was open, and sent every candidate of a short code shared by hundreds of phrases.
@Suite struct SessionPhraseTests {
    /// A keyboard whose phrases live in memory and whose editor is open from the start.
    final class PhraseKeyboard: PlaygroundKeyboard, @unchecked Sendable {
        let store = InMemoryPhraseStore()
        var candidateTexts: [String] = []
        let fitted = RecordingKeyboard.fit(PlaygroundSettings())
        init() {}
        func configure(_ settings: PlaygroundSettings) throws(PlaygroundError) {}
        func touch(_ touch: TouchMessage, at time: Double) {}
        func hardwareKey(_ key: String, at time: Double) throws(PlaygroundError) {}
        func tick(now time: Double) -> Bool { false }
        var needsTicks: Bool { false }
        func render(with renderer: KeyboardRenderer) -> RenderTree { renderer.render(fitted, state: KeyboardRenderState()) }
        var candidates: [String] { candidateTexts }
        var status: String { "phrases" }
        func panel(_ action: PanelAction) throws(PlaygroundError) {
            do {
                switch action {
                case .addPhrase(let text, let code, let group): _ = try store.addPhrase(text: text, code: code, group: group)
                case .editPhrase(let id, let text, let code, let group): try store.updatePhrase(QuickPhrase(id: id, text: text, code: code, group: group))
                case .removePhrase(let id): try store.removePhrase(id)
                case .movePhrase(let id, let index): try store.movePhrase(id, to: index)
                default: break
                }
            } catch {
                throw PlaygroundError(.invalidValue, "\(error)")
            }
        }
        var phraseEditor: PhraseEditorFrame? { PhraseEditorFrame((try? store.quickPhrases()) ?? []) }
        var phraseCount: Int { (try? store.quickPhrases().count) ?? 0 }
    }

    private func makeSession(_ limits: SessionLimits = .standard) throws -> (PlaygroundSession, PhraseKeyboard) {
        let keyboard = PhraseKeyboard()
        let session = try PlaygroundSession(limits: limits, now: 0) { _, _ throws(PlaygroundError) in keyboard }
        return (session, keyboard)
    }

    private func add(_ text: String, to session: PlaygroundSession, at now: Double) -> [ServerMessage] {
        session.receive(#"{"type":"panel","action":"add-phrase","text":"\#(text)","code":"dz","group":"常用"}"#, now: now)
    }

    @Test func aSessionKeepsAtMostItsCapOfPhrases() throws {
        var limits = SessionLimits.standard
        limits.maxPhrases = 3
        let (session, keyboard) = try makeSession(limits)
        for index in 0..<3 { #expect(add("短语\(index)", to: session, at: Double(index)).isEmpty) }
        let refused = add("再一个", to: session, at: 4)
        #expect(refused.count == 1 && "\(refused)".contains("at most 3 phrases"), "\(refused)")
        #expect(keyboard.phraseCount == 3)
    }

    @Test func theEditorSendsOnlyWhatChanged() throws {
        let (session, keyboard) = try makeSession()
        _ = add("第一", to: session, at: 0)
        _ = add("第二", to: session, at: 0.1)
        let first = try #require(session.takeFrame().phraseEditor)
        #expect(first.full && first.phrases.map(\.text) == ["第一", "第二"] && first.order?.count == 2)
        // An add: only the new phrase and the order; an unrelated frame: nothing at all.
        _ = add("第三", to: session, at: 0.2)
        let added = try #require(session.takeFrame().phraseEditor)
        #expect(!added.full && added.phrases.map(\.text) == ["第三"] && added.order?.count == 3)
        _ = session.receive(#"{"type":"ping","n":1}"#, now: 0.3)
        let quiet = try #require(session.takeFrame().phraseEditor)
        #expect(quiet.phrases.isEmpty && quiet.order == nil)
        // A removal: no phrase, the order without it.
        let id = try #require(keyboard.store.quickPhrases().first?.id)
        _ = session.receive(#"{"type":"panel","action":"remove-phrase","id":\#(id)}"#, now: 0.4)
        let removed = try #require(session.takeFrame().phraseEditor)
        #expect(removed.phrases.isEmpty && removed.order?.contains(id) == false && removed.order?.count == 2)
    }

    @Test func aFrameCarriesABoundedCandidateList() throws {
        let (session, keyboard) = try makeSession()
        keyboard.candidateTexts = Array(repeating: String(repeating: "长", count: 1_300), count: 740)
        let candidates = session.takeFrame().candidates
        let bytes = candidates.reduce(0) { $0 + $1.utf8.count }
        #expect(bytes <= CandidateFrameBound.standard.maximumBytes && !candidates.isEmpty, "\(bytes) bytes")
        #expect(candidates.allSatisfy { $0.count <= CandidateFrameBound.standard.maximumCharacters + 1 })
        keyboard.candidateTexts = ["你好", "拟好"]
        #expect(session.takeFrame().candidates == ["你好", "拟好"], "a usual list is sent whole")
    }
}
