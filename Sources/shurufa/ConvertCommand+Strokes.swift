import ArgumentParser
import Foundation
import ChineseEngine
import StrokeInput

/// `convert --strokes` (and `--wubi`, `--cangjie`, `--quick`, `--schema chaizi`): one line of strokes (digits 1–5 =
/// 横 竖 撇 点 折, `?` any stroke) or of a scheme's code letters to one line of up to K candidates,
/// TAB-separated, best first, after `--context` when given. A 五笔 line starting with `z` is a
/// look-up by pinyin (`zni`): each candidate is written with its codes after a space (`你 wq wqiy`).
struct StrokeConversion {
    let decoder: CodeDecoder
    let converter: ScriptConverter
    let context: String
    let count: Int

    /// The output line for `line` (empty, reported on stderr by `input` as malformed, when it is
    /// not strokes: the run then exits 1).
    func line(_ line: String, input: inout CommandLineInput) -> String {
        var text = line.trimmingCharacters(in: .whitespaces)
        do {
            let scheme = decoder.scheme
            // The key that starts the schema inside pinyin (拆字's `u`) may begin its lines too.
            if let key = Schema.codeTable(of: scheme)?.entryKey, text.first.map({ Character($0.lowercased()) }) == key { text.removeFirst() }
            if let key = scheme.readingLookupKey, text.first.map({ Character($0.lowercased()) }) == key {
                return decoder.readingCandidates(for: text.dropFirst().lowercased(), limit: count)
                    .map { [converter.convert($0.text), $0.note ?? ""].joined(separator: " ") }.joined(separator: "\t")
            }
            let pattern = scheme.name == ShapeScheme.strokes.name ? CodePattern(try StrokePattern(parsing: text)) : try scheme.pattern(text, alphabet: decoder.table.alphabet)
            // A schema noting readings prints each after its text (拆字: `焱 yàn`), as 五笔's look-up prints codes.
            return decoder.candidates(for: pattern, after: context, limit: count)
                .map { scheme.codeNote == .reading ? [converter.convert($0.text), $0.note ?? ""].joined(separator: " ") : converter.convert($0.text) }
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

/// `convert --wubi | --cangjie | --quick`: lines of 五笔 86, 倉頡 5 or 速成 codes.
enum ShapeCodeFlag: String, EnumerableFlag {
    case wubi, cangjie, quick

    /// The scheme the flag names.
    var scheme: ShapeScheme {
        switch self {
        case .wubi: .wubi86
        case .cangjie: .cangjie5
        case .quick: .quick5
        }
    }

    static func help(for value: ShapeCodeFlag) -> ArgumentHelp? {
        switch value {
        case .wubi: "Lines are 五笔 86 codes (a–y, z or ? for any key; z first: pinyin, each character printed with its codes)."
        case .cangjie: "Lines are 倉頡 5 codes (a–y, x 難, * or ? for any key); prints characters."
        case .quick: "Lines are 速成 codes (the first and last 倉頡 letters, * or ? for any key); prints characters."
        }
    }
}

extension ConvertCommand {
    /// `scheme` and the decoder's settings as `--code-tune` sets them (unchanged without it).
    func tunedCode(_ scheme: ShapeScheme) throws -> (ShapeScheme, CodeDecoder.Settings) {
        var scheme = scheme, settings = CodeDecoder.Settings()
        settings.wholeMatchBonus = scheme.wholeMatchBonus
        let pairs: [(name: Substring, value: Float)] = try options.codeTune.map { try settingPairs($0, option: "--code-tune") } ?? []
        for (name, value) in pairs {
            switch name {
            case "whole": settings.wholeMatchBonus = value
            case "alt": settings.alternativeOrderCost = value
            case "pool": settings.contextPool = max(1, Int(value))
            case "margin": scheme.nextFirstMargin = value < 0 ? nil : value
            case "skip": scheme.skipsPassedCompletions = value > 0
            case "saved": scheme.keysSavedWeight = max(0, value)
            case "offpage": scheme.offPageWeight = max(0, value)
            case "passed": settings.passedWholeCost = value
            case "places1", "places2", "places3", "places4":
                guard let keys = Int(name.dropFirst(6)), !scheme.completionPlaces.isEmpty else { throw UsageError("--code-tune: \(name) needs a letter scheme") }
                while scheme.completionPlaces.count < keys { scheme.completionPlaces.append(scheme.completionPlaces.last!) }
                scheme.completionPlaces[keys - 1] = max(0, Int(value))
            default: throw UsageError("--code-tune: unknown setting '\(name)'")
            }
        }
        return (scheme, settings)
    }
}
