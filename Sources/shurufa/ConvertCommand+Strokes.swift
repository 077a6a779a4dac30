import Foundation
import PinyinEngine

/// `convert --strokes`: one line of strokes (digits 1–5 = 横 竖 撇 点 折, `?` any stroke) to one
/// line of up to K characters, TAB-separated, best first, after `--context` when given.
struct StrokeConversion {
    let decoder: StrokeDecoder
    let converter: ScriptConverter
    let context: String
    let count: Int

    /// The output line for `line` (empty, reported on stderr by `input` as malformed, when it is
    /// not strokes: the run then exits 1).
    func line(_ line: String, input: inout CommandLineInput) -> String {
        let text = line.trimmingCharacters(in: .whitespaces)
        do {
            let pattern = try StrokePattern(parsing: text)
            return decoder.candidates(for: pattern, after: context, limit: count).map { converter.convert(String($0.character)) }
                .joined(separator: "\t")
        } catch {
            input.malformed("skipped: \(error)")
            return ""
        }
    }
}

/// A `convert` line `PINYIN/STROKES`: the pinyin to decode and the 笔画筛选 strokes after the last
/// `/` (nil when the line has none, or nothing after it). A v模式 line (`v2026/11/25`, `v1/3`) keeps its `/`.
enum FilteredLine {
    static func split(_ line: String) -> (pinyin: String, strokes: String?) {
        guard !VMode.isVModeInput(line), let slash = line.lastIndex(of: "/") else { return (line, nil) }
        let strokes = line[line.index(after: slash)...].trimmingCharacters(in: .whitespaces)
        return (String(line[..<slash]).trimmingCharacters(in: .whitespaces), strokes.isEmpty ? nil : strokes)
    }
}
