import Foundation
import KeyboardCore

/// The chains: features joined on purpose, in the order a person joins them.
extension FuzzPlanner {
    /// One chain, its steps in order.
    mutating func chain(for session: FuzzSession, using random: inout some RandomNumberGenerator) -> [Step] {
        let roll = Int.random(in: 0..<100, using: &random)
        switch roll {
        case 0..<30: return importThenType(session, using: &random)
        case 30..<50 where !importedWords.isEmpty: return typeWord(importedWords.randomElement(using: &random)!, session, using: &random)
        case 30..<65: return switchMidWord(session, using: &random)
        case 65..<80: return settingMidComposition(session, using: &random)
        case 80..<90: return gridPick(session, using: &random)
        default: return handwriting(using: &random)
        }
    }

    /// A word list imported, then one of its words typed on 26-key pinyin, committed (space, a
    /// tap on it, or a pick of it), then 联想 picked.
    mutating func importThenType(_ session: FuzzSession, using random: inout some RandomNumberGenerator) -> [Step] {
        let before = importedWords.count
        let list = importList(using: &random)
        let fresh = importedWords.dropFirst(before)
        var steps: [Step] = [.action(list)]
        guard let word = fresh.randomElement(using: &random) ?? GeneratedWordList.realWords.randomElement(using: &random) else { return steps }
        steps += typeWord(word, session, using: &random)
        return steps
    }

    /// `word` typed in 全拼, committed, then 联想 picked.
    func typeWord(_ word: GeneratedWordList.Word, _ session: FuzzSession, using random: inout some RandomNumberGenerator) -> [Step] {
        var steps: [Step] = []
        steps.append(.action(.showForm(KeyboardCore.InputForm.chinese(.pinyin).name)))
        steps.append(.action(.type(word.letters)))
        switch Int.random(in: 0..<3, using: &random) {
        case 0: steps.append(.action(.press("space")))
        case 1: steps.append(.pickText(word.text, tap: true))
        default: steps.append(.pickText(word.text, tap: false))
        }
        for _ in 0..<Int.random(in: 1...2, using: &random) { steps.append(.action(.pick(Int.random(in: 0..<4, using: &random)))) }
        return steps
    }

    /// Letters typed, then another form shown (by the host or the switcher) mid-word, then more.
    func switchMidWord(_ session: FuzzSession, using random: inout some RandomNumberGenerator) -> [Step] {
        var steps: [Step] = [.action(.type(Self.letters(for: session.controller.inputForm, using: &random)))]
        if Bool.random(using: &random) {
            steps.append(.action(.showForm(KeyboardCore.InputForm.allCases.randomElement(using: &random)!.name)))
        } else {
            steps.append(.action(.switcher(Int.random(in: 0..<12, using: &random))))
        }
        steps.append(.action(.type(Self.letters(for: KeyboardCore.InputForm.chinese(.pinyin), using: &random))))
        steps.append(.action(.press(Bool.random(using: &random) ? "space" : "backspace")))
        return steps
    }

    /// Letters typed, a setting changed mid-composition, then more letters and a commit.
    func settingMidComposition(_ session: FuzzSession, using random: inout some RandomNumberGenerator) -> [Step] {
        [
            .action(.type(Self.letters(for: session.controller.inputForm, using: &random))), .action(Self.setting(using: &random)),
            .action(.type(Self.letters(for: KeyboardCore.InputForm.chinese(.pinyin), using: &random))), .action(.press("space")),
        ]
    }

    /// Letters typed, the grid opened and paged, a cell of it tapped.
    func gridPick(_ session: FuzzSession, using random: inout some RandomNumberGenerator) -> [Step] {
        [
            .action(.type(Self.letters(for: session.controller.inputForm, using: &random))), .action(.toggleGrid),
            .action(.gridPage(Int.random(in: 0..<3, using: &random) == 0 ? -1 : 1)), .action(.tapCandidate(Int.random(in: 0..<30, using: &random))),
        ]
    }

    /// The registry's 手写 pad.
    private var handwritingSchema: SchemaID { SchemaID.all.first { $0.schema.kind == .handwriting } ?? .pinyin }

    /// The 手写 pad: strokes, the pause, a pick, 联想.
    func handwriting(using random: inout some RandomNumberGenerator) -> [Step] {
        var steps: [Step] = [.action(.showForm(KeyboardCore.InputForm.chinese(handwritingSchema).name))]
        for _ in 0..<Int.random(in: 1...4, using: &random) { steps.append(.action(Self.stroke(using: &random))) }
        steps.append(.action(.wait(Bool.random(using: &random) ? 1.5 : 0.1)))
        steps.append(.action(Bool.random(using: &random) ? .tapCandidate(Int.random(in: 0..<4, using: &random)) : .pick(Int.random(in: 0..<4, using: &random))))
        steps.append(.action(.pick(Int.random(in: 0..<4, using: &random))))
        return steps
    }
}
