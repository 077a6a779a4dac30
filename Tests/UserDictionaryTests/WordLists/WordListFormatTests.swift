import Foundation
import ChineseEngine
import Testing
import UserDictionary

/// Each reader on a small file built from the documented layout, and the format told from the bytes.
@Suite struct WordListFormatTests {
    typealias F = WordListFixtures

    func read(_ bytes: [UInt8], name: String? = nil, format: (any WordListFormat)? = nil) throws -> WordList {
        try WordList(reading: WordListInput(data: Data(bytes), name: name), format: format, lexicon: sharedEngine.lexicon)
    }

    func pairs(_ list: WordList) -> [String] { list.words.map { "\($0.text) \($0.pinyin)" } }

    @Test func scelGroupsLettersPastTheTableAndQcel() throws {
        let table = ["chun", "mian", "bu", "jue", "xiao", "lue", "gu"]
        let groups: [(indices: [Int], words: [String])] = [
            ([0, 1, 2, 3, 4], ["春眠不觉晓", "纯棉不觉晓"]),
            ([5], ["略"]),
            ([7, 6], ["A股"]),   // 7 = the table's size: the letter a
        ]
        let scel = try read(F.scel(table: table, groups: groups), name: "x.scel")
        #expect(scel.format == "scel")
        #expect(pairs(scel) == ["春眠不觉晓 chun mian bu jue xiao", "纯棉不觉晓 chun mian bu jue xiao", "略 lve"])
        #expect(scel.skipped == 1 && scel.problems[0].line == 4 && scel.problems[0].reason.contains("Latin"), "\(scel.problems)")
        let qcel = try read(F.scel(table: table, groups: groups, magic: [0xD2, 0x6D, 0x53, 0x01]), name: "x.qcel")
        #expect(qcel.format == "scel" && pairs(qcel) == pairs(scel))
    }

    @Test func qpydUnpacksAndReadsEachEntry() throws {
        let list = try read(F.qpyd([("wo'xiang'jing'jing", "我想静静"), ("an'jing'dian", "安静点"), ("xx'yy", "坏坏")]))
        #expect(list.format == "qpyd")
        #expect(pairs(list) == ["我想静静 wo xiang jing jing", "安静点 an jing dian"])
        #expect(list.problems.map(\.line) == [3])
    }

    @Test func bdictReadsInitialsAndFinalsAndCountsEnglish() throws {
        // 计算机: j(7)+i(29), s(16)+uan(10), j(7)+i(29); frequency as weight.
        let list = try read(F.bdict([([(7, 29), (16, 10), (7, 29)], "计算机", 5), ([(0xFF, 0x63), (0xFF, 0x70), (0xFF, 0x75)], "cpu", 0),
                                     ([(30, 1)], "坏", 0)], english: ["abit"]), name: "x.bcd")
        #expect(list.format == "bdict")
        #expect(pairs(list) == ["计算机 ji suan ji"] && list.words[0].weight == 5)
        #expect(list.skipped == 3, "cpu (letters), an index past the tables, the English word: \(list.problems)")
    }

    @Test func gboardZipAndTextSplitUnseparatedPinyin() throws {
        let text = "# Gboard Dictionary version:1\nxian\t先\tzh-CN\nxian\t西安\tzh-CN\nfangan\t方案\tzh-CN\nhello\tworld\ten-US\n"
        for bytes in [try F.zip([("dictionary.txt", Array(text.utf8))]), try F.zip([("dictionary.txt", Array(text.utf8))], deflate: false), Array(text.utf8)] {
            let list = try read(bytes)
            #expect(list.format == "gboard")
            #expect(pairs(list) == ["先 xian", "西安 xi an", "方案 fang an"])
            #expect(list.words.map(\.weight) == list.words.map(\.weight).sorted(by: >), "the file's order is the order of weight")
            #expect(list.skipped == 1)
        }
    }

    @Test func textInUTF16AndGB18030WithTheirLayouts() throws {
        let qq = "ni'hao 你好 5, ni'hao 3\nshu'ru'fa 舒入法 2\n"
        let withMark = [0xFF, 0xFE] + F.utf16(qq)
        for bytes in [withMark, F.utf16(qq), Array(qq.utf8)] {
            let list = try read(bytes)
            #expect(pairs(list) == ["你好 ni hao", "舒入法 shu ru fa"] && list.words.map(\.weight) == [5, 2], "\(list.problems)")
        }
        let google = try read(F.gb18030("你好\t12\tni hao\n绿色\t3\tlü se\n"))
        #expect(google.format == "columns" && pairs(google) == ["你好 ni hao", "绿色 lv se"])
        let sogou = try read(F.gb18030("'ni'hao 你好\n'shu'ru'fa 舒入法\n"))
        #expect(sogou.format == "keyboard" && pairs(sogou) == ["你好 ni hao", "舒入法 shu ru fa"])
        let bigEndian = [0xFE, 0xFF] + F.utf16("好\thao\t2\n").enumerated().map { index, _ in F.utf16("好\thao\t2\n")[index ^ 1] }
        #expect(pairs(try read(bigEndian)) == ["好 hao"])
    }

    @Test func wordsAloneGetGuessedReadingsMarkedAsSuch() throws {
        let list = try read(Array("你好\n中国\n".utf8))
        #expect(list.format == "words")
        #expect(pairs(list) == ["你好 ni hao", "中国 zhong guo"])
        #expect(list.guessed == 2 && list.words.allSatisfy { $0.source == .guessed })
        let withReadings = try read(Array("你好\tni hao\n".utf8))
        #expect(withReadings.guessed == 0 && withReadings.words[0].source == .imported)
    }

    @Test func anUnreadableReadingIsSkippedNeverGuessed() throws {
        let list = try read(Array("你好\tni hao\n世界\tshi jxe\n".utf8))
        #expect(pairs(list) == ["你好 ni hao"] && list.skipped == 1 && list.guessed == 0)
    }

    @Test func rimeAndPlainAsBefore() throws {
        let rime = try read(Array("---\nname: x\nversion: \"1\"\n...\n舒入法\tshu ru fa\t100\n".utf8), name: "x.dict.yaml")
        #expect(rime.format == "rime" && pairs(rime) == ["舒入法 shu ru fa"] && rime.words[0].weight == 100)
        let plain = try read(Array("# ours\n舒入法\tshu ru fa\t3\n".utf8))
        #expect(plain.format == "plain" && plain.words[0].weight == 3)
    }

    @Test func formatsAreNamedAndAliased() {
        #expect(WordListFormats.named("qcel")?.name == "scel")
        #expect(WordListFormats.named("bcd")?.name == "bdict")
        #expect(WordListFormats.named("nonsense") == nil)
        #expect(WordListFormats.exportFormat(forFileName: "a.dict.yaml").name == "rime")
        #expect(WordListFormats.exportFormat(forFileName: "a.zip").name == "gboard")
        #expect(WordListFormats.exportFormat(forFileName: "a.txt").name == "plain")
    }
}
