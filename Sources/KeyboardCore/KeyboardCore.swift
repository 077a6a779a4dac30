/// Namespace of the `KeyboardCore` module; see ../shared/DESIGN.md.
public enum KeyboardCoreModule {}
