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
    /// within 0…1, a length rounded down, every other name a cost in nats (`tunedSettings`).
    static func tune(_ engine: inout EnglishEngine, _ text: String) throws {
        try applyTuning(&engine, text, option: "--tune", settings: tunedSettings, bounds: tunedWeightBounds)
    }

    /// The weights `--tune` keeps within 0…1.
    static let tunedWeightBounds: [String: ClosedRange<Float>] = ["pair": 0...1, "spoken": 0...1, "startspoken": 0...1, "session": 0...1]

    /// The settings and costs `--tune` sets by name.
    static let tunedSettings: [String: TunedSetting<EnglishEngine>] = [
        "pair": .set(\.settings.pairWeight),
        "spoken": .set(\.settings.spokenWeight),
        "startspoken": .set(\.settings.sentenceSpokenWeight),
        "session": .set(\.settings.sessionWeight),
        "capslen": .set(\.settings.capitalsLength),
        "sessionword": .set(\.settings.sessionWordCost),
        "alone": .set(\.settings.aloneMargin),
        "caps": .set(\.settings.allCapitalsMargin),
        "camel": .set(\.settings.camelMargin),
        "unpaired": .set(\.settings.unpairedRealWordCost),
        "unpairedtyped": .set(\.settings.unpairedTypedMargin),
        "startreal": .set(\.settings.sentenceRealMargin),
        "start": .set(\.settings.sentenceStartWeight),
        "startshare": .set(\.settings.sentenceStartShare),
        "rare": .set(\.settings.rareWordCost),
        "real": .set(\.settings.realWordMargin),
        "ubase": .set(\.settings.unknownBase),
        "uletter": .set(\.settings.unknownPerLetter),
        "talk": .set(\.settings.talkMargin),
        "complete": .set(\.settings.completionCost),
        "short": .set(\.settings.shortBudget),
        "prefix": .set(\.settings.prefixBudget),
        "two": .set(\.settings.twoLetterMargin),
        "neighbour": .set(\.slips.neighbour),
        "far": .set(\.slips.farKey),
        "omission": .set(\.slips.omission),
        "doubled": .set(\.slips.doubledOmission),
        "insertion": .set(\.slips.insertion),
        "nearinsertion": .set(\.slips.nearInsertion),
        "finalinsertion": .set(\.slips.finalInsertion),
        "soundalike": .set(\.slips.soundAlike),
        "transposition": .set(\.slips.transposition),
        "budget": .set(\.slips.budget),
    ]
}
