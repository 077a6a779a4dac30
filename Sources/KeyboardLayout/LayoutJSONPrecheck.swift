import Foundation

/// A linear pass over a layout file's bytes before it is decoded, for what `JSONDecoder` reports
/// badly: nesting far deeper than any layout (it says only "not valid JSON"), numbers too large
/// for a Double (`1e999`, which it reports as a type mismatch elsewhere) and files far larger than
/// any layout. Each problem is named with its line.
enum LayoutJSONPrecheck {
    /// Objects and arrays nested deeper than this are refused (a layout needs about 8).
    static let maximumDepth = 32
    /// Larger files are refused (the standard layouts are a few kilobytes).
    static let maximumBytes = 1 << 20

    /// Throws the first problem found in `data`, naming `fileName`.
    static func check(_ data: Data, fileName: String) throws(LayoutFileError) {
        guard data.count <= maximumBytes else {
            throw LayoutFileError(file: fileName, message: "\(data.count) bytes; a layout file is at most \(maximumBytes) bytes")
        }
        var depth = 0, line = 1
        var inString = false, escaped = false
        var number: [UInt8] = []
        func endNumber() throws(LayoutFileError) {
            defer { number.removeAll(keepingCapacity: true) }
            guard !number.isEmpty, let text = String(bytes: number, encoding: .ascii), let value = Double(text), !value.isFinite else { return }
            throw LayoutFileError(file: fileName, location: "line \(line)", message: "the number \(text.prefix(40)) is out of range")
        }
        for byte in data {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                if byte == UInt8(ascii: "\n") { line += 1 }
                continue
            }
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
                number.append(byte)
                continue
            default:
                try endNumber()
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "\n"): line += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                guard depth <= maximumDepth else {
                    throw LayoutFileError(file: fileName, location: "line \(line)",
                                          message: "nested more than \(maximumDepth) levels deep; a layout is rows of keys, a few levels at most")
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
        }
        try endNumber()
    }
}
