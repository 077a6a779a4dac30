/// Namespace of the `KeyboardLayout` module; see ../shared/DESIGN.md.
public enum KeyboardLayoutModule {}
