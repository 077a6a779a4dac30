import ShurufaTestSupport
import Foundation
import Testing

@testable import TextInputModel

/// Random keyboard calls through the proxy API (UTF-16 offsets) mixed with host edits agree with
/// the reference model, and the context the keyboard sees is the model's text around the caret.
@Test func randomProxyAndHostCallsAgreeWithTheReferenceModel() {
    let alphabet = PropertyAlphabet.nonMerging
    var failures = 0
    for seed in UInt64(20_000)..<21_500 where failures == 0 {
        var rng = SeededGenerator(seed: seed)
        let initial = PropertyAlphabet.text(from: alphabet, maxPieces: 8, using: &rng)
        let limit: Int? = Bool.random(using: &rng) ? nil : Int.random(in: 0...4, using: &rng)
        let document = InMemoryTextDocument(text: initial, contextLimit: limit)
        var model = ReferenceTextModel(characters: Array(initial), selection: (initial.count, initial.count))
        var history = ["init(\(initial.debugDescription), limit \(String(describing: limit)))"]
        for _ in 0..<40 {
            let count = model.characters.count
            let word = PropertyAlphabet.text(from: alphabet, maxPieces: 4, using: &rng)
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<20:
                history.append("insertText(\(word.debugDescription))")
                document.insertText(word)
                model.insertText(word)
            case 20..<35:
                history.append("deleteBackward")
                document.deleteBackward()
                model.deleteBackward()
            case 35..<50:
                let offset = Int.random(in: -7...7, using: &rng)
                history.append("adjustTextPosition(\(offset))")
                document.adjustTextPosition(byCharacterOffset: offset)
                model.adjustTextPosition(byUTF16: offset)
            case 50..<68:
                let range =
                    Int.random(in: 0..<10, using: &rng) == 0
                    ? NSRange(location: NSNotFound, length: 0)
                    : NSRange(location: Int.random(in: -1...12, using: &rng), length: Int.random(in: -1...6, using: &rng))
                history.append("setMarkedText(\(word.debugDescription), \(range))")
                document.setMarkedText(word, selectedRange: range)
                model.setMarkedText(word, selectedUTF16: range)
            case 68..<75:
                history.append("unmarkText")
                document.unmarkText()
                model.unmarkText()
            case 75..<85:
                let (a, b) = (Int.random(in: -1...(count + 1), using: &rng), Int.random(in: -1...(count + 1), using: &rng))
                history.append("hostSelect(\(a), \(b))")
                document.hostSelect(TextRange(start: TextPosition(a), end: TextPosition(b)))
                model.select(a, b)
            case 85..<95:
                let (a, b) = (Int.random(in: -1...(count + 1), using: &rng), Int.random(in: -1...(count + 1), using: &rng))
                history.append("hostReplace(\(a), \(b), \(word.debugDescription))")
                let changed = document.hostReplace(TextRange(start: TextPosition(a), end: TextPosition(b)), with: word)
                let modelChanged = model.replace(a, b, with: word)
                if changed != modelChanged { Issue.record("hostReplace result differs after \(history)") }
            default:
                history.append("hostReplaceAllText(\(word.debugDescription))")
                document.hostReplaceAllText(with: word)
                model.replaceAll(with: word)
            }
            let (s, e) = model.selection
            let before = String(model.characters[(limit.map { max(0, s - $0) } ?? 0)..<s])
            let after = String(model.characters[e..<(limit.map { min(model.characters.count, e + $0) } ?? model.characters.count)])
            let selected = String(model.characters[s..<e])
            let agrees =
                document.text == model.text && document.selectedTextRange.offsets == s..<e
                && document.markedTextRange?.offsets == model.marked.map { $0.start..<$0.end }
                && (document.documentContextBeforeInput ?? "") == before && document.documentContextBeforeInput != ""
                && (document.documentContextAfterInput ?? "") == after && document.documentContextAfterInput != ""
                && (document.selectedText ?? "") == selected && document.selectedText != ""
                && document.hasText == !model.characters.isEmpty
            if !agrees {
                Issue.record("seed \(seed): document \(document.store) ≠ model \(model.text.debugDescription) \(model.selection) \(String(describing: model.marked)) after \(history)")
                failures += 1
                break
            }
        }
    }
    #expect(failures == 0)
}
