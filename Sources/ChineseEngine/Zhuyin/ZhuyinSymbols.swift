/// The 37 注音 symbols and the tone marks, and how one syllable's symbols spell in pinyin (the
/// engine's toneless spelling, ü as `v`). Facts of the standard (GB/T 16159's table of zhuyin).
enum ZhuyinSymbols {
    /// Initials (声母) and their pinyin.
    static let initials: [Character: String] = [
        "ㄅ": "b", "ㄆ": "p", "ㄇ": "m", "ㄈ": "f", "ㄉ": "d", "ㄊ": "t", "ㄋ": "n", "ㄌ": "l", "ㄍ": "g", "ㄎ": "k", "ㄏ": "h",
        "ㄐ": "j", "ㄑ": "q", "ㄒ": "x", "ㄓ": "zh", "ㄔ": "ch", "ㄕ": "sh", "ㄖ": "r", "ㄗ": "z", "ㄘ": "c", "ㄙ": "s",
    ]
    /// The medials (介音) ㄧ ㄨ ㄩ.
    static let medials: Set<Character> = ["ㄧ", "ㄨ", "ㄩ"]
    /// Finals (韵母) after no medial, and their pinyin.
    static let finals: [Character: String] = [
        "ㄚ": "a", "ㄛ": "o", "ㄜ": "e", "ㄝ": "e", "ㄞ": "ai", "ㄟ": "ei", "ㄠ": "ao", "ㄡ": "ou", "ㄢ": "an", "ㄣ": "en",
        "ㄤ": "ang", "ㄥ": "eng", "ㄦ": "er",
    ]
    /// Every symbol and tone mark, in the order of their unit codes (`ZhuyinInput.units`).
    static let all: [Character] = Array("ㄅㄆㄇㄈㄉㄊㄋㄌㄍㄎㄏㄐㄑㄒㄓㄔㄕㄖㄗㄘㄙㄧㄨㄩㄚㄛㄜㄝㄞㄟㄠㄡㄢㄣㄤㄥㄦˉˊˇˋ˙")
    /// The decoder's unit code of the first symbol (`ZhuyinInput.units`): the symbols take the
    /// codes from here on, above ASCII, so no pinyin or English word reads them.
    static let firstUnit: UInt8 = 0x80

    /// The unit code of `symbol`, nil for a character that is no symbol or tone mark.
    static func unit(of symbol: Character) -> UInt8? {
        all.firstIndex(of: symbol).map { firstUnit + UInt8($0) }
    }

    /// Whether a unit code stands for a symbol (`unit(of:)`).
    static func isSymbolUnit(_ value: UInt8) -> Bool { value >= firstUnit }

    /// The symbol a unit code stands for (`unit(of:)`), nil for any other code.
    static func symbol(ofUnit value: UInt8) -> Character? {
        let index = Int(value) - Int(firstUnit)
        return all.indices.contains(index) ? all[index] : nil
    }
    /// The tone marks: ˉ 1 (often left out), ˊ 2, ˇ 3, ˋ 4, ˙ 5 (the neutral tone).
    static let tones: [Character: Int] = ["ˉ": 1, "ˊ": 2, "ˇ": 3, "ˋ": 4, "˙": 5]

    /// Rimes after the medial ㄧ: (after an initial, standing alone).
    private static let afterI: [Character?: (String, String)] = [
        nil: ("i", "yi"), "ㄚ": ("ia", "ya"), "ㄛ": ("io", "yo"), "ㄝ": ("ie", "ye"), "ㄞ": ("iai", "yai"), "ㄠ": ("iao", "yao"),
        "ㄡ": ("iu", "you"), "ㄢ": ("ian", "yan"), "ㄣ": ("in", "yin"), "ㄤ": ("iang", "yang"), "ㄥ": ("ing", "ying"),
    ]
    /// Rimes after the medial ㄨ.
    private static let afterU: [Character?: (String, String)] = [
        nil: ("u", "wu"), "ㄚ": ("ua", "wa"), "ㄛ": ("uo", "wo"), "ㄞ": ("uai", "wai"), "ㄟ": ("ui", "wei"), "ㄢ": ("uan", "wan"),
        "ㄣ": ("un", "wen"), "ㄤ": ("uang", "wang"), "ㄥ": ("ong", "weng"),
    ]
    /// Rimes after the medial ㄩ (after j q x the ü is written u; after n l, v).
    private static let afterV: [Character?: (String, String)] = [
        nil: ("v", "yu"), "ㄝ": ("ve", "yue"), "ㄢ": ("van", "yuan"), "ㄣ": ("vn", "yun"), "ㄥ": ("iong", "yong"),
    ]

    /// The pinyin of a syllable of these parts, or nil when they make no Mandarin syllable.
    static func pinyin(initial: Character?, medial: Character?, final: Character?) -> String? {
        let head = initial.flatMap { initials[$0] }
        guard initial == nil || head != nil else { return nil }
        var spelling: String
        switch medial {
        case nil:
            if let final {
                guard let rime = finals[final] else { return nil }
                spelling = (head ?? "") + rime
            } else {
                // ㄓ ㄔ ㄕ ㄖ ㄗ ㄘ ㄙ alone are zhi chi shi ri zi ci si.
                guard let head, ["zh", "ch", "sh", "r", "z", "c", "s"].contains(head) else { return nil }
                spelling = head + "i"
            }
        case "ㄧ"?:
            // ㄓㄧ would spell zhi, which is ㄓ alone: the retroflexes and sibilants take no ㄧ.
            guard let rime = afterI[final], !["zh", "ch", "sh", "r", "z", "c", "s"].contains(head ?? "") else { return nil }
            spelling = head.map { $0 + rime.0 } ?? rime.1
        case "ㄨ"?:
            guard let rime = afterU[final] else { return nil }
            spelling = head.map { $0 + rime.0 } ?? rime.1
        case "ㄩ"?:
            guard let rime = afterV[final] else { return nil }
            switch head {
            case nil: spelling = rime.1
            case "j"?, "q"?, "x"?: spelling = head! + rime.0.replacingOccurrences(of: "v", with: "u")
            case "n"?, "l"?: spelling = head! + rime.0
            default: return nil
            }
        default:
            return nil
        }
        return SyllableTable.id(of: spelling) != nil ? spelling : nil
    }
}
