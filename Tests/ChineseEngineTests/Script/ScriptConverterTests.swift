import Testing
@testable import ChineseEngine

/// OpenCC's own test cases (test/testcases of BYVoid/OpenCC) that concern words and phrases,
/// for s2t (→ traditional), s2tw and s2twp (→ tw: Taiwan's forms and words) and s2hk (→ hk).
/// Cases whose expected text needs tables newer than the ones we ship (OpenCC as packaged in
/// opencc-python-reimplemented 0.1.7: 胚胎发育, 字节跳动, 摩尔线程) are left out.
private let openCCCases: [(ChineseScript, String, String)] = [
    (.traditional, "太后的头发很干燥。", "太后的頭髮很乾燥。"),
    (.traditional, "新的理论被发现了。", "新的理論被發現了。"),
    (.traditional, "经理发现后劝谕两人", "經理發現後勸諭兩人"),
    (.traditional, "我干什么不干你事。", "我幹什麼不干你事。"),
    (.traditional, "夸夸其谈 夸父逐日", "誇誇其談 夸父逐日"),
    (.traditional, "恒生银行和恒大集团发布财报", "恒生銀行和恒大集團發佈財報"),
    (.traditional, "金胄不是金色的甲胄。", "金胄不是金色的甲冑。"),
    (.traditional, "想到自己一紧张就口吃，我就没胃口吃饭", "想到自己一緊張就口吃，我就沒胃口喫飯"),
    (.traditional, "英伟达", "英偉達"),
    (.traditional, "算法", "算法"),
    (.hk, "虚伪叹息", "虛偽嘆息"),
    (.hk, "潮湿灶台", "潮濕灶台"),
    (.hk, "赞叹沙河涌汹涌的波浪", "讚歎沙河涌洶湧的波浪"),
    (.hk, "为了核实这说法", "為了核實這説法"),
    (.hk, "算法", "算法"),
    (.tw, "着装污染虚伪发泄棱柱群众里面", "著裝汙染虛偽發洩稜柱群眾裡面"),
    (.tw, "鲶鱼和鲇鱼是一种生物。", "鯰魚和鯰魚是一種生物。"),
    (.tw, "鼠标里面的硅二极管坏了，导致光标分辨率降低。", "滑鼠裡面的矽二極體壞了，導致游標解析度降低。"),
    (.tw, "我们在老挝的服务器的硬盘需要使用互联网算法软件解决异步的问题。", "我們在寮國的伺服器的硬碟需要使用網際網路演算法軟體解決非同步的問題。"),
    (.tw, "为什么你在床里面睡着？", "為什麼你在床裡面睡著？"),
    (.tw, "海内存知己", "海內存知己"),
    (.tw, "算法", "演算法"),
    (.tw, "排序算法很重要", "排序演算法很重要"),
]

@Suite struct ScriptConverterTests {
    @Test func openCCWordAndPhraseCasesPass() throws {
        for script in ChineseScript.allCases where script != .simplified {
            let converter = try ScriptConverter(script: script)
            for (caseScript, input, expected) in openCCCases where caseScript == script {
                #expect(converter.convert(input) == expected, "\(script): \(input)")
            }
        }
    }

    @Test func phrasesComeBeforeCharacters() throws {
        let traditional = try ScriptConverter(script: .traditional)
        // 发 is 發 or 髮: the phrase decides.
        #expect(traditional.convert("头发") == "頭髮")
        #expect(traditional.convert("发展") == "發展")
        #expect(traditional.convert("软件") == "軟件")
        #expect(try ScriptConverter(script: .tw).convert("软件") == "軟體")
        #expect(try ScriptConverter(script: .tw).convert("面条") == "麵條")
        #expect(try ScriptConverter(script: .hk).convert("面条") == "麪條")
    }

    @Test func simplifiedAndUnknownTextPassThrough() throws {
        #expect(try ScriptConverter(script: .simplified).convert("头发") == "头发")
        let traditional = try ScriptConverter(script: .traditional)
        #expect(traditional.convert("abc 123 😀") == "abc 123 😀")
        #expect(traditional.convert("") == "")
        #expect(traditional.convert("頭髮") == "頭髮")
    }

    @Test func aForeignFileIsAClearError() throws {
        let lexicon = try #require(ChineseEngine.bundledDataDirectory) + "/" + ChineseEngine.lexiconFileName
        #expect(throws: ChineseEngineError.self) { try ScriptConverter(script: .tw, path: lexicon) }
    }
}
