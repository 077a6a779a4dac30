import ArgumentParser
import EnglishEngine
import Foundation

/// `shurufa english [-k K]`: English suggestions on the eval's contract. Each stdin line is
/// `CONTEXT<TAB>TYPED` (the text before the word; the letters typed for it so far, maybe none);
/// each stdout line holds up to K suggestions, tab-separated, best first, the first being what
/// the space bar commits (the correction, or the letters as typed). Flushes after each line.
struct EnglishCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "english",
        abstract: "CONTEXT<TAB>TYPED lines on stdin to English suggestions on stdout (tab-separated; the first is what space commits).",
        discussion: "A line without a tab is all context (nothing typed yet); typed letters holding a tab or another control "
            + "character make the line malformed (an empty output line, exit status 1). " + CommandLineInput.textLimitNote
    )

    @Option(name: [.customShort("k"), .long], help: "Suggestions per line.")
    var candidates: Int = 3

    @Option(name: .customLong("pair-weight"), help: ArgumentHelp("The word pairs' weight against single-word frequencies (0...1; for tuning).", visibility: .hidden))
    var pairWeight: Float?

    func validate() throws { try validateCandidateCount(candidates) }

    func run() throws {
        var engine = try EnglishEngine()
        if let pairWeight { engine.settings.pairWeight = min(1, max(0, pairWeight)) }
        var input = CommandLineInput(limit: CommandLineInput.textLimit)
        while let line = input.next(refused: { writeResultLine() }) {
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            let context = String(parts[0]), typed = parts.count > 1 ? String(parts[1]) : ""
            // The letters typed are echoed as the first suggestion: a tab (or another control
            // character) in them would add columns to the output, so the line is refused.
            if typed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                input.malformed("the typed letters hold a tab or another control character; an empty result")
                writeResultLine()
                continue
            }
            let words = engine.suggestions(context: context, typed: typed, limit: candidates).ranked(limit: candidates)
            writeResultLine(words)
        }
        try input.finish()
    }
}
