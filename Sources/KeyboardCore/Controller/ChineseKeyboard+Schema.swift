import PinyinEngine

extension ChineseKeyboard {
    /// The registry's schema this keyboard types (nil for the handwriting pad, which types no
    /// schema's keys): its layout, script and, for a code table, its scheme come from there.
    public var schema: Schema? {
        switch self {
        case .pinyin26: .pinyin
        case .pinyin9: .nineKey
        case .handwriting: nil
        case .strokes: .strokes
        case .zhuyin: .zhuyin
        case .wubi: .wubi86
        case .cangjie: .cangjie5
        case .quick: .quick5
        case .jyutping: .jyutping
        }
    }
}
