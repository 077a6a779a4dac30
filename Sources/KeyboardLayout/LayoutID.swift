/// Which layout: its name (`qwerty`, `pinyin-26`, a user's own) and the device it is arranged for.
///
/// A layout file names itself (`"name"`) and may say it is an iPad arrangement
/// (`"device": "pad"`); the iPad arrangement of `qwerty` is `LayoutID.qwerty.on(.pad)`, never a
/// name built from pieces.
public struct LayoutID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The layout's name, as its file gives it.
    public var name: String
    /// The device the layout is arranged for: `.phone` for the layouts every device shows,
    /// `.pad` for an iPad's own arrangement of the layout of the same name.
    public var device: DeviceClass

    /// The layout named `name`, arranged for `device` (the phone's by default).
    public init(_ name: String, device: DeviceClass = .phone) {
        self.name = name
        self.device = device
    }

    /// The same layout arranged for `device`.
    public func on(_ device: DeviceClass) -> LayoutID { LayoutID(name, device: device) }

    /// `qwerty`, or `qwerty (pad)` for an iPad arrangement.
    public var description: String { device == .phone ? name : "\(name) (\(device.rawValue))" }

    /// Ordered by name, then device.
    public static func < (a: LayoutID, b: LayoutID) -> Bool { (a.name, a.device.rawValue) < (b.name, b.device.rawValue) }
}

extension LayoutID {
    /// English QWERTY letters.
    public static let qwerty = LayoutID("qwerty")
    /// 26-key pinyin letters.
    public static let pinyin26 = LayoutID("pinyin-26")
    /// 9-key (九宫格) pinyin.
    public static let pinyin9 = LayoutID("pinyin-9")
    /// The 手写 writing pad (with space, 123, 中/英, delete and return).
    public static let handwriting = LayoutID("handwriting")
    /// 笔画: the five stroke keys and a wildcard (with space, 123, 中/英, delete, return, punctuation).
    public static let strokes = LayoutID("strokes")
    /// 注音 in the 大千 arrangement: 37 symbols and the tone keys ˉ ˊ ˇ ˋ ˙.
    public static let zhuyin = LayoutID("zhuyin")
    /// 五笔 86: the letters labelled with their key names (工 子 又 …), z the wildcard.
    public static let wubi = LayoutID("wubi")
    /// 倉頡 5: the letters labelled 日 月 金 木 …, ＊ the wildcard.
    public static let cangjie = LayoutID("cangjie")
    /// 速成: 倉頡's keys, for the first and last of each code.
    public static let quick = LayoutID("quick")
    /// 粤拼: the 26 letters for Cantonese jyutping (q, v and x spell no jyutping syllable).
    public static let jyutping = LayoutID("jyutping")
    /// Numbers with ASCII punctuation.
    public static let numbers = LayoutID("numbers")
    /// Numbers with full-width punctuation.
    public static let numbersZh = LayoutID("numbers-zh")
    /// Symbols with ASCII punctuation.
    public static let symbols = LayoutID("symbols")
    /// Symbols with full-width punctuation.
    public static let symbolsZh = LayoutID("symbols-zh")
    /// A number field's pad.
    public static let numberPad = LayoutID("number-pad")
    /// A decimal field's pad.
    public static let decimalPad = LayoutID("decimal-pad")
    /// A phone-number field's pad.
    public static let phonePad = LayoutID("phone-pad")
    /// An e-mail field's letters (`@` and `.`).
    public static let qwertyEmail = LayoutID("qwerty-email")
    /// A URL field's letters (`.`, `/`, `.com`).
    public static let qwertyURL = LayoutID("qwerty-url")
    /// English letters with a 中/英 key (`qwerty` and that key).
    public static let qwertyZhEn = LayoutID("qwerty-zh-en")
    /// The emoji page's fallback, shown when no catalogue can be read.
    public static let emojiPlaceholder = LayoutID("emoji-placeholder")
    /// The emoji page while searching: the results strip (filled in by the page), the search field and letters.
    public static let emojiSearch = LayoutID("emoji-search")
    /// 笔画筛选's stroke row, shown over the pinyin keys while it is open: 横 竖 撇 点 折, ⌫ and 完成.
    public static let strokeFilter = LayoutID("stroke-filter")
}
