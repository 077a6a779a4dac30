import Foundation

/// The resource folders the command line's modules read (the engine's data, the handwriting model,
/// the layouts, the emoji catalogue, the playground's page), checked before any command runs.
/// SwiftPM's generated `Bundle.module` looks for each beside the executable, then in the folder it
/// was built in, and traps (SIGILL, no message) when neither can be read — a clone in a folder
/// another user cannot reach, a binary copied without them. This says which folder is missing
/// where, and the process exits with status 1 instead.
enum ResourceCheck {
    /// The bundles' names, `<package>_<target>`.
    static let bundleNames = ["Shurufa_ChineseEngine", "Shurufa_EnglishEngine", "Shurufa_Handwriting", "Shurufa_KeyboardLayout", "Shurufa_Emoji", "Shurufa_Playground"]

    /// Nil when every bundle can be read where `Bundle.module` will look; else what is wrong, for a person.
    static func problem(executableFolder: URL = executableFolder(), buildFolder: URL? = buildFolder()) -> String? {
        #if os(Linux)
        let beside = bundleNames.filter { !isReadableFolder(executableFolder.appendingPathComponent($0 + ".resources")) }
        guard !beside.isEmpty else { return nil }
        // A binary copied elsewhere still finds the bundles it was built beside, while they are there.
        if let buildFolder, beside.allSatisfy({ isReadableFolder(buildFolder.appendingPathComponent($0 + ".resources")) }) { return nil }
        let names = beside.map { $0 + ".resources" }.joined(separator: ", ")
        return "cannot read the resource folder\(beside.count == 1 ? "" : "s") \(names) beside the executable in \(executableFolder.path)"
            + (buildFolder.map { " nor in its build folder \($0.path)" } ?? "")
            + " (\(describeAccess(executableFolder))); keep them beside the shurufa binary, readable by the user running it"
        #else
        return nil
        #endif
    }

    /// The folder of the running executable (`/proc/self/exe`, links resolved).
    static func executableFolder() -> URL {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: path).deletingLastPathComponent()
    }

    /// Where SwiftPM's accessor looks second: `<package>/.build/<triple>/<configuration>`, the
    /// package found from this file's path at build time.
    static func buildFolder(source: String = #filePath) -> URL? {
        #if arch(x86_64)
        let architecture = "x86_64"
        #elseif arch(arm64)
        let architecture = "aarch64"
        #else
        return nil
        #endif
        #if DEBUG
        let configuration = "debug"
        #else
        let configuration = "release"
        #endif
        let package = URL(fileURLWithPath: source).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return package.appendingPathComponent(".build/\(architecture)-unknown-linux-gnu/\(configuration)")
    }

    /// Whether `url` is a folder this process may list and enter.
    static func isReadableFolder(_ url: URL) -> Bool {
        var info = stat()
        return stat(url.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR && access(url.path, R_OK | X_OK) == 0
    }

    /// Why a folder's contents cannot be reached: the first folder on its path this user may not enter.
    private static func describeAccess(_ folder: URL) -> String {
        var path = ""
        for component in folder.standardizedFileURL.pathComponents.dropFirst() {
            path += "/" + component
            if access(path, X_OK) != 0 { return "user \(getuid()) may not enter \(path)" }
        }
        return "missing or unreadable"
    }
}
