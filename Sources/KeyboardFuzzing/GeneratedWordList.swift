import Foundation

/// A word list made up for an import: words of 2 to 4 characters from a small table of common
/// characters with their readings (mostly words the shipped lexicon does not have, so they become
/// the user's own words, with ids of the user dictionary's), plus the real word lists' words
/// (深蓝居 `shen lan ju`), written in one of the text formats other keyboards export, sometimes with
/// a line that is not a word.
public struct GeneratedWordList: Hashable, Sendable {
    /// A word and its toneless pinyin, syllables apart (`shen lan ju`).
    public struct Word: Hashable, Sendable, Codable {
        /// The characters.
        public var text: String
        /// The syllables.
        public var syllables: [String]
        /// What a person types for it on 26-key pinyin (`shenlanju`).
        public var letters: String { syllables.joined() }
    }

    /// The text formats written (the importers tell them apart by their lines).
    public enum Format: String, CaseIterable, Sendable {
        /// Google Pinyin's export: `词<TAB>count<TAB>pin yin`.
        case googlePinyin
        /// QQ/搜狗's text export: `pin'yin 词 count`.
        case qqPinyin
        /// A Rime user dictionary export: `词<TAB>pin yin<TAB>count` after `#` comments.
        case rime
        /// One word a line, no reading (the importer guesses it).
        case wordsOnly
    }

    /// The words in the file (a line the importer refuses is not among them).
    public var words: [Word]
    /// The file's name (its extension and name help tell the format).
    public var fileName: String
    /// The file.
    public var data: Data

    /// Characters and their readings the generated words are made of.
    static let characters: [(Character, String)] = {
        let table = """
            的de 一yi 是shi 不bu 人ren 我wo 在zai 有you 他ta 这zhe 中zhong 大da 来lai 上shang 国guo 个ge 到dao 说shuo \
            们men 为wei 子zi 和he 你ni 地di 出chu 道dao 也ye 时shi 年nian 就jiu 那na 要yao 下xia 以yi 生sheng 会hui 自zi \
            去qu 之zhi 过guo 家jia 学xue 对dui 可ke 里li 后hou 小xiao 心xin 多duo 天tian 能neng 好hao 都dou 然ran 没mei \
            日ri 起qi 还hai 发fa 成cheng 事shi 作zuo 想xiang 看kan 文wen 无wu 开kai 手shou 用yong 主zhu 行xing 方fang 如ru \
            前qian 所suo 本ben 见jian 经jing 头tou 面mian 公gong 同tong 三san 老lao 从cong 动dong 两liang 长chang 深shen \
            蓝lan 居ju 栋dong 力li 限xian 测ce 试shi 户hu 绿lv 女nv 略lve 儿er 爱ai 欧ou 恩en 昂ang
            """
        return table.split(separator: " ").map { entry in (entry.first!, String(entry.dropFirst())) }
    }()

    /// Words of the real lists in ../shared/eval/import/real/ (GooglePinyin.txt's).
    public static let realWords: [Word] = [
        Word(text: "深蓝居", syllables: ["shen", "lan", "ju"]), Word(text: "爱存不存", syllables: ["ai", "cun", "bu", "cun"]),
        Word(text: "原封不动", syllables: ["yuan", "feng", "bu", "dong"]), Word(text: "做做词库", syllables: ["zuo", "zuo", "ci", "ku"]),
        Word(text: "栋力无限", syllables: ["dong", "li", "wu", "xian"]), Word(text: "电子科技大学", syllables: ["dian", "zi", "ke", "ji", "da", "xue"]),
    ]

    /// A list of `count` words drawn with `random`, in `format`, UTF-8 or (QQ's habit) UTF-16 with a BOM.
    public static func make(count: Int, format: Format, utf16: Bool = false, using random: inout some RandomNumberGenerator) -> GeneratedWordList {
        var words: [Word] = []
        for _ in 0..<max(1, count) {
            if Int.random(in: 0..<4, using: &random) == 0, let real = realWords.randomElement(using: &random) {
                words.append(real)
                continue
            }
            let picked = (0..<Int.random(in: 2...4, using: &random)).map { _ in characters.randomElement(using: &random)! }
            words.append(Word(text: String(picked.map(\.0)), syllables: picked.map(\.1)))
        }
        var lines = words.map { line(for: $0, in: format, weight: Int.random(in: 1...500, using: &random)) }
        // A line no importer takes, now and then: it is skipped and reported, the rest imported.
        if Int.random(in: 0..<3, using: &random) == 0 {
            lines.insert(["??\tno reading", "x\t1\t", "深\t1\tshen lan", "\u{7}\tbell"].randomElement(using: &random)!, at: Int.random(in: 0...lines.count, using: &random))
        }
        if format == .rime { lines.insert("# Rime user dictionary export\n# db_name: luna_pinyin\n", at: 0) }
        let text = lines.joined(separator: "\n") + "\n"
        let data = utf16 ? Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)! : Data(text.utf8)
        return GeneratedWordList(words: words, fileName: fileName(for: format), data: data)
    }

    private static func line(for word: Word, in format: Format, weight: Int) -> String {
        switch format {
        case .googlePinyin: "\(word.text)\t\(weight)\t\(word.syllables.joined(separator: " "))"
        case .qqPinyin: "\(word.syllables.joined(separator: "'")) \(word.text) \(weight)"
        case .rime: "\(word.text)\t\(word.syllables.joined(separator: " "))\t\(weight)"
        case .wordsOnly: word.text
        }
    }

    private static func fileName(for format: Format) -> String {
        switch format {
        case .googlePinyin: "GooglePinyin.txt"
        case .qqPinyin: "QQPinyin.txt"
        case .rime: "luna_pinyin_export.txt"
        case .wordsOnly: "words.txt"
        }
    }
}
