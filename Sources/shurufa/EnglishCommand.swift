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

    @Option(help: ArgumentHelp("NAME=VALUE,… of the engine's settings and slip costs (for tuning).", visibility: .hidden))
    var tune: String?

    func validate() throws { try validateCandidateCount(candidates) }

    func run() throws {
        var engine = try EnglishEngine()
        if let tune { try Self.tune(&engine, tune) }
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

    /// Sets `engine`'s settings and slip costs named in `text` (`NAME=VALUE,…`).
    static func tune(_ engine: inout EnglishEngine, _ text: String) throws {
        for (name, value) in try settingPairs(text, option: "--tune") {
            switch name {
            case "pair": engine.settings.pairWeight = min(1, max(0, value))
            case "session": engine.settings.sessionWeight = min(1, max(0, value))
            case "sessionword": engine.settings.sessionWordCost = value
            case "caps": engine.settings.allCapitalsMargin = value
            case "capslen": engine.settings.capitalsLength = Int(value)
            case "nextsession": engine.settings.nextSessionWeight = min(1, max(0, value))
            case "camel": engine.settings.camelMargin = value
            case "unpaired": engine.settings.unpairedRealWordCost = value
            case "start": engine.settings.sentenceStartWeight = value
            case "startshare": engine.settings.sentenceStartShare = value
            case "rare": engine.settings.rareWordCost = value
            case "real": engine.settings.realWordMargin = value
            case "ubase": engine.settings.unknownBase = value
            case "uletter": engine.settings.unknownPerLetter = value
            case "talk": engine.settings.talkMargin = value
            case "complete": engine.settings.completionCost = value
            case "short": engine.settings.shortBudget = value
            case "prefix": engine.settings.prefixBudget = value
            case "two": engine.settings.twoLetterMargin = value
            case "neighbour": engine.slips.neighbour = value
            case "far": engine.slips.farKey = value
            case "omission": engine.slips.omission = value
            case "doubled": engine.slips.doubledOmission = value
            case "insertion": engine.slips.insertion = value
            case "nearinsertion": engine.slips.nearInsertion = value
            case "transposition": engine.slips.transposition = value
            case "budget": engine.slips.budget = value
            default: throw UsageError("--tune: unknown setting '\(name)'")
            }
        }
    }
}
