import Foundation

/// A layout file that could not be read, with where: the file, the row, the key and the field.
public struct LayoutFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's name (or path) as the caller gave it.
    public var file: String
    /// Where in the file, e.g. `row 3, key 5 ("z")`; empty for the whole file.
    public var location: String
    /// The field at fault, e.g. `width` or `style.fontSize`; `nil` if none.
    public var field: String?
    /// What is wrong, in words (e.g. `must be a finite number ≥ 0, found -2`).
    public var message: String

    /// An error about `file`, optionally pinned to a location and a field.
    public init(file: String, location: String = "", field: String? = nil, message: String) {
        self.file = file
        self.location = location
        self.field = field
        self.message = message
    }

    /// `file: location: field 'name': message`, the parts that are known, for the user to read.
    public var description: String {
        var parts = [file]
        if !location.isEmpty { parts.append(location) }
        if let field { parts.append("field '\(field)'") }
        return parts.joined(separator: ": ") + ": " + message
    }

    /// Translates a decoding error's coding path into rows, keys and a field, looking up key ids in the raw JSON.
    init(file: String, decodingError: DecodingError, json: Data) {
        let path: [any CodingKey]
        var message: String
        switch decodingError {
        case .typeMismatch(let type, let context):
            path = context.codingPath
            message = "expected \(LayoutFileError.describe(type))"
        case .valueNotFound(let type, let context):
            path = context.codingPath
            message = "expected \(LayoutFileError.describe(type)), found null"
        case .keyNotFound(let key, let context):
            path = context.codingPath + [key]
            message = context.debugDescription.hasPrefix("No value") || context.debugDescription.isEmpty
                ? "missing" : context.debugDescription
        case .dataCorrupted(let context):
            path = context.codingPath
            message = context.debugDescription
            if path.isEmpty, let underlying = context.underlyingError as NSError? {
                message = "not valid JSON (\(underlying.userInfo[NSDebugDescriptionErrorKey] ?? underlying.localizedDescription))"
            }
        @unknown default:
            path = []
            message = "\(decodingError)"
        }
        self.init(file: file, message: message)
        locate(path: path, json: (try? JSONSerialization.jsonObject(with: json, options: [.fragmentsAllowed])))
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Double.Type, is Int.Type: "a number"
        case is Bool.Type: "true or false"
        case is [Any].Type: "an array"
        default: "\(type)".contains("Array") ? "an array" : "an object"
        }
    }

    /// Walks `rows[i].keys[j].keys[k]…` naming rows, columns and keys; what follows is the field.
    private mutating func locate(path: [any CodingKey], json: Any?) {
        var places: [String] = []
        var fields: [String] = []
        var node: Any? = json
        var index = 0
        var inItems = false
        while index < path.count {
            let key = path[index]
            if fields.isEmpty, let position = key.intValue, inItems || places.isEmpty {
                let item = (node as? [Any]).flatMap { position < $0.count ? $0[position] : nil }
                let object = item as? [String: Any]
                if places.isEmpty {
                    places.append("row \(position + 1)")
                } else if object?["keys"] != nil {
                    places.append((places.count % 2 == 1 ? "column " : "row ") + "\(position + 1)")
                } else if object?["spacer"] != nil {
                    places.append("spacer \(position + 1)")
                } else {
                    let id = (object?["id"] as? String) ?? (object?["char"] as? String)
                    places.append("key \(position + 1)" + (id.map { " (\"\($0)\")" } ?? ""))
                }
                node = item
                inItems = false
            } else if fields.isEmpty, key.stringValue == "rows" || key.stringValue == "keys", key.intValue == nil,
                      index + 1 < path.count, path[index + 1].intValue != nil {
                node = (node as? [String: Any])?[key.stringValue]
                inItems = true
            } else {
                fields.append(key.intValue.map { "[\($0)]" } ?? key.stringValue)
                node = nil
            }
            index += 1
        }
        location = places.joined(separator: ", ")
        if !fields.isEmpty {
            field = fields.reduce("") { result, part in
                part.hasPrefix("[") || result.isEmpty ? result + part : result + "." + part
            }
        }
    }
}
