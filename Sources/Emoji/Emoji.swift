/// Namespace of the `Emoji` module: catalogue, search, recents and the `[名称]` ↔ emoji codec.
///
/// Start with `EmojiCatalogue.bundled()`, then build an `EmojiSearchIndex`, an `EmojiTagCodec`
/// and keep an `EmojiRecents` in an `EmojiRecentsStore`. See ../shared/DESIGN.md.
public enum EmojiModule {
    /// The resource name of the bundled catalogue (built by scripts/emoji/build_catalogue.py).
    public static let catalogueResource = "emoji.bin"
}
