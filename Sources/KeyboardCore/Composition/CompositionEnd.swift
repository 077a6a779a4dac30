/// How the controller ends a composition.
enum CompositionEnd {
    /// Commit the letters as typed (return, 中/英).
    case raw
    /// Commit the best candidate (punctuation, digits).
    case best
    /// Drop it (escape).
    case discard
}
