/// The 颜文字 (kaomoji) tab of the emoji page: a few faces people type, drawn three emoji columns
/// wide. Our own selection of common faces (no data file).
enum Kaomoji {
    /// The tab's title.
    static let title = "颜文字"
    /// The faces, in order.
    static let faces = [
        "(^_^)", "(^o^)/", "(≧▽≦)", "(＾▽＾)", "(^_^;)", "(╥_╥)", "(T_T)", "(>_<)", "(ー_ー)!!", "(・_・?)",
        "(｀へ´)", "(╯°□°)╯", "(*^▽^*)", "(￣▽￣)", "(｡•́︿•̀｡)", "ヽ(✿ﾟ▽ﾟ)ノ", "(づ｡◕‿‿◕｡)づ", "¯\\_(ツ)_/¯",
        "(ง •̀_•́)ง", "o(*￣▽￣*)ブ", "(=^･ω･^=)", "(´-ω-`)", "(๑•̀ㅂ•́)و✧", "(ノ°▽°)ノ",
    ]
    /// How many emoji columns one face takes.
    static let columnSpan = 3

    /// The tab.
    static var category: EmojiPageCategory {
        EmojiPageCategory(
            title: title, symbol: "^_^", isRecents: false,
            cells: faces.map { EmojiPageCell(value: $0, entryIndex: nil, hasSkinTones: false) }, columnSpan: columnSpan)
    }
}
