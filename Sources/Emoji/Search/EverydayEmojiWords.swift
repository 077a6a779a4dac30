/// Everyday words people type to mean an emoji, where the catalogue's names and CLDR keywords
/// give none or another one (CLDR names 😃 "哈哈", but 哈哈 in a chat means 😂). Our own wording,
/// kept small; the candidate bar asks it before the catalogue (`ChineseComposer`'s emoji step).
public enum EverydayEmojiWords {
    /// Word → emoji, best first.
    public static let table: [String: [String]] = [
        "哈哈": ["😂"], "哈哈哈": ["😂", "🤣"], "笑死": ["🤣", "😂"], "笑哭": ["😂"], "呵呵": ["🙂"], "嘿嘿": ["😁"],
        "嘻嘻": ["😄"], "捂脸": ["🤦"], "流泪": ["😢"], "无语": ["😑"], "尴尬": ["😅"], "亲亲": ["😘"], "么么哒": ["😘"],
        "抱抱": ["🤗"], "拜拜": ["👋"], "再见": ["👋"], "握手": ["🤝"], "胜利": ["✌️"], "耶": ["✌️"], "厉害": ["👍", "💪"],
        "牛": ["🐮", "👍"], "好吃": ["😋"], "发呆": ["😶"], "疑问": ["❓"], "汗": ["😓"], "可怜": ["🥺"],
    ]

    /// English words people search for, where the catalogue's names give many whole-word hits in
    /// an order of no use (CLDR keys 💌 🏩 🤟 under love ahead of ❤️): word → the emoji it means
    /// in a chat, best first. Our own wording, kept small; search ranks these first (`EmojiSearchIndex`).
    public static let english: [String: [String]] = [
        "love": ["❤️", "😍", "🥰", "😘", "💕"], "heart": ["❤️", "💕", "💖"], "happy": ["😊", "😄", "😁"],
        "sad": ["😢", "😞", "😔"], "cry": ["😭", "😢"], "laugh": ["😂", "🤣", "😆"], "lol": ["😂", "🤣"],
        "haha": ["😂", "🤣"], "kiss": ["😘", "😗", "💋"], "smile": ["😊", "🙂", "😄"], "angry": ["😠", "😡"],
        "thanks": ["🙏"], "ok": ["👌", "👍"], "yes": ["👍"], "no": ["🙅", "👎"],
    ]

    /// The emoji `word` means, best first (empty when it is not in the table).
    public static func emoji(for word: String) -> [String] { table[word] ?? [] }

    /// The emoji a search for `query` (as typed, any case) ranks first: the English or the Chinese
    /// table's, best first (empty when neither has the word).
    public static func searchFirst(for query: String) -> [String] {
        let word = query.lowercased()
        return english[word] ?? table[word] ?? []
    }
}
