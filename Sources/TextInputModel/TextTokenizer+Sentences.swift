extension TextTokenizer {
    /// Ends a sentence: Chinese and Western full stops, question and exclamation marks.
    static let sentenceTerminators: Set<Character> = ["。", "！", "？", "．", "｡", ".", "!", "?"]

    /// May follow a terminator and still belong to its sentence: closing quotes and brackets.
    static let sentenceClosers: Set<Character> = [
        "”", "’", "\"", "'", ")", "]", "}", "」", "』", "）", "】", "》", "〉", "〕", "］", "｝",
    ]

    /// Whether the character at `index` ends a sentence; a `.` directly followed by a letter or
    /// digit does not ("3.14", "example.com").
    static func endsSentence(_ characters: [Character], at index: Int) -> Bool {
        let character = characters[index]
        guard sentenceTerminators.contains(character) else { return false }
        if character == ".", index + 1 < characters.count {
            let next = characters[index + 1]
            return !(next.isLetter || next.isNumber)
        }
        return true
    }

    static func sentences(in characters: [Character]) -> [(range: TextRange, isTerminated: Bool)] {
        var sentences: [(range: TextRange, isTerminated: Bool)] = []
        var index = 0
        while index < characters.count {
            while index < characters.count, characters[index].isWhitespace { index += 1 }
            guard index < characters.count else { break }
            let start = index
            var end = characters.count
            var isTerminated = false
            while index < characters.count {
                if characters[index].isNewline {
                    end = index
                    isTerminated = true
                    break
                }
                if endsSentence(characters, at: index) {
                    index += 1
                    while index < characters.count, sentenceTerminators.contains(characters[index]) { index += 1 }
                    while index < characters.count, sentenceClosers.contains(characters[index]) { index += 1 }
                    end = index
                    isTerminated = true
                    break
                }
                index += 1
            }
            var trimmedEnd = end
            while trimmedEnd > start, characters[trimmedEnd - 1].isWhitespace { trimmedEnd -= 1 }
            sentences.append((TextRange(start..<trimmedEnd), isTerminated))
        }
        return sentences
    }

    static func paragraphs(in characters: [Character]) -> [TextRange] {
        var paragraphs: [TextRange] = []
        var start = 0
        for (index, character) in characters.enumerated() where character.isNewline {
            if index > start { paragraphs.append(TextRange(start..<index)) }
            start = index + 1
        }
        if characters.count > start { paragraphs.append(TextRange(start..<characters.count)) }
        return paragraphs
    }
}
