import Foundation
import KeyGeometry
import ChineseEngine
import ShurufaTestSupport
import Testing

/// Spatial correction, simulated: lines typed with touches drawn around the key centres
/// (σ = ¼ key width), the nearest key's letter typed. The full run over dev.tsv is
/// `shurufa bench touch`; this is every 50th line of it.
@Suite struct TouchSimulationTests {
    static let lines: [(hanzi: String, pinyin: String)] = [
        ("例如汉字", "liruhanzi"),
        ("它们是一个软件包列表", "tamenshiyigeruanjianbaoliebiao"),
        ("这个程序已经被打包好了", "zhegechengxuyijingbeidabaohaole"),
        ("作为其编译系统", "zuoweiqibianyixitong"),
        ("软件包维护者", "ruanjianbaoweihuzhe"),
        ("编辑那些文件", "bianjinaxiewenjian"),
        ("所以在缺陷和修复缺陷方面", "suoyizaiquexianhexiufuquexianfangmian"),
        ("目录中每一个文件的", "muluzhongmeiyigewenjiande"),
        ("软件包解压缩的", "ruanjianbaojieyasuode"),
        ("该命令等价于在", "gaiminglingdengjiayuzai"),
        ("程序是通过文件名是虚包名的软链接", "chengxushitongguowenjianmingshixubaomingderuanlianjie"),
        ("在这篇文档里", "zaizhepianwendangli"),
        ("对软件包的安全更新不会升级该软件", "duiruanjianbaodeanquangengxinbuhuishengjigairuanjian"),
        ("格式的源代码包时自动应用或解除", "geshideyuandaimabaoshizidongyingyonghuojiechu"),
        ("我会建议你重新阅读上面提到的文档", "wohuijianyinichongxinyuedushangmiantidaodewendang"),
        ("是否有人为某些仍然未修复的", "shifouyourenweimouxierengranweixiufude"),
        ("而不需要", "erbuxuyao"),
        ("以下是新旧命令的概览", "yixiashixinjiuminglingdegailan"),
        ("如果升级过程有一些重要的注意事项", "ruguoshengjiguochengyouyixiezhongyaodezhuyishixiang"),
        ("不会丢失自定义的配置文件", "buhuidiushizidingyidepeizhiwenjian"),
        ("它们有什么选项", "tamenyoushenmexuanxiang"),
        ("所以当您卸载", "suoyidangninxiezai"),
        ("一套完整的办公应用", "yitaowanzhengdebangongyingyong"),
        ("我们欢迎用户使用和测试这些软件包", "womenhuanyingyonghushiyongheceshizhexieruanjianbao"),
        ("您可以安装", "ninkeyianzhuang"),
        ("卸载该软件包", "xiezaigairuanjianbao"),
        ("邮件列表", "youjianliebiao"),
        ("您可以使用以下命令将软件包设为", "ninkeyishiyongyixiaminglingjiangruanjianbaoshewei"),
        ("帮助维护", "bangzhuweihu"),
        ("您需要编辑", "ninxuyaobianji"),
        ("我们需要不停地来回切换键盘", "womenxuyaobutingdilaihuiqiehuanjianpan"),
        ("语音切表情或者其他功能的任意切换", "yuyinqiebiaoqinghuozheqitagongnengderenyiqiehuan"),
        ("也可以写出有多个备选软件包名称", "yekeyixiechuyouduogebeixuanruanjianbaomingcheng"),
        ("当软件包升级的时候", "dangruanjianbaoshengjideshihou"),
        ("共享库能导出代表着变量", "gongxiangkunengdaochudaibiaozhebianliang"),
        ("下的子目录完全由用户处置", "xiadezimuluwanquanyouyonghuchuzhi"),
        ("您是否愿意处理可能出现的问题", "ninshifouyuanyichulikenengchuxiandewenti"),
        ("您可以执行类似", "ninkeyizhixingleisi"),
        ("特定的文档已经支持国际化", "tedingdewendangyijingzhichiguojihua"),
        ("这个文件用到", "zhegewenjianyongdao"),
    ]

    /// A standard normal draw (Box–Muller).
    private func gaussian(_ generator: inout SeededGenerator) -> Float {
        let u = max(Float.random(in: 0..<1, using: &generator), 1e-7), v = Float.random(in: 0..<1, using: &generator)
        return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }

    private func charactersRight(_ gold: String, _ text: String) -> Int {
        zip(gold, text).filter { $0 == $1 }.count - abs(gold.count - text.count)
    }

    @Test func touchPointsRecoverLettersThatLandedOnTheNextKey() {
        var generator = SeededGenerator(seed: 13)
        let grid = KeyGeometry.phone
        var clean = 0, noisy = 0, touched = 0, total = 0, slipped = 0
        let decoder = testEngine.makeDecoder()
        func best(_ text: String, _ touches: [KeyTouch?]) -> String {
            decoder.decode(PinyinInput(text), touches: touches)
            return decoder.candidates(limit: 1).first?.text ?? ""
        }
        for line in Self.lines {
            var typed = "", touches: [KeyTouch?] = []
            for letter in line.pinyin.utf8 {
                let centre = grid.centre(of: letter)
                let point = centre + SIMD2(0.25 * gaussian(&generator), 0.25 * gaussian(&generator))
                let key = grid.nearestLetter(to: point)
                if key != letter { slipped += 1 }
                typed.unicodeScalars.append(Unicode.Scalar(key))
                touches.append(KeyTouch(x: point.x - grid.centre(of: key).x, y: point.y - grid.centre(of: key).y))
            }
            total += line.hanzi.count
            clean += charactersRight(line.hanzi, best(line.pinyin, []))
            noisy += charactersRight(line.hanzi, best(typed, []))
            touched += charactersRight(line.hanzi, best(typed, touches))
        }
        #expect(slipped >= 10, "the simulation must make slips to correct (\(slipped))")
        #expect(touched > noisy, "touch points: \(touched), letters alone: \(noisy) of \(total)")
        #expect(Double(touched) >= Double(clean) - 0.06 * Double(total), "touch points: \(touched), clean: \(clean) of \(total)")
    }
}
