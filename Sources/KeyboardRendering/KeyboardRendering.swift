/// Namespace of the `KeyboardRendering` module; see ../shared/DESIGN.md.
public enum KeyboardRenderingModule {}
