/// The table of Mandarin syllables (toneless, `ü` written `v`) and their initials: the lists of
/// `SyllableInventory.mandarin`, which answers the look-ups below. Syllable ids index `spellings` and are stable: the
/// binary lexicon stores them, so append only (and bump the data version if the order changes).
public enum SyllableTable {
    /// Every syllable spelling; the index is the syllable id.
    public static let spellings: [String] = """
    a ai an ang ao ba bai ban bang bao bei ben beng bi bian biao bie bin bing bo bu ca cai can cang cao ce cen ceng \
    cha chai chan chang chao che chen cheng chi chong chou chu chua chuai chuan chuang chui chun chuo ci cong cou cu cuan \
    cui cun cuo da dai dan dang dao de dei den deng di dia dian diao die ding diu dong dou du duan dui dun duo e ei en eng \
    er fa fan fang fei fen feng fiao fo fou fu ga gai gan gang gao ge gei gen geng gong gou gu gua guai guan guang gui gun \
    guo ha hai han hang hao he hei hen heng hong hou hu hua huai huan huang hui hun huo ji jia jian jiang jiao jie jin jing \
    jiong jiu ju juan jue jun ka kai kan kang kao ke kei ken keng kong kou ku kua kuai kuan kuang kui kun kuo la lai lan \
    lang lao le lei len leng li lia lian liang liao lie lin ling liu lo long lou lu luan lun luo lv lve ma mai man mang \
    mao me mei men meng mi mian miao mie min ming miu mo mou mu na nai nan nang nao ne nei nen neng ni nian niang niao nie \
    nin ning niu nong nou nu nuan nun nuo nv nve o ou pa pai pan pang pao pei pen peng pi pian piao pie pin ping po pou pu \
    qi qia qian qiang qiao qie qin qing qiong qiu qu quan que qun ran rang rao re ren reng ri rong rou ru rua ruan rui run \
    ruo sa sai san sang sao se sei sen seng sha shai shan shang shao she shei shen sheng shi shou shu shua shuai shuan \
    shuang shui shun shuo si song sou su suan sui sun suo ta tai tan tang tao te tei teng ti tian tiao tie ting tong tou \
    tu tuan tui tun tuo wa wai wan wang wei wen weng wo wu xi xia xian xiang xiao xie xin xing xiong xiu xu xuan xue xun \
    ya yan yang yao ye yi yin ying yo yong you yu yuan yue yun za zai zan zang zao ze zei zen zeng zha zhai zhan zhang \
    zhao zhe zhei zhen zheng zhi zhong zhou zhu zhua zhuai zhuan zhuang zhui zhun zhuo zi zong zou zu zuan zui zun zuo
    """.split(separator: " ").map(String.init)

    /// Spellings people commonly type for a syllable that the table writes otherwise.
    public static let aliases: [String: String] = ["lue": "lve", "nue": "nve"]

    /// The initials, longest first so that `zh` wins over `z` when splitting a spelling.
    public static let initials: [String] = [
        "zh", "ch", "sh", "b", "p", "m", "f", "d", "t", "n", "l", "g", "k", "h", "j", "q", "x", "r", "z", "c", "s", "y", "w",
    ]

    /// The longest spelling, in letters.
    public static let maxSpellingLength = 6

    /// Syllable id for a spelling (aliases included), or nil.
    public static func id(of spelling: String) -> UInt16? { SyllableInventory.mandarin.id(of: spelling) }

    /// The spelling of a syllable id.
    public static func spelling(of id: UInt16) -> String { spellings[Int(id)] }

    /// The initial of a spelling (`zh` of `zhong`), or "" for zero-initial syllables (`an`).
    public static func initial(of spelling: String) -> String { SyllableInventory.mandarin.initial(of: spelling) }

    /// The final of a spelling (`ong` of `zhong`).
    public static func final(of spelling: String) -> String { SyllableInventory.mandarin.final(of: spelling) }

    /// Every syllable whose spelling starts with `prefix` (the prefix itself included when it is one).
    public static func syllables(withPrefix prefix: String) -> SyllableSet { SyllableInventory.mandarin.syllables(withPrefix: prefix) }
}
