import Foundation

/// Flow collections (`{ <<: *a, text: q }`, `[a, b]`, a whole file of JSON) and the scalar forms.
extension YAMLParser {
    /// Spaces, line breaks and comments inside a flow collection.
    mutating func skipFlowSpace() throws {
        while let c = peek() {
            if c == " " || c == "\t" || c == "\n" {
                i += 1
                try step()
            } else if c == "#", i == 0 || isBlank(at: i - 1) {
                while let d = peek(), d != "\n" { i += 1 }
            } else {
                return
            }
        }
    }

    /// Past the space before a flow collection's next item: the item's first character, or nil
    /// at `closing` (read past it); throws `unclosed` at the end of the text.
    mutating func nextFlowItem(closing: Unicode.Scalar, unclosed: String) throws -> Unicode.Scalar? {
        try skipFlowSpace()
        guard let c = peek() else { throw failure(unclosed) }
        if c == closing { i += 1; return nil }
        return c
    }

    /// After a flow collection's item: true at a `,` (another item follows), false at `closing`
    /// (each read past); anything else throws, naming `collection`.
    mutating func flowItemEnds(closing: Unicode.Scalar, in collection: String) throws -> Bool {
        if peek() == "," { i += 1; return true }
        if peek() == closing { i += 1; return false }
        throw failure("expected `,` or `\(closing)` in \(collection)")
    }

    mutating func flow() throws -> Parsed {
        try enter()
        defer { depth -= 1 }
        let opening = peek()
        i += 1
        if opening == "[" {
            var items: [YAMLNode] = []
            var size = 1
            while try nextFlowItem(closing: "]", unclosed: "a `[` sequence is not closed") != nil {
                let item = try flowValue()
                try count(1)
                size += item.size
                try skipFlowSpace()
                if peek() == ":" {
                    // `[a: b]`: a one-entry mapping.
                    i += 1
                    try skipFlowSpace()
                    let value = try flowValue()
                    items.append(.mapping([YAMLEntry(key: item.node.text ?? "", value: value.node)]))
                    size += value.size
                    try skipFlowSpace()
                } else {
                    items.append(item.node)
                }
                guard try flowItemEnds(closing: "]", in: "a flow sequence") else { break }
            }
            return Parsed(node: .sequence(items), size: size)
        }
        var own: [YAMLEntry] = []
        var merges: [Parsed] = []
        var size = 1
        while let c = try nextFlowItem(closing: "}", unclosed: "a `{` mapping is not closed") {
            let isQuoted = c == "\"" || c == "'"
            let key = isQuoted ? try quoted() : readPlainKey(inFlow: true)
            try skipFlowSpace()
            var value = Parsed(node: .null, size: 1)
            if peek() == ":" {
                i += 1
                try skipFlowSpace()
                if let next = peek(), next != ",", next != "}" { value = try flowValue() }
            }
            try count(1)
            size += value.size
            if key == "<<", !isQuoted { merges.append(value) } else { own.append(YAMLEntry(key: key, value: value.node)) }
            try skipFlowSpace()
            guard try flowItemEnds(closing: "}", in: "a flow mapping") else { break }
        }
        return try merged(own: own, merges: merges, size: size)
    }

    mutating func flowValue() throws -> Parsed {
        let anchor = try properties(inFlow: true)
        let result: Parsed
        switch peek() {
        case "*": result = try alias()
        case "{", "[": result = try flow()
        case "\"", "'":
            try count(1)
            result = Parsed(node: .scalar(try quoted()), size: 1)
        default:
            try count(1)
            result = Parsed(node: plainNode(readPlain(inFlow: true)), size: 1)
        }
        if let anchor { anchors[anchor] = result }
        return result
    }

    /// A plain scalar to the end of its line, a ` #` comment, a `: ` or (in flow) a flow indicator.
    mutating func readPlain(inFlow: Bool) -> String {
        let start = i
        while let c = peek(), c != "\n" {
            if c == ":", isBlank(at: i + 1) || (inFlow && [",", "]", "}"].contains(s[i + 1])) { break }
            if c == "#", i > start, s[i - 1] == " " || s[i - 1] == "\t" { break }
            if inFlow, c == "," || c == "]" || c == "}" { break }
            i += 1
        }
        return s.text(start..<i).trimmingCharacters(in: .whitespaces)
    }

    /// A plain key, up to its `:` (or, in flow, a `,` or `}` ending a key with no value).
    mutating func readPlainKey(inFlow: Bool) -> String {
        let start = i
        while let c = peek(), c != "\n" {
            if c == ":", isBlank(at: i + 1) || (inFlow && [",", "]", "}", "\"", "'"].contains(s[i + 1])) { break }
            if inFlow, c == "," || c == "}" { break }
            i += 1
        }
        return s.text(start..<i).trimmingCharacters(in: .whitespaces)
    }

    /// A `"…"` or `'…'` scalar, escapes applied; a line break inside folds to a space.
    mutating func quoted() throws -> String {
        let quote = s[i]
        i += 1
        var out: [UInt8] = []
        while true {
            guard let c = peek() else { throw failure("a quoted scalar is not closed") }
            i += 1
            if c == quote {
                if quote == "'", peek() == "'" { out.append(UInt8(ascii: "'")); i += 1; continue }
                return String(decoding: out, as: UTF8.self)
            }
            if c == "\n" {
                while let d = peek(), d == " " || d == "\t" { i += 1 }
                out.append(UInt8(ascii: " "))
                try step()
                continue
            }
            if c == "\\", quote == "\"" {
                guard let e = peek() else { throw failure("a quoted scalar ends in `\\`") }
                i += 1
                switch e {
                case "n": out.append(10)
                case "t": out.append(9)
                case "r": out.append(13)
                case "0": out.append(0)
                case "u", "x", "U":
                    let length = e == "x" ? 2 : e == "u" ? 4 : 8
                    guard i + length <= s.count, s.bytes[i..<i + length].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
                          let value = UInt32(s.text(i..<i + length), radix: 16),
                          let scalar = Unicode.Scalar(value) else { throw failure("a bad `\\\(e)` escape") }
                    out.append(contentsOf: String(scalar).utf8)
                    i += length
                case "\n":
                    while let d = peek(), d == " " || d == "\t" { i += 1 }
                default: out.append(s.bytes[i - 1])
                }
                continue
            }
            out.append(s.bytes[i - 1])
        }
    }

    /// A `|` (literal) or `>` (folded) block scalar: the lines indented past `parentIndent`.
    mutating func blockScalar(parentIndent: Int) throws -> Parsed {
        let folded = peek() == ">"
        var keep = false, strip = false
        while let c = peek(), c != "\n" {
            if c == "-" { strip = true }
            if c == "+" { keep = true }
            if c == "#" { while let d = peek(), d != "\n" { i += 1 }; break }
            i += 1
        }
        // Written as read: lines joined by a space (folded) or a line break, empty lines held back
        // until a line follows (trailing ones are dropped unless `+`), so a run of empty lines
        // costs a count, not a string each.
        let separator = UInt8(ascii: folded ? " " : "\n")
        var text: [UInt8] = [], lines = 0, heldEmpty = 0
        func add(_ line: some Collection<UInt8>) {
            if lines > 0 { text.append(separator) }
            text.append(contentsOf: line)
            lines += 1
        }
        var indent: Int?
        while i < s.count {
            try step()
            i += 1  // past the line break
            let lineStart = i
            while let c = peek(), c == " " { i += 1 }
            let lineIndent = i - lineStart
            let isEmpty = peek() == nil || peek() == "\n"
            if !isEmpty {
                if indent == nil {
                    guard lineIndent > parentIndent else { i = lineStart - 1; break }
                    indent = lineIndent
                }
                if lineIndent < indent! { i = lineStart - 1; break }
            }
            let textStart = min(lineStart + (indent ?? lineIndent), i)
            while let c = peek(), c != "\n" { i += 1 }
            if isEmpty {
                heldEmpty += 1
            } else {
                for _ in 0..<heldEmpty { add(EmptyCollection()) }
                heldEmpty = 0
                add(s.bytes[textStart..<i])
            }
            if peek() == nil { break }
        }
        if i >= s.count { i = s.count }
        if keep { for _ in 0..<heldEmpty { add(EmptyCollection()) } }
        if !strip, lines > 0 { text.append(10) }
        let scalar = String(decoding: text, as: UTF8.self)
        try count(1)
        return Parsed(node: .scalar(scalar), size: 1)
    }
}
