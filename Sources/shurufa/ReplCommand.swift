import ArgumentParser
import Foundation
import ChineseEngine

/// `shurufa repl`: an interactive pinyin session. Type pinyin and see numbered candidates; a
/// number picks one (a partial pick continues with the rest); an empty line (the space bar)
/// takes the first; `-` deletes a letter (or un-picks); `:q` quits. A line over
/// `CommandLineInput.textLimit` bytes is refused (reported; the exit status is then 1).
struct ReplCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Interactive pinyin session: type pinyin, pick by number, empty line takes the first."
    )

    @OptionGroup var options: EngineOptions

    func run() throws {
        let engine = try options.makeEngine()
        let decoder = engine.makeDecoder()
        var session = ReplSession()
        print("Shurufa 输入法 — type pinyin (e.g. nihaoshijie), a number picks, an empty line takes the first, - deletes, :q quits.")
        var input = CommandLineInput(limit: CommandLineInput.textLimit)
        while true {
            print("> ", terminator: "")
            fflush(nil)
            guard let line = input.next(refused: { print("> ", terminator: ""); fflush(nil) }) else { break }
            if line == ":q" { break }
            for output in session.handle(line, decoder: decoder) { print(output) }
        }
        if !session.committed.isEmpty { print("text: \(session.committed)") }
        try input.finish()
    }
}

/// The repl's state machine, apart from the terminal so it can be tested.
struct ReplSession {
    var composition = Composition()
    var committed = ""
    var candidates: [Candidate] = []
    /// The words committed before the composition (what its first word is scored after).
    var context = LeftContext.sentenceStart
    let pageSize = 9

    /// Handles one input line and returns the lines to print.
    mutating func handle(_ line: String, decoder: LatticeDecoder) -> [String] {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty {
            guard let first = candidates.first else { return [] }
            return pick(first, decoder: decoder)
        }
        if let number = Int(trimmed) {
            guard number >= 1, number <= min(pageSize, candidates.count) else { return ["no candidate \(number)"] }
            return pick(candidates[number - 1], decoder: decoder)
        }
        if trimmed == "-" {
            composition.deleteBackward()
        } else {
            composition.type(trimmed)
        }
        return show(decoder: decoder)
    }

    private mutating func pick(_ candidate: Candidate, decoder: LatticeDecoder) -> [String] {
        composition.select(candidate)
        if composition.remainingInput.isEmpty {
            let text = composition.pickedText
            committed += text
            context = context.appending(composition.picks.flatMap(\.words))
            composition = Composition()
            candidates = []
            // Only what changed: the whole text so far once per pick made the output quadratic.
            return ["→ \(text)"]
        }
        return show(decoder: decoder)
    }

    private mutating func show(decoder: LatticeDecoder) -> [String] {
        let rest = composition.remainingInput
        guard !rest.isEmpty else {
            candidates = []
            return composition.picks.isEmpty ? [] : ["[\(composition.pickedText)]"]
        }
        // What is left is scored after the words already picked, as on the keyboard.
        decoder.leftContext = context.appending(composition.picks.flatMap(\.words))
        decoder.decode(rest)
        candidates = decoder.candidates(limit: pageSize)
        let marked = composition.markedText(segmentedBy: decoder)
        let list = candidates.enumerated().map { "\($0.offset + 1).\($0.element.text)" }.joined(separator: "  ")
        return ["[\(marked)]", list]
    }
}
