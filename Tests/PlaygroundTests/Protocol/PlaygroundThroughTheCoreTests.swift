import Foundation
import Testing

/// The playground is a host: it reaches the engine and the user dictionary only through the
/// keyboard core (and the core's bridges), never by importing them or depending on them itself,
/// so a host change cannot route around the core again.
@Suite struct PlaygroundThroughTheCoreTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let forbidden = ["ChineseEngine", "UserDictionary"]

    /// The Swift files under `folder` of the repository, by path inside it, with their text.
    static func swiftFiles(under folder: String) throws -> [(file: String, text: String)] {
        let sources = repository.appendingPathComponent(folder)
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        return try files.map { ($0, try String(contentsOf: sources.appendingPathComponent($0), encoding: .utf8)) }
    }

    @Test func noPlaygroundSourceImportsTheEngineOrTheUserDictionary() throws {
        let files = try Self.swiftFiles(under: "Sources/Playground")
        #expect(files.count > 20)
        for (file, text) in files {
            for line in text.split(separator: "\n") where line.trimmingCharacters(in: .whitespaces).hasPrefix("import ")
                || line.contains("@_exported import") || line.contains("@testable import") {
                let words = line.split(whereSeparator: { $0 == " " || $0 == "." })
                for module in Self.forbidden { #expect(!words.contains(Substring(module)), "\(file): \(line)") }
            }
        }
    }

    /// Issue 91: the core re-exported engine types (`@_exported`), so the playground used them
    /// without declaring the engine; no module passes on another's names now.
    @Test func noSourceReExportsAModule() throws {
        let files = try Self.swiftFiles(under: "Sources")
        #expect(files.count > 200)
        for (file, text) in files { #expect(!text.contains("@_exported"), "\(file)") }
    }

    @Test func thePlaygroundTargetDependsOnNeither() throws {
        let manifest = try String(contentsOf: Self.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        let start = try #require(manifest.range(of: "name: \"Playground\",\n"), "the Playground target's declaration")
        let end = try #require(manifest[start.upperBound...].range(of: "resources:"), "the Playground target's resources")
        let target = manifest[start.upperBound..<end.lowerBound]
        #expect(target.contains("\"KeyboardCore\""))
        for module in Self.forbidden { #expect(!target.contains("\"\(module)\""), "Package.swift's Playground target lists \(module)") }
    }
}
