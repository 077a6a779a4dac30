import Foundation
import Zip

/// The text files of a skin by their path inside it (`26_Rainbow_Functions/light/pinyin_26_portrait.yaml`),
/// and the names of the files it holds that a theme cannot carry (images, fonts). Read from a
/// zip (.hskin, .cskin) or a folder, with every size capped.
struct SkinFiles {
    /// The largest theme file read (a skin's biggest YAML is under 1 MB; a zip of images a few MB).
    static let maximumFileBytes = 16 << 20
    /// The most bytes a skin's YAML files may unpack to in all.
    static let maximumUnpackedBytes = 32 << 20

    var texts: [String: String]
    var otherFiles: [String]

    /// The YAML files of a zip; images and fonts only listed.
    init(zip data: Data, file: String) throws {
        do {
            let names = try ZipFiles.names(in: data)
            let entries = try ZipFiles.contents(in: data, totalLimit: Self.maximumUnpackedBytes) { Self.isText($0) }
            texts = Dictionary(entries.map { ($0.name, String(decoding: $0.bytes, as: UTF8.self)) }, uniquingKeysWith: { first, _ in first })
            otherFiles = names.filter { !$0.hasSuffix("/") && !Self.isText($0) }
        } catch let error as ZipError {
            throw ThemeImportError.archive(file: file, reason: error.reason)
        }
    }

    /// The YAML files under a folder (at most a few levels deep).
    init(folder: URL, file: String) throws {
        var texts: [String: String] = [:], others: [String] = []
        var total = 0
        let base = folder.standardizedFileURL.path
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey, .fileSizeKey])
        while let url = enumerator?.nextObject() as? URL {
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey])
            guard values?.isRegularFile == true else { continue }
            let path = url.standardizedFileURL.path
            let relative = path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : url.lastPathComponent
            guard Self.isText(relative) else { others.append(relative); continue }
            total += values?.fileSize ?? 0
            guard total <= Self.maximumUnpackedBytes else { throw ThemeImportError.tooLarge(file: file, bytes: total, limit: Self.maximumUnpackedBytes) }
            texts[relative] = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        }
        self.texts = texts
        otherFiles = others.sorted()
    }

    static func isText(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") || lower.hasSuffix(".json")
    }

    /// The YAML document at `path`; YAML errors name `file` and the path.
    func document(_ path: String, file: String) throws -> YAMLNode? {
        guard let text = texts[path] else { return nil }
        return try parseYAML(text, file: "\(file)/\(path)")
    }
}

/// `YAMLParser.parse` with its failure named after `file`.
func parseYAML(_ text: String, file: String) throws -> YAMLNode {
    do {
        return try YAMLParser.parse(text)
    } catch let failure as YAMLParser.Failure {
        throw ThemeImportError.yaml(file: file, line: failure.line, reason: failure.reason)
    }
}
