import ShurufaTestSupport
import Foundation
import Testing

@testable import TextInputModel

/// Pieces random texts are made of.
enum PropertyAlphabet {
    /// Whole grapheme clusters that never merge with a neighbour: Latin, Han, kana, Hangul,
    /// punctuation, CRLF, combining sequences, skin-toned, ZWJ and flag emoji.
    static let nonMerging: [String] = [
        "a", "b", "Z", "1", " ", "你", "好", "。", ".", "！", "\n", "\r\n", "é", "e\u{301}",
        "👍🏽", "👨‍👩‍👧‍👦", "🇨🇳", "🇯🇵", "한", "か", "ー", "'",
    ]
    /// Adds pieces that do merge: a lone combining mark, lone CR and LF, a lone regional
    /// indicator, a bare ZWJ and a skin-tone modifier.
    static let merging: [String] = nonMerging + ["\u{301}", "\r", "\n", "🇨", "\u{200D}", "🏽", "\u{FE0F}"]

    static func text(from alphabet: [String], maxPieces: Int, using rng: inout SeededGenerator) -> String {
        (0..<Int.random(in: 0...maxPieces, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }.joined()
    }
}

/// One random edit, applied alike to the store and the reference model.
enum StoreOperation: CustomStringConvertible {
    case insert(String)
    case deleteBackward
    case replace(Int, Int, String)
    case replaceAll(String)
    case setMarked(String, Range<Int>)
    case unmark
    case select(Int, Int)

    static func random(count: Int, alphabet: [String], using rng: inout SeededGenerator) -> StoreOperation {
        let position = { (rng: inout SeededGenerator) in Int.random(in: -1...(count + 1), using: &rng) }
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<25: return .insert(PropertyAlphabet.text(from: alphabet, maxPieces: 3, using: &rng))
        case 25..<45: return .deleteBackward
        case 45..<55:
            return .replace(
                position(&rng), position(&rng), PropertyAlphabet.text(from: alphabet, maxPieces: 3, using: &rng))
        case 55..<57: return .replaceAll(PropertyAlphabet.text(from: alphabet, maxPieces: 6, using: &rng))
        case 57..<75:
            let lower = Int.random(in: -1...5, using: &rng)
            return .setMarked(
                PropertyAlphabet.text(from: alphabet, maxPieces: 5, using: &rng),
                lower..<max(lower, Int.random(in: -1...6, using: &rng)))
        case 75..<82: return .unmark
        default: return .select(position(&rng), position(&rng))
        }
    }

    func apply(to store: inout TextStore) {
        switch self {
        case .insert(let text): store.insertText(text)
        case .deleteBackward: store.deleteBackward()
        case .replace(let a, let b, let text): store.replace(TextRange(start: TextPosition(a), end: TextPosition(b)), with: text)
        case .replaceAll(let text): store.replaceAll(with: text)
        case .setMarked(let text, let range): store.setMarkedText(text, selectedRange: range)
        case .unmark: store.unmarkText()
        case .select(let a, let b): store.selectedTextRange = TextRange(start: TextPosition(a), end: TextPosition(b))
        }
    }

    func apply(to model: inout ReferenceTextModel) {
        switch self {
        case .insert(let text): model.insertText(text)
        case .deleteBackward: model.deleteBackward()
        case .replace(let a, let b, let text): _ = model.replace(a, b, with: text)
        case .replaceAll(let text): model.replaceAll(with: text)
        case .setMarked(let text, let range): model.setMarkedText(text, selectedRange: range)
        case .unmark: model.unmarkText()
        case .select(let a, let b): model.select(a, b)
        }
    }

    var description: String {
        switch self {
        case .insert(let text): "insert(\(text.debugDescription))"
        case .deleteBackward: "deleteBackward"
        case .replace(let a, let b, let text): "replace(\(a), \(b), \(text.debugDescription))"
        case .replaceAll(let text): "replaceAll(\(text.debugDescription))"
        case .setMarked(let text, let range): "setMarked(\(text.debugDescription), \(range))"
        case .unmark: "unmark"
        case .select(let a, let b): "select(\(a), \(b))"
        }
    }
}

/// Checks the store's invariants that hold for any text, merging or not.
func checkInvariants(_ store: TextStore, after history: [String]) -> Bool {
    let characters = Array(store.text)
    var ok = store.count == characters.count && store.utf16Count == store.text.utf16.count
    var utf16 = 0
    for (index, character) in characters.enumerated() {
        ok = ok && store.utf16Offset(of: TextPosition(index)) == utf16
        utf16 += character.utf16.count
    }
    let selection = store.selectedTextRange
    ok = ok && selection.start.offset >= 0 && selection.end.offset <= store.count
    if let marked = store.markedTextRange {
        ok = ok && !marked.isEmpty && marked.end.offset <= store.count && marked.contains(selection)
    }
    if !ok { Issue.record("invariant broken after \(history)") }
    return ok
}

@Test func randomEditSequencesAgreeWithTheReferenceModel() {
    var failures = 0
    for seed in UInt64(0)..<2_000 where failures == 0 {
        var rng = SeededGenerator(seed: seed)
        let initial = PropertyAlphabet.text(from: PropertyAlphabet.nonMerging, maxPieces: 8, using: &rng)
        var store = TextStore(initial)
        var model = ReferenceTextModel(characters: Array(initial), selection: (initial.count, initial.count))
        var history: [String] = ["init(\(initial.debugDescription))"]
        for _ in 0..<40 {
            let operation = StoreOperation.random(count: store.count, alphabet: PropertyAlphabet.nonMerging, using: &rng)
            history.append(operation.description)
            operation.apply(to: &store)
            operation.apply(to: &model)
            let agrees =
                store.text == model.text && store.selectedTextRange.offsets == model.selection.start..<model.selection.end
                && store.markedTextRange?.offsets == model.marked.map { $0.start..<$0.end }
                && store.selectedText == String(model.characters[model.selection.start..<model.selection.end])
            if !agrees || !checkInvariants(store, after: history) {
                Issue.record("seed \(seed): store \(store) ≠ model \(model.text.debugDescription) \(model.selection) \(String(describing: model.marked)) after \(history)")
                failures += 1
                break
            }
        }
    }
    #expect(failures == 0)
}

@Test func randomEditsWithMergingPiecesKeepTheInvariants() throws {
    for seed in UInt64(10_000)..<11_000 {
        var rng = SeededGenerator(seed: seed)
        var store = TextStore(PropertyAlphabet.text(from: PropertyAlphabet.merging, maxPieces: 8, using: &rng))
        var history: [String] = []
        for _ in 0..<40 {
            let operation = StoreOperation.random(count: store.count, alphabet: PropertyAlphabet.merging, using: &rng)
            history.append(operation.description)
            operation.apply(to: &store)
            guard checkInvariants(store, after: history) else { return }
        }
        let decoded = try JSONDecoder().decode(TextStore.self, from: JSONEncoder().encode(store))
        #expect(decoded == store, "seed \(seed)")
    }
}
