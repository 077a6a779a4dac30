import Foundation
import KeyboardCore
import KeyboardLayout
import PinyinEngine
import TextInputModel

/// `shurufa bench english --keyboard [--dev FILE] [--lines N] [--cpu]`: an English keystroke end to
/// end, as the playground and the iOS host run it: a touch down and up at a key centre of the
/// fitted English layout → touch interpreter → the English source (the letter into the document)
/// → render state (the suggestion bar worked out for the word before the caret). Each word is
/// typed letter by letter and ended with the space bar (which applies the correction, then shows
/// next words). Prints median and p99 per keystroke (wall, or thread CPU with `--cpu`) and the
/// process's memory with the English engine open (its data memory-mapped).
func benchEnglishKeyboard(devPath: String, lineLimit: Int, cpu: Bool) throws -> Int32 {
    let stopwatch = BenchStopwatch(cpu: cpu)
    guard let text = try? String(contentsOfFile: devPath, encoding: .utf8) else {
        throw UsageError("cannot read \(devPath) (give --dev FILE: one English sentence per line)")
    }
    let lines = text.split(separator: "\n").prefix(lineLimit).map { String($0.split(separator: "\t").first ?? "") }
    var configuration = KeyboardConfiguration()
    configuration.preferredMode = .english
    let document = InMemoryTextDocument(traits: TextInputTraits(autocapitalizationType: .none))
    let engine = try PinyinEngine()
    let controller = try KeyboardController(engine: engine, document: document, size: StandardKeyboardSize.phonePortrait, configuration: configuration)
    var typist = BenchTypist(controller)
    let centres = try typist.letterCentres(), space = try typist.centre(of: "space")
    let openStart = BenchClock.now()
    _ = controller.renderState
    let openMilliseconds = Double(BenchClock.now() - openStart) / 1e6
    var letters: [Double] = [], spaces: [Double] = []
    var sink = 0
    for line in lines {
        for word in line.lowercased().split(separator: " ") {
            for letter in word {
                guard let point = centres[letter] else { continue }
                sink &+= stopwatch.time(into: &letters) {
                    typist.tap(point)
                    return controller.renderState.candidates.count
                }
            }
            sink &+= stopwatch.time(into: &spaces) {
                typist.tap(space)
                return controller.renderState.candidates.count
            }
        }
        if document.text.count > 2000 { document.hostReplaceAllText(with: "") }
    }
    print("english keyboard: \(devPath): \(lines.count) lines typed by touch on \(controller.fittedLayout.layoutID) (375 wide)"
          + (cpu ? ", thread CPU time" : ""))
    BenchClock.reportMicroseconds([
        "letter → render state": letters, "space (correct, predict) → state": spaces, "every keystroke": letters + spaces,
    ])
    print(String(format: "  first English bar (opens the engine): %.1f ms", openMilliseconds))
    BenchClock.reportMemory("sink \(sink % 10)")
    return 0
}
