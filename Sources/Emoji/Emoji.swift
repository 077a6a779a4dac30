/// Namespace of the `Emoji` module; see ../shared/DESIGN.md.
public enum EmojiModule {}
