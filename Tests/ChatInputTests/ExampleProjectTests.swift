import Foundation
import Testing

/// The example Xcode project in `Examples/ShurufaKeyboard`: its property lists parse and say what a
/// keyboard extension must say, and `project.yml` is YAML naming the host app and the extension.
struct ExampleProjectTests {
    static let example = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/ShurufaKeyboard")

    static func plist(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: example.appendingPathComponent(path))
        let value = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        return try #require(value as? [String: Any], "\(path) is not a dictionary")
    }

    @Test func theKeyboardsInfoPlistDeclaresAChineseKeyboardExtension() throws {
        let info = try Self.plist("Keyboard/Info.plist")
        #expect(info["CFBundlePackageType"] as? String == "XPC!")
        let ext = try #require(info["NSExtension"] as? [String: Any])
        #expect(ext["NSExtensionPointIdentifier"] as? String == "com.apple.keyboard-service")
        #expect((ext["NSExtensionPrincipalClass"] as? String)?.hasSuffix(".ShurufaKeyboardViewController") == true)
        let attributes = try #require(ext["NSExtensionAttributes"] as? [String: Any])
        #expect(attributes["PrimaryLanguage"] as? String == "zh-Hans")
        #expect(attributes["RequestsOpenAccess"] as? Bool == true)
        #expect(attributes["IsASCIICapable"] as? Bool == true)
    }

    @Test func theHostAppExplainsTheMicrophone() throws {
        let info = try Self.plist("App/Info.plist")
        #expect(info["CFBundlePackageType"] as? String == "APPL")
        #expect((info["NSMicrophoneUsageDescription"] as? String)?.isEmpty == false)
    }

    /// "Open in Shurufa": Files and AirDrop offer the host app the word lists it imports.
    @Test func theHostAppOpensWordLists() throws {
        let info = try Self.plist("App/Info.plist")
        let documents = try #require(info["CFBundleDocumentTypes"] as? [[String: Any]])
        let opened = Set(documents.flatMap { $0["LSItemContentTypes"] as? [String] ?? [] })
        let declared = try #require(info["UTImportedTypeDeclarations"] as? [[String: Any]])
        let extensions = Set(declared.flatMap { (($0["UTTypeTagSpecification"] as? [String: Any])?["public.filename-extension"] as? [String]) ?? [] })
        #expect(extensions == ["scel", "qcel", "qpyd", "bdict", "bcd"])
        for type in declared { #expect(opened.contains(type["UTTypeIdentifier"] as? String ?? "")) }
        #expect(opened.isSuperset(of: ["public.zip-archive", "public.plain-text"]))
    }

    @Test(arguments: ["App/App.entitlements", "Keyboard/Keyboard.entitlements"])
    func bothTargetsShareTheAppGroup(_ path: String) throws {
        let entitlements = try Self.plist(path)
        #expect(entitlements["com.apple.security.application-groups"] as? [String] == ["group.org.shurufa.keyboard"])
    }

    @Test func theAppGroupIsTheOneTheKeyboardReads() throws {
        let source = try String(
            contentsOf: Self.example.appendingPathComponent("../../Sources/ShurufaUIKit/Keyboard/KeyboardViewController.swift").standardized,
            encoding: .utf8)
        #expect(source.contains("\"group.org.shurufa.keyboard\""))
    }

    /// Parsed by PyYAML (Debian's python3-yaml, installed by scripts/setup.sh).
    @Test func projectYAMLNamesTheHostAppAndTheKeyboardExtension() throws {
        let script = """
            import json, sys, yaml
            spec = yaml.safe_load(open(sys.argv[1]))
            print(json.dumps({name: [t["type"], t["settings"]["base"]["INFOPLIST_FILE"]] for name, t in spec["targets"].items()}))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, Self.example.appendingPathComponent("project.yml").path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let targets = try JSONDecoder().decode([String: [String]].self, from: output)
        #expect(targets == [
            "ShurufaHost": ["application", "App/Info.plist"],
            "ShurufaKeyboard": ["app-extension", "Keyboard/Info.plist"],
        ])
        for (_, value) in targets {
            #expect(FileManager.default.fileExists(atPath: Self.example.appendingPathComponent(value[1]).path))
        }
    }
}
