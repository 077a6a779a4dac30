import Foundation

/// The entries of a PROPFIND multistatus answer: each `response`'s href, ETag, length and whether
/// it is a folder. Anything that is not a well-formed multistatus document reads as nil. Elements
/// are matched by their local names (`D:href`, `lp1:getetag` and `href` under `xmlns="DAV:"`
/// alike), as servers pick their own prefixes.
struct PropfindResponse {
    struct Entry {
        var href = ""
        var etag: String?
        var length: Int?
        var isCollection = false
    }

    static func parse(_ data: Data) -> [Entry]? {
        var entries: [Entry] = []
        var current: Entry?
        var sawMultistatus = false
        var text = ""
        let wellFormed = XMLScanner.scan(Array(data)) { event in
            switch event {
            case .start(let name):
                text = ""
                switch name {
                case "multistatus": sawMultistatus = true
                case "response": current = Entry()
                case "collection": current?.isCollection = true
                default: break
                }
            case .text(let string):
                text += string
            case .end(let name):
                let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
                switch name {
                case "href": current?.href = value
                case "getetag": current?.etag = value
                case "getcontentlength": current?.length = Int(value)
                case "response":
                    if let current { entries.append(current) }
                    current = nil
                default: break
                }
                text = ""
            }
        }
        guard wellFormed, sawMultistatus else { return nil }
        return entries
    }
}
