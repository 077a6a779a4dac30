/// Reads the elements and text of an XML document, enough for a WebDAV answer, without libxml2
/// (FoundationXML's `XMLParser` would make every `shurufa` process load it; see Package.swift):
/// start and end tags by local name (`D:href` → `href`), character data with the predefined and
/// numeric entities decoded, CDATA sections; declarations, comments and processing instructions
/// are skipped. A document that is not well formed (tags that do not match, text outside the
/// root, an unknown entity, a DOCTYPE with an internal subset, a second root) is refused.
enum XMLScanner {
    /// What the scanner meets, in document order.
    enum Event: Equatable {
        /// An element's start, by local name (an empty element gives its start and end).
        case start(String)
        /// Character data inside the root (a run of text may come in several pieces).
        case text(String)
        /// An element's end, by local name.
        case end(String)
    }

    /// Calls `body` with each event of `bytes`; false when the document is not well formed
    /// (events up to the fault have been given).
    static func scan(_ bytes: [UInt8], _ body: (Event) -> Void) -> Bool {
        var open: [ArraySlice<UInt8>] = []
        var sawRoot = false
        var index = 0
        func find(_ pattern: String, from start: Int) -> Int? {
            let needle = Array(pattern.utf8)
            guard bytes.count >= needle.count else { return nil }
            var position = start
            while position <= bytes.count - needle.count {
                if bytes[position] == needle[0], bytes[position..<position + needle.count].elementsEqual(needle) { return position }
                position += 1
            }
            return nil
        }
        func starts(_ prefix: String) -> Bool { bytes[index...].starts(with: prefix.utf8) }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                let end = bytes[index...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.count
                guard let text = decodeText(bytes[index..<end]) else { return false }
                if !open.isEmpty {
                    body(.text(text))
                } else if !text.allSatisfy(\.isWhitespace) {
                    return false
                }
                index = end
                continue
            }
            if starts("<?") {
                guard let end = find("?>", from: index + 2) else { return false }
                index = end + 2
            } else if starts("<!--") {
                guard let end = find("-->", from: index + 4) else { return false }
                index = end + 3
            } else if starts("<![CDATA[") {
                guard !open.isEmpty, let end = find("]]>", from: index + 9) else { return false }
                body(.text(String(decoding: bytes[(index + 9)..<end], as: UTF8.self)))
                index = end + 3
            } else if starts("<!") {
                guard let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")),
                      !bytes[index..<end].contains(UInt8(ascii: "[")) else { return false }
                index = end + 1
            } else if starts("</") {
                guard let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else { return false }
                let name = trimmed(bytes[(index + 2)..<end])
                guard let last = open.popLast(), last.elementsEqual(name) else { return false }
                body(.end(localName(name)))
                index = end + 1
            } else {
                guard let (name, end, isEmpty) = startTag(bytes, at: index), open.isEmpty ? !sawRoot : true else { return false }
                sawRoot = true
                body(.start(localName(name)))
                if isEmpty { body(.end(localName(name))) } else { open.append(name) }
                index = end + 1
            }
        }
        return sawRoot && open.isEmpty
    }

    /// The start tag at `start` (`<`): its qualified name, where its `>` is and whether it ends
    /// with `/>`; nil when it has no name or no end (quoted attribute values may hold `>`).
    private static func startTag(_ bytes: [UInt8], at start: Int) -> (name: ArraySlice<UInt8>, end: Int, isEmpty: Bool)? {
        var position = start + 1
        while position < bytes.count, !isSpace(bytes[position]), bytes[position] != UInt8(ascii: ">"), bytes[position] != UInt8(ascii: "/") {
            position += 1
        }
        let name = bytes[(start + 1)..<position]
        guard !name.isEmpty else { return nil }
        var quote: UInt8?
        while position < bytes.count {
            let byte = bytes[position]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return (name, position, bytes[position - 1] == UInt8(ascii: "/"))
            } else if byte == UInt8(ascii: "<") {
                return nil
            }
            position += 1
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var slice = bytes
        while let last = slice.last, isSpace(last) { slice = slice.dropLast() }
        return slice
    }

    private static func localName(_ name: ArraySlice<UInt8>) -> String {
        let local = name.lastIndex(of: UInt8(ascii: ":")).map { name[($0 + 1)...] } ?? name
        return String(decoding: local, as: UTF8.self)
    }

    /// Character data with its entities decoded; nil for a `&` that starts no known entity.
    private static func decodeText(_ bytes: ArraySlice<UInt8>) -> String? {
        guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
        var result: [UInt8] = []
        var position = bytes.startIndex
        while position < bytes.endIndex {
            guard bytes[position] == UInt8(ascii: "&") else {
                result.append(bytes[position])
                position += 1
                continue
            }
            guard let end = bytes[position...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else { return nil }
            let entity = String(decoding: bytes[(position + 1)..<end], as: UTF8.self)
            guard let scalar = entityScalar(entity) else { return nil }
            result.append(contentsOf: String(Character(scalar)).utf8)
            position = end + 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func entityScalar(_ entity: String) -> Unicode.Scalar? {
        switch entity {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard entity.hasPrefix("#") else { return nil }
            let digits = entity.dropFirst()
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            return value.flatMap(Unicode.Scalar.init)
        }
    }
}
