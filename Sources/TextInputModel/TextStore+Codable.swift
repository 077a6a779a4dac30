extension TextStore: Equatable {
    /// Equal when text, selection and marked range are equal.
    public static func == (lhs: TextStore, rhs: TextStore) -> Bool {
        lhs.text == rhs.text && lhs.selectedTextRange == rhs.selectedTextRange
            && lhs.markedTextRange == rhs.markedTextRange
    }
}

extension TextStore: Hashable {
    /// Hashes the text, the selection and the marked range, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(selectedTextRange)
        hasher.combine(markedTextRange)
    }
}

extension TextStore: Codable {
    private enum CodingKeys: String, CodingKey { case text, selectedTextRange, markedTextRange }

    /// Decodes text, selection and marked range, and rejects ranges outside the text or a
    /// selection outside the marked text.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let text = try container.decode(String.self, forKey: .text)
        let selection = try container.decode(TextRange.self, forKey: .selectedTextRange)
        let marked = try container.decodeIfPresent(TextRange.self, forKey: .markedTextRange)
        var store = TextStore(text)
        guard store.isValid(selection.start), store.isValid(selection.end) else {
            throw DecodingError.dataCorruptedError(
                forKey: .selectedTextRange, in: container,
                debugDescription: "selection \(selection) is outside the text of \(store.count) characters")
        }
        store.selection = selection
        if let marked {
            guard store.isValid(marked.start), store.isValid(marked.end), !marked.isEmpty,
                marked.contains(selection)
            else {
                throw DecodingError.dataCorruptedError(
                    forKey: .markedTextRange, in: container,
                    debugDescription:
                        "marked range \(marked) must be non-empty, within the text of \(store.count) characters, and contain the selection \(selection)"
                )
            }
            store.markedTextRange = marked
        }
        self = store
    }

    /// Writes `text`, `selectedTextRange` and, when there is marked text, `markedTextRange`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        try container.encode(selectedTextRange, forKey: .selectedTextRange)
        try container.encodeIfPresent(markedTextRange, forKey: .markedTextRange)
    }
}

extension TextStore: CustomStringConvertible {
    /// The text, selection and marked range, for test failures and logs.
    public var description: String {
        "\(text.debugDescription) selected \(selectedTextRange) marked \(markedTextRange.map(\.description) ?? "nil")"
    }
}
