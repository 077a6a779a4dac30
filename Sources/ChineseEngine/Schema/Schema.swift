/// One way of typing Chinese — a syllable language typed in one form (全拼, a 双拼 scheme, 9-key,
/// 注音, 粤拼) or a code table (笔画, 五笔, 倉頡, 速成, 拆字) — as one value, in the manner of Rime's
/// `*.schema.yaml`: what it is called, what kind it is, where its data is, its spelling rules, how
/// tones are typed, the script it writes and the layout it is typed on. `Schema.all` is the one
/// list of them, read from the data file `Data/schemas.txt` (`Schema.Registry`): the command line,
/// the playground's menu and the hosts' keyboard lists read it, and the composer and decoder ask a
/// schema what it declares, never which language it is.
public struct Schema: Hashable, Sendable {
    /// What a schema's keys are read as.
    public enum Kind: String, Hashable, Sendable {
        /// Syllables of an inventory, decoded into sentences by the lattice decoder over a lexicon and a model.
        case syllables
        /// Codes of a code table (`CodeTable`), each text ranked by the language model (`CodeDecoder`).
        case codeTable = "code-table"
        /// Characters written by hand on a pad (手写): no keys to decode, a recognizer's choices.
        case handwriting
    }

    /// How tones are typed, if they are.
    public enum ToneKeys: Hashable, Sendable {
        /// Not at all (pinyin is typed toneless).
        case none
        /// A key after a syllable ends it: the schema's `syllableTones` (粤拼's digits 1–6 and v x q,
        /// 地球拼音's digits 1–5); a syllable typed without one may be read in any tone, and where the
        /// schema names a tone table (`toneTable`) the tones typed weigh the characters.
        case syllableEnding
        /// The tone marks ˉ ˊ ˇ ˋ ˙ after a syllable (注音, `ToneTable`); a syllable typed without
        /// one, when others have one, is read as tone 1 (the ˉ continuous 大千 typing leaves out).
        case marks

        /// Whether a syllable typed without a tone, when others have one, is read as tone 1.
        public var untypedIsFirstTone: Bool { self == .marks }
    }

    /// The schema's identifier (`pinyin`, `shuangpin-xiaohe`, `wubi86`, `chaizi`): `convert --schema ID`.
    public let id: String
    /// Its name as its typists call it (全拼, 五笔 86, 拆字).
    public let name: String
    /// Its short name where space is short (the key back to its letters: 五笔, 倉頡); nil: its
    /// layout's own label (拼音 on the pinyin keyboards).
    public let label: String?
    /// Syllables or a code table.
    public let kind: Kind
    /// A syllable schema's syllable inventory, by name (`SyllableInventory.name`: Mandarin's, or
    /// the one a data folder's lexicon names); nil for a code table.
    public let inventory: String?
    /// A syllable schema's input form (full pinyin, 9-key, a 双拼 scheme by name); nil for a code table.
    public let form: FormName?
    /// A code table's scheme (its table file, keys, labels and ranking rules); nil for syllables.
    public let codes: ShapeScheme?
    /// The spelling rules a syllable schema may switch on (模糊音, 懶音, abbreviations, 纠错, English read inside).
    public let spelling: SpellingRules
    /// How tones are typed.
    public let toneKeys: ToneKeys
    /// The keys that type a tone after a syllable and how (`tones syllable-ending`'s `tone-digits`,
    /// `tone-letters`, `tone-after`); nil for other tone keys.
    public let syllableTones: SyllableTones?
    /// The hints the tone letters show on their keys (粤拼: v `1 4`, x `2 5`), by key id.
    public let toneKeyHints: [String: String]
    /// The table of its characters' toned readings that typed tones weigh candidates by
    /// (`ToneTable`, a file in the data directory: 注音's `tones.bin`); nil: tones only end syllables.
    public let toneTable: DataComponent?
    /// The script it writes unless the user chooses another.
    public let defaultScript: ChineseScript
    /// The keyboard layout it is typed on (`LayoutLibrary`'s id: `pinyin-26`, `wubi`, `stroke`…).
    public let layout: String
    /// Its data folder inside the engine's data directory (`yue` for 粤拼); nil: the engine's own.
    public let dataFolder: String?
    /// The key that, typed first in the composition of a schema `entersFrom` lists, starts this one
    /// for the rest (拆字's `u` in 全拼, as Sogou's u-mode; no syllable of 全拼 begins with it); nil: none.
    public let entryKey: Character?
    /// The ids of the schemas inside whose compositions `entryKey` enters this one.
    public let entersFrom: [String]

    /// The input forms of a syllable schema, by name (a 双拼 scheme is read from its table when used).
    public enum FormName: Hashable, Sendable {
        /// Full pinyin on 26 keys.
        case pinyin
        /// 9-key digits.
        case nineKey
        /// A 双拼 scheme by its table's name (`xiaohe`).
        case shuangpin(String)
        /// 注音 symbols (大千 layout).
        case zhuyin

        /// The name of `form` (a 双拼 scheme by its table's, `xiaohe`, or its own name for a user's table).
        public init(_ form: InputForm) {
            switch form {
            case .pinyin: self = .pinyin
            case .nineKey: self = .nineKey
            case .shuangpin(let scheme):
                // A shipped scheme by the registry's name for it (its table's `name`), a user's table by its own.
                let listed = Schema.all.lazy.compactMap { schema -> String? in
                    guard case .shuangpin(let table) = schema.form, schema.name == scheme.name else { return nil }
                    return table
                }.first
                self = .shuangpin(listed ?? scheme.name)
            }
        }
    }

    /// The rules a syllable schema's spelling may follow, as Rime's spelling algebra over the inventory.
    public struct SpellingRules: Hashable, Sendable {
        /// 模糊音 (the language's mergers, `SoundMergers`, as `LatticeDecoder.Settings.fuzzy`) may be switched on.
        public var fuzzyPinyin = false
        /// 懶音 (the language's mergers, `SoundMergers`, as `LatticeDecoder.Settings.lazySounds`) may be switched on.
        public var lazySounds = false
        /// A word may be typed by its syllables' initials (`zg` → 中国).
        public var abbreviations = true
        /// 智能纠错 of typing slips reads corrected syllables.
        public var correction = false
        /// English words are read inside the syllables (中英混输).
        public var readsEnglish = false
        /// A 滑行 gesture over the letters is read as the schema's syllables.
        public var gestures = false
        /// Spelled over the inventory its data names (`SyllableGraph(_:syllables:merging:)`), not by
        /// pinyin's built-in tables and forms; a language no registry entry names is spelled so.
        public var overInventory = true

        /// Rules with everything off but abbreviations.
        public init() {}
    }

    /// A schema (see the properties); `Schema.all` lists the ones that exist.
    public init(id: String, name: String, label: String? = nil, kind: Kind, inventory: String? = nil, form: FormName? = nil, codes: ShapeScheme? = nil,
                spelling: SpellingRules = SpellingRules(), toneKeys: ToneKeys = .none, syllableTones: SyllableTones? = nil, toneKeyHints: [String: String] = [:],
                toneTable: DataComponent? = nil, defaultScript: ChineseScript = .simplified, layout: String, dataFolder: String? = nil, entryKey: Character? = nil, entersFrom: [String] = []) {
        self.id = id
        self.name = name
        self.label = label
        self.kind = kind
        self.inventory = inventory
        self.form = form
        self.codes = codes
        self.spelling = spelling
        self.toneKeys = toneKeys
        self.syllableTones = syllableTones
        self.toneKeyHints = toneKeyHints
        self.toneTable = toneTable
        self.defaultScript = defaultScript
        self.layout = layout
        self.dataFolder = dataFolder
        self.entryKey = entryKey
        self.entersFrom = entersFrom
    }
}
