/// The registry: every schema there is, once, read from the data file `Data/schemas.txt` (its
/// header says the format). A new code table is its table file and one block there; a new
/// syllable language its data folder (a lexicon naming its inventory, a model) and one block.
extension Schema {
    /// Every schema, in the order a list shows them: the shipped registry's. A malformed shipped
    /// registry stops the process with the line at fault (`Registry.bundled()` throws it; a test
    /// reads the file on every run).
    public static let all: [Schema] = {
        do { return try Registry.bundled().schemas } catch { fatalError("the schema registry is malformed: \(error)") }
    }()

    /// 全拼: Mandarin pinyin on 26 keys, with 模糊音, 纠错, English read inside and 滑行.
    public static let pinyin = registered("pinyin")
    /// 九宫格: pinyin as 9-key digits.
    public static let nineKey = registered("t9")
    /// 注音: Mandarin in 大千 symbols, tone marks optional, 繁體 by default.
    public static let zhuyin = registered("zhuyin")
    /// 粤拼: Cantonese jyutping from the `yue` data folder, with 懶音 and tones typed as digits or v x q.
    public static let jyutping = registered("jyutping")
    /// 笔画: strokes 横 竖 撇 点 折.
    public static let strokes = registered("strokes")
    /// 五笔 86.
    public static let wubi86 = registered("wubi86")
    /// 倉頡 5, Hong Kong characters.
    public static let cangjie5 = registered("cangjie5")
    /// 速成, Hong Kong characters.
    public static let quick5 = registered("quick5")
    /// 拆字: the pinyin of each component (`huohuohuo` → 焱), after `u` in pinyin (Sogou's u-mode).
    public static let chaizi = registered("chaizi")

    /// The schema whose id is `id`, if there is one.
    public static func named(_ id: String) -> Schema? { all.first { $0.id == id } }

    /// The syllable schema of `inventory` typed in `form` (a 双拼 scheme by its name): the
    /// registry's entry, else its first entry of that inventory, else one spelled over the
    /// inventory with no rule switched on (a language its data brings and no entry names). `id`
    /// picks among the entries of that inventory and form (地球拼音 beside 全拼).
    public static func syllables(_ inventory: SyllableInventory, form: FormName, id: String? = nil) -> Schema {
        if let id, let named = named(id), named.kind == .syllables, named.inventory == inventory.name, named.form == form {
            return named
        }
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

    /// The registry's schema `id`, which the engine's code names (its absence is a broken registry).
    static func registered(_ id: String) -> Schema {
        guard let schema = named(id) else { fatalError("the schema registry has no schema '\(id)'") }
        return schema
    }
}

extension ShapeScheme {
    /// 笔画: strokes 1–5 (横 竖 撇 点 折), `?` any stroke.
    public static let strokes = registered(Schema.strokes)
    /// 五笔 86: letters a–y, `z` (or `?`) any key, `z` first a look-up by pinyin; 简码, words by their 4-key codes.
    public static let wubi86 = registered(Schema.wubi86)
    /// 倉頡 5: letters a–y (x 難), `*` or `?` any key.
    public static let cangjie5 = registered(Schema.cangjie5)
    /// 速成: the first and last letters of the 倉頡 code, `*` or `?` any key.
    public static let quick5 = registered(Schema.quick5)
    /// 拆字: the toneless pinyin of each component, one after another (焱 `huohuohuo`), letters a–z;
    /// `?` any letter. Each character is noted with its reading (`chaizi.bin`'s readings).
    public static let chaizi = registered(Schema.chaizi)

    /// The letter-code schemes.
    public static let letterSchemes: [ShapeScheme] = [.wubi86, .cangjie5, .quick5]

    private static func registered(_ schema: Schema) -> ShapeScheme {
        guard let codes = schema.codes else { fatalError("the schema registry's '\(schema.id)' is not a code table") }
        return codes
    }
}

extension ChineseEngine {
    /// The syllable schema this engine decodes: its lexicon's inventory in its settings' form.
    public var schema: Schema {
        Schema.syllables(lexicon.syllables, form: Schema.FormName(settings.form), id: settings.schemaID)
    }
}
