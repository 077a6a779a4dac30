import Foundation
import Zip

/// The text files of a skin by their path inside it (`26_Rainbow_Functions/light/pinyin_26_portrait.yaml`),
/// as UTF-8 bytes (parsed where they are), and the names of the files it holds that a theme cannot
/// carry (images, fonts). Read from a zip (.hskin, .cskin) or a folder, with every size capped.
struct SkinFiles {
    /// The most bytes a skin's YAML files may unpack to in all (a skin's biggest YAML is under 1 MB).
    static let maximumUnpackedBytes = 32 << 20

    var texts: [String: [UInt8]]
    var otherFiles: [String]

    /// The YAML files of a zip; images and fonts only listed.
    init(zip data: Data, file: String) throws {
        do {
            let names = try ZipFiles.names(in: data)
            let entries = try ZipFiles.contents(in: data, totalLimit: Self.maximumUnpackedBytes) { Self.isText($0) }
            texts = Dictionary(entries.map { ($0.name, $0.bytes) }, uniquingKeysWith: { first, _ in first })
            otherFiles = names.filter { !$0.hasSuffix("/") && !Self.isText($0) }
        } catch let error as ZipError {
            throw ThemeImportError.archive(file: file, reason: error.reason)
        }
    }

    /// The YAML files under a folder (at most a few levels deep), each read as `ThemeFile` reads
    /// (regular files only, sizes from the files links lead to).
    init(folder: URL, file: String) throws {
        var texts: [String: [UInt8]] = [:], others: [String] = []
        var total = 0
        let base = folder.standardizedFileURL.path
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory != true else { continue }
            let path = url.standardizedFileURL.path
            let relative = path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : url.lastPathComponent
            guard Self.isText(relative) else { others.append(relative); continue }
            let bytes: Data
            do {
                bytes = try ThemeFile.read(url, name: "\(file)/\(relative)") { _ in Self.maximumUnpackedBytes - total }
            } catch ThemeImportError.tooLarge(_, let size, _) {
                throw ThemeImportError.tooLarge(file: file, bytes: total + size, limit: Self.maximumUnpackedBytes)
            }
            total += bytes.count
            texts[relative] = [UInt8](bytes)
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
        guard let bytes = texts[path] else { return nil }
        return try parseYAML(bytes, file: "\(file)/\(path)")
    }
}

/// `YAMLParser.parse` of UTF-8 `bytes` with its failure named after `file`.
func parseYAML(_ bytes: [UInt8], file: String) throws -> YAMLNode {
    do {
        return try YAMLParser.parse(utf8: bytes)
    } catch let failure as YAMLParser.Failure {
        throw ThemeImportError.yaml(file: file, line: failure.line, reason: failure.reason)
    }
}
