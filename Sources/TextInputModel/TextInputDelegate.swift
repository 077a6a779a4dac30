/// Told when the host, not the keyboard, changes the document: the user tapped elsewhere, the app
/// replaced the text, or another field took focus. Mirrors `UITextInputDelegate` (which
/// `UIInputViewController` adopts); every method has an empty default.
///
/// The keyboard's own edits through `TextDocument` do not call it: the keyboard knows what it did,
/// so any call means "the world changed under you" (end the composition, re-read the traits).
public protocol TextInputDelegate: AnyObject {
    /// The host is about to move the selection.
    func selectionWillChange(_ document: any TextDocument)
    /// The host moved the selection (the user tapped or dragged in the text).
    func selectionDidChange(_ document: any TextDocument)
    /// The host is about to change the text, the traits or the focused field.
    func textWillChange(_ document: any TextDocument)
    /// The host changed the text, the traits or the focused field; read them again.
    func textDidChange(_ document: any TextDocument)
}

extension TextInputDelegate {
    /// Does nothing by default.
    public func selectionWillChange(_ document: any TextDocument) {}
    /// Does nothing by default.
    public func selectionDidChange(_ document: any TextDocument) {}
    /// Does nothing by default.
    public func textWillChange(_ document: any TextDocument) {}
    /// Does nothing by default.
    public func textDidChange(_ document: any TextDocument) {}
}
