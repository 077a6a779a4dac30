/// Namespace of the `KeyboardCore` module: touches → actions → document, with Chinese
/// composition over `ChineseEngine`. The entry point is `KeyboardController`; see ../shared/DESIGN.md.
public enum KeyboardCoreModule {}
