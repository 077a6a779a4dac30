import Foundation

/// A coding key for any field name, used to find fields a decoder does not know.
struct AnyCodingKey: CodingKey, Hashable {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
    init(_ name: String) { stringValue = name }
}

extension KeyedDecodingContainer {
    /// Throws for a field outside `allowed`, so that a typo (`"widht"`) is an error, not silently ignored.
    func rejectUnknownKeys(allowed: Set<String>) throws {
        for key in allKeys where !allowed.contains(key.stringValue) {
            throw DecodingError.dataCorrupted(.init(
                codingPath: codingPath + [AnyCodingKey(key.stringValue)],
                debugDescription: "unknown field; expected one of " + allowed.sorted().joined(separator: ", ")))
        }
    }
}

extension Decoder {
    /// The keyed container of a layout file's object whose fields are exactly `Keys`: a field outside
    /// them throws (`rejectUnknownKeys`), so the names allowed are the keys declared, never a second list.
    func strictContainer<Keys: CodingKey & CaseIterable>(keyedBy type: Keys.Type) throws -> KeyedDecodingContainer<Keys> {
        try container(keyedBy: AnyCodingKey.self).rejectUnknownKeys(allowed: Set(Keys.allCases.map(\.stringValue)))
        return try container(keyedBy: type)
    }
}

extension KeyedDecodingContainer {
    /// A length in points, if present: a finite number ≥ 0, else an error naming the key.
    func decodeNonNegativeIfPresent(forKey key: Key) throws -> Double? {
        guard let value = try decodeIfPresent(Double.self, forKey: key) else { return nil }
        guard value >= 0, value.isFinite else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "must be a finite number ≥ 0, found \(value)")
        }
        return value
    }
}
