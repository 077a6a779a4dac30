import KeyboardLayout

extension GestureKeyboard {
    /// The letter keys of a fitted layout: every key whose action types one ASCII letter, at its
    /// drawn face. Nil when the layout has no letter key (a gesture needs the 26-key layouts).
    public init?(layout: FittedLayout) {
        var faces: [KeyFace] = []
        for placed in layout.keys {
            guard case .character(let text) = placed.key.action, text.count == 1, let letter = text.lowercased().first,
                  GestureKeyboard.index(of: letter) != nil else { continue }
            let frame = placed.frame
            faces.append(KeyFace(letter: letter, x: frame.x, y: frame.y, width: frame.width, height: frame.height))
        }
        self.init(faces: faces)
    }
}
