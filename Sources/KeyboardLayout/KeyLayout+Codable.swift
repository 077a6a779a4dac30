import Foundation

/// Written out: the file gives the id as `name` and an optional `device` (`"pad"` for an iPad
/// arrangement), calls the bar `candidateBar`, and decoding checks names, rows and key ids.
extension KeyLayout: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case name, device, displayName, language, page, candidateBar, metrics, style, rows
    }

    /// Reads a layout file. `name` and a non-empty `rows` are required; `displayName` defaults to the name,
    /// `language` to English, `page` to letters, `candidateBar` to true. An unknown key, an empty name or
    /// a key id used twice throws a `DecodingError` with the path to the offending field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .name)
        guard !name.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .name, in: container, debugDescription: "must not be empty")
        }
        id = LayoutID(name, device: try container.decodeIfPresent(DeviceClass.self, forKey: .device) ?? .phone)
        displayName = try container.decodeIfPresent(String.self, forKey: .displayName) ?? id.description
        language = try container.decodeIfPresent(InputMode.self, forKey: .language) ?? .english
        page = try container.decodeIfPresent(KeyboardPage.self, forKey: .page) ?? .letters
        hasCandidateBar = try container.decodeIfPresent(Bool.self, forKey: .candidateBar) ?? true
        metrics = try container.decodeIfPresent(Oriented<MetricsPatch>.self, forKey: .metrics)
        style = try container.decodeIfPresent(LayoutStyle.self, forKey: .style)
        rows = try container.decode([LayoutRow].self, forKey: .rows)
        guard !rows.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .rows, in: container, debugDescription: "a layout needs at least one row")
        }
        try checkUniqueIDs(codingPath: container.codingPath)
    }

    /// Key ids must be unique: they name keys in hit tests, state and SVG.
    private func checkUniqueIDs(codingPath: [any CodingKey]) throws {
        var seen = Set<String>()
        func visit(_ items: [RowItem], path: [any CodingKey]) throws {
            for (index, item) in items.enumerated() {
                let itemPath = path + [AnyCodingKey(intValue: index)]
                switch item {
                case .key(let key):
                    if !seen.insert(key.id).inserted {
                        throw DecodingError.dataCorrupted(.init(
                            codingPath: itemPath + [AnyCodingKey("id")], debugDescription: "duplicate key id \"\(key.id)\""))
                    }
                case .row(let row):
                    try visit(row.items, path: itemPath + [AnyCodingKey("keys")])
                case .spacer:
                    break
                }
            }
        }
        for (index, row) in rows.enumerated() {
            try visit(row.items, path: codingPath + [CodingKeys.rows, AnyCodingKey(intValue: index), AnyCodingKey("keys")])
        }
    }

    /// Writes every field, defaults included, under the same keys the decoder reads.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id.name, forKey: .name)
        if id.device != .phone { try container.encode(id.device, forKey: .device) }
        try container.encode(displayName, forKey: .displayName)
        try container.encode(language, forKey: .language)
        try container.encode(page, forKey: .page)
        try container.encode(hasCandidateBar, forKey: .candidateBar)
        try container.encodeIfPresent(metrics, forKey: .metrics)
        try container.encodeIfPresent(style, forKey: .style)
        try container.encode(rows, forKey: .rows)
    }
}

extension KeyLayout {
    /// Decodes a layout file; errors name the file, the row, the key and the field.
    public init(jsonData data: Data, fileName: String) throws(LayoutFileError) {
        try LayoutJSONPrecheck.check(data, fileName: fileName)
        do {
            self = try JSONDecoder().decode(KeyLayout.self, from: data)
        } catch let error as DecodingError {
            throw LayoutFileError(file: fileName, decodingError: error, json: data)
        } catch {
            throw LayoutFileError(file: fileName, message: "\(error)")
        }
    }

    /// Reads and decodes a layout file.
    public init(contentsOf url: URL) throws(LayoutFileError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw LayoutFileError(file: url.lastPathComponent, message: "cannot read the file (\(error.localizedDescription))")
        }
        try self.init(jsonData: data, fileName: url.lastPathComponent)
    }

    /// The layout as pretty-printed JSON in the file format.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
