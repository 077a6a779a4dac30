/// The registry: every schema there is, once. A new code table is its data file, a
/// `DataComponent`, a `ShapeScheme` and one entry here; a new syllable language its data folder
/// (a lexicon naming its inventory, a model) and one entry here.
extension Schema {
    /// 全拼: Mandarin pinyin on 26 keys, with 模糊音, 纠错, English read inside and 滑行.
    public static let pinyin = Schema(
        id: "pinyin", name: "全拼", kind: .syllables, inventory: SyllableInventory.mandarin.name, form: .pinyin,
        spelling: mandarinRules(correction: true, readsEnglish: true, gestures: true), layout: "pinyin-26")
    /// 九宫格: pinyin as 9-key digits.
    public static let nineKey = Schema(
        id: "t9", name: "九宫格", kind: .syllables, inventory: SyllableInventory.mandarin.name, form: .nineKey,
        spelling: mandarinRules(), layout: "pinyin-9")
    /// 注音: Mandarin in 大千 symbols, tone marks optional, 繁體 by default.
    public static let zhuyin = Schema(
        id: "zhuyin", name: "注音", kind: .syllables, inventory: SyllableInventory.mandarin.name, form: .zhuyin,
        spelling: mandarinRules(), toneKeys: .marks, defaultScript: .tw, layout: "zhuyin")
    /// 粤拼: Cantonese jyutping from the `yue` data folder, with 懶音 and tones typed as digits or v x q.
    public static let jyutping = Schema(
        id: "jyutping", name: "粤拼", kind: .syllables, inventory: "jyutping", form: .pinyin,
        spelling: { var rules = SpellingRules(); rules.lazySounds = true; return rules }(),
        toneKeys: .syllableEnding, toneKeyHints: ["v": "1 4", "x": "2 5"], defaultScript: .hk, layout: "jyutping", dataFolder: "yue")
    /// 笔画: strokes 横 竖 撇 点 折.
    public static let strokes = codeTable(.strokes, name: "笔画", layout: "strokes")
    /// 五笔 86.
    public static let wubi86 = codeTable(.wubi86, name: "五笔 86", layout: "wubi")
    /// 倉頡 5, Hong Kong characters.
    public static let cangjie5 = codeTable(.cangjie5, name: "倉頡 5", script: .hk, layout: "cangjie")
    /// 速成, Hong Kong characters.
    public static let quick5 = codeTable(.quick5, name: "速成", script: .hk, layout: "quick")
    /// 拆字: the pinyin of each component (`huohuohuo` → 焱), after `u` in pinyin (Sogou's u-mode).
    public static let chaizi = codeTable(.chaizi, name: "拆字", layout: "pinyin-26", entryKey: "u", entersFrom: ["pinyin"])

    /// The 双拼 schemes, by their tables' names, in the order the settings list them.
    public static let shuangpinNames = ShuangpinScheme.Builtin.allCases.map(\.rawValue)
    /// Each 双拼 scheme's name as its table names it (`name` in `Data/shuangpin/<id>.txt`).
    static let shuangpinTitles = ["xiaohe": "小鹤双拼", "ziranma": "自然码", "microsoft": "微软双拼", "sogou": "搜狗双拼",
                                          "ziguang": "紫光双拼", "abc": "智能ABC", "jiajia": "拼音加加"]

    /// The 双拼 scheme `name` as a schema (`shuangpin-xiaohe`).
    public static func shuangpin(_ name: String) -> Schema {
        Schema(id: "shuangpin-" + name, name: shuangpinTitles[name] ?? name, kind: .syllables, inventory: SyllableInventory.mandarin.name,
               form: .shuangpin(name), spelling: mandarinRules(), layout: "pinyin-26")
    }

    /// Every schema, in the order a list shows them.
    public static let all: [Schema] = [pinyin] + shuangpinNames.map(shuangpin) + [nineKey, zhuyin, jyutping, strokes, wubi86, cangjie5, quick5, chaizi]

    /// The schema whose id is `id`, if there is one.
    public static func named(_ id: String) -> Schema? { all.first { $0.id == id } }

    /// The syllable schema of `inventory` typed in `form` (a 双拼 scheme by its name): the
    /// registry's entry, else its first entry of that inventory, else one spelled over the
    /// inventory with no rule switched on (a language its data brings and no entry names).
    public static func syllables(_ inventory: SyllableInventory, form: FormName) -> Schema {
        if let listed = all.first(where: { $0.kind == .syllables && $0.inventory == inventory.name && $0.form == form })
            ?? all.first(where: { $0.kind == .syllables && $0.inventory == inventory.name }) {
            return listed
        }
        return Schema(id: inventory.name, name: inventory.name, kind: .syllables, inventory: inventory.name, form: form, layout: "pinyin-26")
    }

    /// The code table schema of `scheme`, if the registry has it.
    public static func codeTable(of scheme: ShapeScheme) -> Schema? { all.first { $0.codes?.name == scheme.name } }

    /// The one line `shurufa schema list` prints: `id<TAB>name<TAB>kind`.
    public var listLine: String { "\(id)\t\(name)\t\(kind.rawValue)" }

    private static func mandarinRules(correction: Bool = false, readsEnglish: Bool = false, gestures: Bool = false) -> SpellingRules {
        var rules = SpellingRules()
        rules.overInventory = false
        rules.fuzzyPinyin = true
        rules.correction = correction
        rules.readsEnglish = readsEnglish
        rules.gestures = gestures
        return rules
    }

    private static func codeTable(_ scheme: ShapeScheme, name: String, script: ChineseScript = .simplified, layout: String,
                                  entryKey: Character? = nil, entersFrom: [String] = []) -> Schema {
        var rules = SpellingRules()
        rules.abbreviations = false
        return Schema(id: scheme.name, name: name, kind: .codeTable, codes: scheme, spelling: rules, defaultScript: script, layout: layout,
                      entryKey: entryKey, entersFrom: entersFrom)
    }
}

extension PinyinEngine {
    /// The syllable schema this engine decodes: its lexicon's inventory in its settings' form.
    public var schema: Schema {
        Schema.syllables(lexicon.syllables, form: Schema.FormName(settings.form))
    }
}
