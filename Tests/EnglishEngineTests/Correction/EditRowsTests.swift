@testable import EnglishEngine
import Foundation
import KeyGeometry
import Testing

/// The correction search's banded rows (`EditRows`) find exactly what working out every cell
/// finds: the same keys, the same costs, in the same order.
@Suite struct EditRowsTests {
    /// The search over the shipped trie for `typed`, banded or not.
    private func search(_ typed: String, budget: Float, touches: [KeyTouch?] = [], costs: SlipCosts = SlipCosts(), bands: Bool) -> [(key: [UInt8], cost: Float)] {
        var search = CorrectionSearch(trie: testLexicon.trie, keys: .phone, costs: costs, typed: Array(typed.utf8), touches: touches, budget: budget)
        search.bandsRows = bands
        return search.run(limit: 64)
    }

    private func expectSame(_ typed: String, budget: Float, touches: [KeyTouch?] = [], costs: SlipCosts = SlipCosts()) {
        let banded = search(typed, budget: budget, touches: touches, costs: costs, bands: true)
        let full = search(typed, budget: budget, touches: touches, costs: costs, bands: false)
        #expect(banded.map(\.key) == full.map(\.key), "\(typed) within \(budget)")
        #expect(banded.map(\.cost) == full.map(\.cost), "\(typed) within \(budget)")
    }

    @Test func bandsFindWhatEveryCellFinds() {
        // Short and long, valid and not, slips of each kind (`adress`, `teh`, `foto`), letters
        // typed too many, and a string of code nobody's words are near.
        let typed = ["a", "teh", "thw", "adress", "foto", "enouf", "definately", "sophisticated", "superintelligen",
                     "asynciorunmyasyncfuncthenprin", "consolelogfizzbuzz", "qqqq", "mississippi", "xz"]
        for word in typed {
            for budget: Float in [-1, 0, 4, 5.5, 6, 9.5, 11.5] { expectSame(word, budget: budget) }
        }
    }

    @Test func bandsFindWhatEveryCellFindsWithTouches() {
        // Touches off the key centres make every substitution's price differ.
        for word in ["tge", "helol", "understandabl", "counterproductiv"] {
            let touches = word.indices.map { index -> KeyTouch? in
                let offset = Float(word.distance(from: word.startIndex, to: index))
                return KeyTouch(x: 0.4 * sin(offset), y: 0.3 * cos(offset))
            }
            expectSame(word, budget: 11.5, touches: touches)
        }
    }

    @Test func aSlipPricedBelowNothingWorksOutEveryCell() {
        // A credit for two letters swapped: a cell past the budget may lead back under it, so no
        // band is kept, and the search still finds what working out every cell finds.
        var costs = SlipCosts()
        costs.transposition = -1
        for word in ["teh", "adress", "definately", "recieve"] { expectSame(word, budget: 6, costs: costs) }
        let credited = search("teh", budget: 6, costs: costs, bands: true)
        #expect(credited.first.map { String(decoding: $0.key, as: UTF8.self) } == "the")
        #expect(credited.first?.cost == -1)
    }

    /// Rows for typed `the` with a flat price of 5 for any letter read as another, 6 for one too
    /// many, filled down `path`, capped at 6: no slip fits once every cell is past 2 (6 − the
    /// least slip, two letters swapped at 4).
    private func rows(along path: String) -> EditRows {
        let typed = Array("the".utf8)
        var substitution = [Float](repeating: 5, count: 3 * 26)
        for (j, letter) in typed.enumerated() { substitution[j * 26 + Int(letter - UInt8(ascii: "a"))] = 0 }
        let rows = EditRows(typed: typed, depths: 6, cap: 6, substitution: substitution, insertion: [6, 6, 6], costs: SlipCosts())
        var before: UInt8 = 0
        for (index, letter) in path.utf8.enumerated() {
            _ = rows.fill(depth: index + 1, letter: letter, before: before)
            before = letter
        }
        return rows
    }

    @Test func onceNoSlipFitsOnlyTheLettersTypedLeadOn() {
        // `t`: reading `t` cost nothing, a slip still fits.
        #expect(!rows(along: "t").noSlipFits(depth: 1, letter: UInt8(ascii: "t")))
        // `tha`: `e` read as `a` (5) or `a` left out after `th` (4.8): only `e` itself may follow.
        let tha = rows(along: "tha")
        #expect(tha.noSlipFits(depth: 3, letter: UInt8(ascii: "a")))
        #expect(tha.band(depth: 3) == 2..<4)
        #expect(tha.band(depth: 3).map { tha.cost(depth: 3, read: $0) } == [4.8, 5])
        // `te`: every cell is past 2, but `h` after it reads `teh` as `the` swapped (4) from the
        // row above: the shortcut would miss it.
        #expect(!rows(along: "te").noSlipFits(depth: 2, letter: UInt8(ascii: "e")))
    }
}
