/// Namespace of the `TextInputModel` module; see ../shared/DESIGN.md.
public enum TextInputModelModule {}
