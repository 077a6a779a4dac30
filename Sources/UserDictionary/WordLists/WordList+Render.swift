import Foundation

extension WordList {
    /// Writes the words in `layout` (plain, Rime or the keyboards' `pin'yin 词`; `name` is the
    /// Rime dictionary's name); reading the result gives the same words (the keyboards' layout
    /// keeps no weight).
    public static func render(_ words: [UserWord], layout: WordListTextLayout, name: String = "shurufa_user") -> String {
        var out = ""
        switch layout {
        case .plain: out += "# shurufa user dictionary: 词<TAB>pin yin<TAB>weight\n"
        case .rime: out += "# Rime dictionary, exported by shurufa\n---\nname: \(name)\nversion: \"1\"\nsort: by_weight\n...\n"
        case .gboard: out += "# Gboard Dictionary version:1\n"
        case .keyboard, .columns, .words: break
        }
        for word in words {
            switch layout {
            case .plain, .rime: out += "\(word.text)\t\(word.pinyin)\t\(weightText(word.weight))\n"
            case .keyboard: out += "\(word.syllables.joined(separator: "'")) \(word.text)\n"
            case .columns: out += "\(word.text)\t\(weightText(word.weight))\t\(word.pinyin)\n"
            case .gboard: out += "\(word.syllables.joined())\t\(word.text)\tzh-CN\n"
            case .words: out += "\(word.text)\n"
            }
        }
        return out
    }

    /// `words` heaviest first (a stable sort: equal weights keep their order), the order every export writes.
    static func byWeight(_ words: [UserWord]) -> [UserWord] {
        words.enumerated().sorted { ($0.element.weight, $1.offset) > ($1.element.weight, $0.offset) }.map(\.element)
    }
}
