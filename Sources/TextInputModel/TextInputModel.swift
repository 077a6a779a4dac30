/// Namespace of the `TextInputModel` module: a UITextInput-style text store (`TextStore`), the
/// `TextDocument` protocol that mirrors `UITextDocumentProxy`, and its in-memory implementation
/// (`InMemoryTextDocument`). See ../shared/DESIGN.md.
public enum TextInputModelModule {}
