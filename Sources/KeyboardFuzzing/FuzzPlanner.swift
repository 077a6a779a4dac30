import ChineseEngine
import Foundation
import KeyboardCore
import KeyboardLayout

/// Chooses a session's next action the way a person uses a keyboard: mostly keys, letters,
/// space, backspace and picks, now and then a form, a setting, a theme, an import; and, on
/// purpose, features one after another that tests of one feature at a time never join
/// (`FuzzPlanner+Chains`): a word list imported, one of its words typed and committed by space
/// or by a tap, then 联想 picked; a form switched mid-word; a setting changed mid-composition.
/// Every action it returns is concrete (a chain's "pick the imported word" is resolved to an
/// index when its turn comes), so a recorded sequence replays without the planner.
public struct FuzzPlanner: Sendable {
    /// A step of a chain: an action, or a pick of a text resolved when its turn comes.
    enum Step: Sendable {
        case action(FuzzAction)
        /// Pick (`tap`: tap the cell of) the candidate `text` if shown, else the first.
        case pickText(String, tap: Bool)
    }

    /// The chain under way.
    var queue: [Step] = []
    /// The words of the lists imported so far.
    public private(set) var importedWords: [GeneratedWordList.Word] = []

    /// A planner with nothing under way.
    public init() {}

    /// The next action for `session`.
    public mutating func next(for session: FuzzSession, using random: inout some RandomNumberGenerator) -> FuzzAction {
        if queue.isEmpty, Int.random(in: 0..<100, using: &random) < 8 { queue = chain(for: session, using: &random) }
        if !queue.isEmpty { return resolve(queue.removeFirst(), in: session) }
        return single(for: session, using: &random)
    }

    /// A step as an action, looking at what the session shows now.
    func resolve(_ step: Step, in session: FuzzSession) -> FuzzAction {
        switch step {
        case .action(let action): return action
        case .pickText(let text, let tap):
            if tap {
                let cells = session.controller.renderState.candidateBar?.cells.count ?? 0
                return .tapCandidate((0..<cells).first { session.candidateCell($0)?.text == text } ?? 0)
            }
            return .pick(session.controller.barTexts.firstIndex(of: text) ?? 0)
        }
    }

    /// One action on its own.
    mutating func single(for session: FuzzSession, using random: inout some RandomNumberGenerator) -> FuzzAction {
        let roll = Int.random(in: 0..<1000, using: &random)
        switch roll {
        case 0..<330: return .tapKey(Int.random(in: 0..<64, using: &random))
        case 330..<440: return .type(Self.letters(for: session.controller.inputForm, using: &random))
        case 440..<510: return .press("space")
        case 510..<580: return .press("backspace")
        case 580..<600: return .press("return")
        case 600..<650: return .press(Self.codes.randomElement(using: &random)!)
        case 650..<700: return .pick(Int.random(in: 0..<12, using: &random))
        case 700..<750: return .tapCandidate(Int.random(in: 0..<8, using: &random))
        case 750..<762: return .toggleGrid
        case 762..<772: return .gridPage(Bool.random(using: &random) ? 1 : -1)
        case 772..<777: return .deleteCandidate(Int.random(in: 0..<6, using: &random))
        case 777..<800: return .showForm(KeyboardCore.InputForm.allCases.randomElement(using: &random)!.name)
        case 800..<810: return .switcher(Int.random(in: 0..<12, using: &random))
        case 810..<830: return Self.setting(using: &random)
        case 830..<836: return .theme(Int.random(in: 0..<64, using: &random))
        case 836..<842:
            return .rotate(device: DeviceClass.allCases.randomElement(using: &random)!.rawValue,
                           orientation: Orientation.allCases.randomElement(using: &random)!.rawValue)
        case 842..<848: return .fit(FuzzSession.fitCommands.keys.sorted().randomElement(using: &random)!)
        case 848..<853: return importList(using: &random)
        case 853..<920: return Self.stroke(using: &random)
        case 920..<970: return .wait([0.05, 0.3, 0.7, 1.5, 3].randomElement(using: &random)!)
        case 970..<990: return .hostMoveCaret(Int.random(in: -2..<40, using: &random))
        default: return .hostNewField(["", "你好", "hello world", "深蓝", "。\n"].randomElement(using: &random)!)
        }
    }

    /// Key actions by code, other than letters, space, backspace and return, that a person can
    /// send from any layout (a key every layout has, the space bar's drag, a physical key, the
    /// emoji page's); a form's own keys (9-key digits, strokes, the separator) come from `tapKey`
    /// on its layout, where a person finds them.
    static let codes = [
        "zh-en", "shift", "capslock", "page:letters", "page:numbers", "page:symbols", "page:emoji", "cursor:-1", "cursor:2", "cursor:-5",
        "cancel", "emoji:😀", "emoji:👩🏽‍💻", "insert:，", "char:,", "char:.", "char:1", "delete-word", "emoji-page:1", "emoji-page:-1",
        "emoji-search", "emoji-search-end", "mode:zh", "mode:en", "globe", "mic", "dismiss",
    ]

    /// Syllables and bits of input a person types often (and some that are not pinyin at all).
    static let pieces = [
        "ni", "hao", "shen", "lan", "ju", "zhong", "guo", "wo", "men", "xian", "zai", "shi", "de", "a", "e", "ai", "lv", "nv", "zh", "sh",
        "xiang", "chuang", "jiong", "er", "ng", "m", "v", "v1", "v123+4", "vtoday", "hello", "world", "the", "'", "u", "i", "q",
    ]

    /// Letters for `form`: syllables for pinyin, 粤拼 and English; key letters for the shape codes.
    static func letters(for form: KeyboardCore.InputForm, using random: inout some RandomNumberGenerator) -> String {
        switch form {
        case .chinese(let schema) where schema.schema.kind == .codeTable:
            return String((0..<Int.random(in: 1...5, using: &random)).map { _ in "abcdefghijklmnopqrstuvwxyz".randomElement(using: &random)! })
        default:
            return (0..<Int.random(in: 1...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        }
    }

    /// A setting and a value for it (now and then one it does not take).
    static func setting(using random: inout some RandomNumberGenerator) -> FuzzAction {
        func subset(_ names: [String]) -> String { names.filter { _ in Int.random(in: 0..<4, using: &random) == 0 }.joined(separator: ",") }
        let choices: [(String, [String])] = [
            ("schema", ["qwerty"] + SchemaID.all.map(\.rawValue)),
            ("script", ["auto"] + ChineseScript.allCases.map(\.rawValue)),
            ("fuzzy", [subset(Language.shipped(for: .pinyin).mergers.map(\.name)), ""]),
            ("lazy", [subset(Language.shipped(for: .jyutping).mergers.map(\.name)), ""]),
            ("forms", [subset(KeyboardCore.InputForm.allCases.map(\.name)), KeyboardCore.InputForm.allCases.map(\.name).joined(separator: ",")]),
            ("handwritingPause", ["off", "0.3", "1", "5"]),
            ("height.portrait", ["80", "100", "125"]), ("height.landscape", ["85", "120"]),
            ("emojiInBar", ["true", "false"]), ("gestureTyping", ["true", "false"]), ("keyClicks", ["true", "false"]),
            ("autoCapitalization", ["true", "false"]), ("doubleSpacePeriod", ["true", "false"]),
        ]
        let (key, values) = choices.randomElement(using: &random)!
        let value = Int.random(in: 0..<20, using: &random) == 0 ? "bogus" : values.randomElement(using: &random)!
        return .setting(key: key, value: value)
    }

    /// A stroke of 2 to 12 points over the keys (a 手写 stroke on the pad, a 滑行 path elsewhere).
    static func stroke(using random: inout some RandomNumberGenerator) -> FuzzAction {
        var x = Double.random(in: 0...1, using: &random), y = Double.random(in: 0...1, using: &random)
        var points: [Double] = []
        for _ in 0..<Int.random(in: 2...12, using: &random) {
            points += [x, y]
            x = min(1, max(0, x + Double.random(in: -0.2...0.2, using: &random)))
            y = min(1, max(0, y + Double.random(in: -0.2...0.2, using: &random)))
        }
        return .stroke(points)
    }

    /// A generated word list to import; its words are remembered for the chains.
    mutating func importList(using random: inout some RandomNumberGenerator) -> FuzzAction {
        let format = GeneratedWordList.Format.allCases.randomElement(using: &random)!
        let list = GeneratedWordList.make(
            count: Int.random(in: 1...12, using: &random), format: format, utf16: format == .qqPinyin && Bool.random(using: &random),
            using: &random)
        if format != .wordsOnly { importedWords += list.words }
        if importedWords.count > 200 { importedWords.removeFirst(importedWords.count - 200) }
        return .importWordList(fileName: list.fileName, data: list.data)
    }
}
