import Emoji
import Foundation
import KeyboardCore
import KeyboardLayout
import KeyboardRendering
import ChineseEngine
import TextInputModel

/// `shurufa bench core [--dev FILE] [--lines N] [--candidates N] [--cpu] [--emoji] [--theme NAME|FILE]` (`CoreSuite`): one keystroke end to end, as
/// the playground and the iOS host run it: a touch down and up at a key centre of the fitted
/// pinyin-26 layout → touch interpreter → composition → engine decode → candidates and marked text
/// in an in-memory document → render state; then, separately, also the render tree. Each line is
/// typed letter by letter and committed with the space bar. Prints median and p99. With `--cpu`,
/// each sample is the thread's CPU time rather than wall time (steady on a loaded machine). With
/// `--emoji`, the bar also offers the emoji the input names (the bundled catalogue's index), as the
/// playground does. With `--theme`, the keyboard draws in that theme (a skin's per-key colours included).
func benchCore(_ arguments: [String]) throws -> Int32 {
    var reader = ArgumentReader(arguments)
    let devPath = try reader.option("--dev")
    let cpu = reader.flag("--cpu")
    let emojiIndex = reader.flag("--emoji") ? EmojiSearchIndex(catalogue: try EmojiCatalogue.bundled()) : nil
    let theme = try reader.option("--theme").map { try ThemeCommand.variant($0, dark: false) }
    let stopwatch = BenchStopwatch(cpu: cpu)
    let lineLimit = try reader.positiveInteger("--lines") ?? 300
    var configuration = KeyboardConfiguration()
    if let value = try reader.positiveInteger("--candidates") { configuration.candidateLimit = value }
    guard try reader.positionals().isEmpty else { throw CoreSuite.usageError }
    var lines = builtInLines
    if let devPath {
        guard let text = try? String(contentsOfFile: devPath, encoding: .utf8) else { throw UsageError("cannot read \(devPath)") }
        lines = text.split(separator: "\n").map { line in
            let columns = line.split(separator: "\t")
            return String(columns.count >= 2 ? columns[1] : columns[0]).filter { $0.isASCII && $0.isLetter }.lowercased()
        }.filter { !$0.isEmpty }
    }
    lines = Array(lines.prefix(lineLimit))

    let engine = try ChineseEngine()
    let document = InMemoryTextDocument()
    let controller = KeyboardController(
        engine: engine, document: document, library: try LayoutLibrary.standard(), size: StandardKeyboardSize.phonePortrait, configuration: configuration, emojiIndex: emojiIndex)
    if let theme { controller.setTheme(theme) }
    let renderer = KeyboardRenderer()
    var typist = BenchTypist(controller)
    let centres = try typist.letterCentres(), space = try typist.centre(of: "space")

    var stateSamples: [Double] = []
    var treeSamples: [Double] = []
    var pickSamples: [Double] = []
    var sink = 0
    var keystroke = 0
    for line in lines {
        for letter in line {
            guard let point = centres[letter] else { continue }
            keystroke += 1
            let withTree = keystroke % 2 == 0
            if withTree {
                sink &+= stopwatch.time(into: &treeSamples) {
                    typist.tap(point)
                    return renderer.render(controller.fittedLayout, state: controller.renderState).keys.count
                }
            } else {
                sink &+= stopwatch.time(into: &stateSamples) {
                    typist.tap(point)
                    return controller.renderState.candidates.count
                }
            }
        }
        sink &+= stopwatch.time(into: &pickSamples) {
            typist.tap(space)
            while controller.isComposing { controller.handle(.command(.selectCandidate(0))) }
            return controller.renderState.candidates.count
        }
        if document.text.count > 2000 { document.hostReplaceAllText(with: "") }
    }
    print("core: \(lines.count) lines typed by touch on pinyin-26 (375×260), \(configuration.candidateLimit) candidates per keystroke"
          + (cpu ? ", thread CPU time" : "") + (theme.map { ", theme \($0.name)" } ?? ""))
    BenchClock.reportMicroseconds([
        "keystroke → render state": stateSamples, "keystroke → render tree": treeSamples, "space (pick) → render state": pickSamples,
    ])
    BenchClock.reportMemory("sink \(sink % 10)")
    return 0
}

/// Pinyin of everyday sentences, used when no --dev file is given.
private let builtInLines = [
    "nihaoshijie", "womenyiqiquchifanba", "jintiantianqihenhao", "zhegewentiyoudianfuza", "qingwenhuochezhanzainali",
    "wozaixuexizhongwen", "mingtianjiandao", "zhongguorenmingongheguo", "dajiahao", "xiexienidebangzhu",
    "zhejianshiqingbiyaozaitaolunyixia", "womenxuyaogengduodeshijian", "tabuzhidaozenmeban", "haohaoxuexitiantianxiangshang",
    "shurufadexingnengfeichangzhongyao", "qingbazhegewenjianfageiwo", "wanshangyiqikandianyingma", "zheshiyigeceshi",
    "jisuanjikexuejishu", "yinweitaimangleyisuomeiyoulai",
]
