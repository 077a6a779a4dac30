import ArgumentParser
import EnglishEngine
import Foundation
import GestureTyping
import KeyGeometry
import KeyboardLayout
import ChineseEngine

/// `shurufa swipe [-k K]`: gestures (JSON Lines) on stdin to K candidates a line on stdout,
/// TAB-separated, best first: English words over `qwerty`, Chinese words over `pinyin-26`.
struct SwipeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swipe",
        abstract: "滑行 gestures (JSON Lines) on stdin to ranked words on stdout, one TAB-separated line each.",
        discussion: """
            Each line: {"layout": "qwerty"|"pinyin-26", "context": "text before", "points": [[x, y, t_ms], …]} in the \
            points of `shurufa layout render LAYOUT` (iPhone portrait, 375 pt wide); other fields are ignored. \
            A line that is not such a gesture is reported on stderr by number, an empty output line in its place; \
            the exit status is then 1. A line over \(CommandLineInput.handwritingLimit) bytes is refused the same way.
            """
    )

    @Option(name: [.customShort("k"), .long], help: "Candidates per line.")
    var candidates: Int = 5
    @Option(name: .customLong("weights"), help: ArgumentHelp("Match weights: location,segment,perLetter,robustRadius,prior[,resolution[,head,tail,pairMix[,contextDepth[,verticalScale[,wordsPerReading[,shape[,beamWidth]]]]]]].", visibility: .hidden))
    var weights: String?
    @OptionGroup var data: DataOptions

    func validate() throws { try validateCandidateCount(candidates) }

    func run() throws {
        var decoders = try SwipeDecoders(engine: data.makeEngine())
        if let weights {
            let values = weights.split(separator: ",").compactMap { Float($0) }
            guard values.count >= 5 else { throw ValidationError("--weights needs five numbers") }
            decoders.scoring = GestureScoring(location: values[0], segment: values[1], perLetter: values[2], robustRadius: values[3], prior: values[4])
            if values.count > 5 { decoders.resolution = Int(values[5]) }
            if values.count > 8 { (decoders.scoring!.head, decoders.scoring!.tail, decoders.scoring!.pairMix) = (values[6], values[7], values[8]) }
            if values.count > 9 { decoders.contextDepth = Int(values[9]) }
            if values.count > 10 { decoders.scoring!.verticalScale = values[10] }
            if values.count > 11 { decoders.wordsPerReading = Int(values[11]) }
            if values.count > 12 { decoders.scoring!.shape = values[12] }
            if values.count > 13 { decoders.beamWidth = values[13] }
        }
        var input = CommandLineInput(limit: CommandLineInput.handwritingLimit)
        var failed = 0
        while let line = input.next(refused: { writeResultLine() }) {
            var output: [String] = []
            do {
                let gesture = try SwipeGesture(jsonLine: line)
                output = try decoders.decode(gesture, limit: candidates).map(\.text)
            } catch {
                failed += 1
                printError("shurufa: line \(input.lineNumber): \(error)")
            }
            writeResultLine(output)
        }
        try input.finish()
        if failed > 0 {
            printError("shurufa: \(failed) line\(failed == 1 ? "" : "s") not read as gestures")
            throw ExitCode(1)
        }
    }
}

/// One line of a swipe set.
struct SwipeGesture {
    /// The standard layout the gesture is drawn over.
    var layout: String
    /// The text before the caret.
    var context: String
    /// The path's points (x, y) in keyboard points.
    var points: [SIMD2<Float>]

    private struct Line: Decodable {
        var layout: String
        var context: String?
        var points: [[Double]]
    }

    /// Reads one line: a clear error for anything but a gesture.
    init(jsonLine: String) throws {
        let line: Line
        do { line = try JSONDecoder().decode(Line.self, from: Data(jsonLine.utf8)) } catch {
            throw ValidationError("not a gesture (a JSON object with \"layout\" and \"points\": [[x, y, t_ms], …])")
        }
        guard !line.points.isEmpty else { throw ValidationError("the gesture has no points") }
        points = try line.points.enumerated().map { index, point in
            guard point.count == 3, point.allSatisfy(\.isFinite), abs(point[0]) < 100_000, abs(point[1]) < 100_000,
                  abs(point[2]) <= HandwritingSample.maximumTime else {
                throw ValidationError("point \(index + 1) is not [x, y, t_ms]: three finite numbers, the time within ±\(Int(HandwritingSample.maximumTime)) ms")
            }
            return SIMD2(Float(point[0]), Float(point[1]))
        }
        layout = line.layout
        context = line.context ?? ""
    }
}

/// The decoders of the two gesture layouts, each made on first use over the layout as
/// `layout render` draws it (iPhone portrait).
struct SwipeDecoders {
    let engine: ChineseEngine
    private var english: WordGestureDecoder?
    private var pinyin: PinyinGestureDecoder?
    /// Weights that replace each layout's own (tuning).
    var scoring: GestureScoring?
    /// The resampled resolution, when not the default.
    var resolution: Int?
    /// How many English words are ranked again after the context, when not the default.
    var contextDepth: Int?
    /// The search's beam width in nats, when not the default.
    var beamWidth: Float?
    /// How many Chinese words of a reading are ranked after the context, when not the default.
    var wordsPerReading: Int?

    init(engine: ChineseEngine) { self.engine = engine }

    static func keyboard(_ name: String) throws -> KeyGeometry {
        let library = try LayoutLibrary.standard()
        guard let layout = library.layout(LayoutID(name)) else { throw ValidationError("unknown layout '\(name)'") }
        let environment = KeyboardEnvironment()
        let size = StandardKeyboardSize.size(for: environment, candidateBar: layout.hasCandidateBar)
        guard let keyboard = layout.fitted(in: size, environment: environment).keyGeometry else {
            throw ValidationError("layout '\(name)' has no letter keys")
        }
        return keyboard
    }

    mutating func decode(_ gesture: SwipeGesture, limit: Int) throws -> [GestureCandidate] {
        switch gesture.layout {
        case "qwerty":
            if english == nil {
                let lexicon = try EnglishLexicon.shipped.get()
                english = WordGestureDecoder(vocabulary: EnglishBookVocabulary(lexicon: lexicon), keyboard: try Self.keyboard("qwerty"), scoring: scoring ?? .english)
                english!.wordContext = lexicon
                if let resolution { english!.resolution = resolution }
                if let contextDepth { english!.contextDepth = contextDepth }
                if let beamWidth { english!.beamWidth = beamWidth }
            }
            return english!.decode(gesture.points, context: gesture.context, limit: limit)
        case "pinyin-26":
            if pinyin == nil {
                pinyin = PinyinGestureDecoder(engine: engine, keyboard: try Self.keyboard("pinyin-26"), scoring: scoring ?? .pinyin)
                if let resolution { pinyin!.resolution = resolution }
                if let wordsPerReading { pinyin!.wordsPerReading = wordsPerReading }
            }
            return pinyin!.decode(gesture.points, context: gesture.context, limit: limit)
        default:
            throw ValidationError("unknown layout '\(gesture.layout)'; expected qwerty or pinyin-26")
        }
    }
}
