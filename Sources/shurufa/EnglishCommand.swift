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

    /// Sets `engine`'s settings and slip costs named in `text` (`NAME=VALUE,…`): the weights kept
    /// within 0…1, a length rounded down, every other name a cost in nats (`tunedCosts`).
    static func tune(_ engine: inout EnglishEngine, _ text: String) throws {
        for (name, value) in try settingPairs(text, option: "--tune") {
            switch name {
            case "pair": engine.settings.pairWeight = min(1, max(0, value))
            case "spoken": engine.settings.spokenWeight = min(1, max(0, value))
            case "startspoken": engine.settings.sentenceSpokenWeight = min(1, max(0, value))
            case "session": engine.settings.sessionWeight = min(1, max(0, value))
            case "capslen": engine.settings.capitalsLength = Int(value)
            default:
                guard let setting = tunedCosts[String(name)] else { throw UsageError("--tune: unknown setting '\(name)'") }
                engine[keyPath: setting] = value
            }
        }
    }

    /// The costs `--tune` sets by name, as they are.
    static let tunedCosts: [String: WritableKeyPath<EnglishEngine, Float> & Sendable] = [
        "sessionword": \.settings.sessionWordCost,
        "alone": \.settings.aloneMargin,
        "caps": \.settings.allCapitalsMargin,
        "camel": \.settings.camelMargin,
        "unpaired": \.settings.unpairedRealWordCost,
        "unpairedtyped": \.settings.unpairedTypedMargin,
        "startreal": \.settings.sentenceRealMargin,
        "start": \.settings.sentenceStartWeight,
        "startshare": \.settings.sentenceStartShare,
        "rare": \.settings.rareWordCost,
        "real": \.settings.realWordMargin,
        "ubase": \.settings.unknownBase,
        "uletter": \.settings.unknownPerLetter,
        "talk": \.settings.talkMargin,
        "complete": \.settings.completionCost,
        "short": \.settings.shortBudget,
        "prefix": \.settings.prefixBudget,
        "two": \.settings.twoLetterMargin,
        "neighbour": \.slips.neighbour,
        "far": \.slips.farKey,
        "omission": \.slips.omission,
        "doubled": \.slips.doubledOmission,
        "insertion": \.slips.insertion,
        "nearinsertion": \.slips.nearInsertion,
        "finalinsertion": \.slips.finalInsertion,
        "soundalike": \.slips.soundAlike,
        "transposition": \.slips.transposition,
        "budget": \.slips.budget,
    ]
}
