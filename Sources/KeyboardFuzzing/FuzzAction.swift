import Foundation

/// One thing a person (or the app around the keyboard) does to a keyboard, as a value: what a
/// fuzz session applies, writes out before applying (so a trap leaves the sequence behind) and
/// replays. Every case is concrete (the letters typed, the file imported), so a recorded sequence
/// replays without the generator that made it. Indexes are taken modulo what is shown (a key
/// index over the keys of the layout up, a candidate index over the candidates), so any value
/// is an action (the libFuzzer target's bytes make any).
public enum FuzzAction: Hashable, Codable, Sendable {
    /// A tap on key `index` of the layout shown (down and up at its centre, 60 ms apart).
    case tapKey(Int)
    /// A long press on key `index` (held 0.8 s, then released where it went down).
    case holdKey(Int)
    /// Letters typed one by one by tapping the key of each (a letter the layout shown has no key
    /// for is sent as the key's action, as a physical keyboard would).
    case type(String)
    /// A key action by its layout-file code (`space`, `backspace`, `return`, `zh-en`,
    /// `page:numbers`, `emoji:😀`, `cursor:-2`, `char:,`…), as the key bearing it would send it.
    case press(String)
    /// Picks candidate `index` of those the keyboard offers (`selectCandidate`: the bar, the grid
    /// or 联想 when idle).
    case pick(Int)
    /// A tap on cell `index` of the candidate bar or, while open, the grid, at its centre.
    case tapCandidate(Int)
    /// Opens or closes the candidate grid.
    case toggleGrid
    /// Another page of the candidate grid (+1 next, −1 previous).
    case gridPage(Int)
    /// A candidate's menu 删除 (the memory forgets it where it may).
    case deleteCandidate(Int)
    /// Shows the form named (`pinyin-26`, `wubi`, `english`, `emoji`) as the host restoring it would.
    case showForm(String)
    /// The switcher: opened from the toolbar, then entry `index` picked.
    case switcher(Int)
    /// A setting changed (`KeyboardConfiguration.set`): the keyboard is made again over the same
    /// field, as the playground and the iOS host do (what was marked stays typed).
    case setting(key: String, value: String)
    /// The theme at `index` of the built-in themes.
    case theme(Int)
    /// The device and orientation (`phone`/`pad`, `portrait`/`landscape`): the keyboard is resized.
    case rotate(device: String, orientation: String)
    /// A fit command: `left`, `right`, `full`, `taller`, `shorter`.
    case fit(String)
    /// A word list file imported into the session's user dictionary through its store.
    case importWordList(fileName: String, data: Data)
    /// A stroke on the 手写 pad (or anywhere over the keys): points in the unit square of the keys'
    /// area, x and y alternating, 10 ms apart.
    case stroke([Double])
    /// Time passes (seconds): the keyboard's timers run (the 手写 pause, a held key's repeat).
    case wait(Double)
    /// The person taps in the text to put the caret at grapheme `offset` (clamped).
    case hostMoveCaret(Int)
    /// Another field takes focus, holding `text`.
    case hostNewField(String)
}

extension FuzzAction: CustomStringConvertible {
    /// One short line: the case and its argument (a word list by name and size).
    public var description: String {
        switch self {
        case .importWordList(let name, let data): "importWordList(\(name), \(data.count) bytes)"
        case .stroke(let points): "stroke(\(points.count / 2) points)"
        default:
            (try? String(decoding: JSONEncoder().encode(self), as: UTF8.self)) ?? "an action"
        }
    }
}
