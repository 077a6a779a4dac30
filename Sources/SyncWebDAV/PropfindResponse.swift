import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The entries of a PROPFIND multistatus answer: each `response`'s href, ETag, length and whether
/// it is a folder. Anything that is not a multistatus document reads as nil.
struct PropfindResponse {
    struct Entry {
        var href = ""
        var etag: String?
        var length: Int?
        var isCollection = false
    }

    static func parse(_ data: Data) -> [Entry]? {
        let delegate = Reader()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.delegate = delegate
        guard parser.parse(), delegate.sawMultistatus else { return nil }
        return delegate.entries
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var entries: [Entry] = []
        var sawMultistatus = false
        private var current: Entry?
        private var text = ""

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            text = ""
            switch name {
            case "multistatus": sawMultistatus = true
            case "response": current = Entry()
            case "collection": current?.isCollection = true
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            text += string
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
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
}
