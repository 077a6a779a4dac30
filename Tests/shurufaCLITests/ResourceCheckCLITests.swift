import Foundation
import Testing

/// A `shurufa` that cannot read its resource folders says which and where, and exits with status
/// 1, instead of SwiftPM's `Bundle.module` trap (SIGILL, no message); a copy without them still
/// runs while the folder it was built in is there.
@Suite struct ResourceCheckCLITests {
    /// A folder holding a copy of the binary alone.
    private func loneCopy() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-lone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        try FileManager.default.copyItem(at: shurufaBinary(), to: folder.appendingPathComponent("shurufa"))
        return folder
    }

    @Test func aCopyWithoutItsResourcesRunsFromTheBuildFolder() async throws {
        let folder = try loneCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await runShurufa(["convert"], stdin: "nihao\n", binary: folder.appendingPathComponent("shurufa"))
        #expect(result.status == 0 && result.stdout == "你好\n", "\(result.stderr)")
    }

    @Test func noReadableResourcesIsAMessageAndStatus1() async throws {
        // The build folder is hidden under an empty file system in a mount namespace of the command's own.
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else {
            print("skipped noReadableResourcesIsAMessageAndStatus1: it needs root and /usr/bin/unshare to hide the build folder")
            return
        }
        let folder = try loneCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let build = shurufaBinary().resolvingSymlinksInPath().deletingLastPathComponent().path
        let copy = folder.appendingPathComponent("shurufa").path
        let probe = try await runShurufa(["-m", "sh", "-c", "mount -t tmpfs none '\(build)'"], binary: URL(fileURLWithPath: "/usr/bin/unshare"))
        guard probe.status == 0 else {
            print("skipped noReadableResourcesIsAMessageAndStatus1: no mount namespace here (\(probe.stderr.prefix(200)))")
            return
        }
        let result = try await runShurufa(["-m", "sh", "-c", "mount -t tmpfs none '\(build)' && exec '\(copy)' convert"],
                                          stdin: "nihao\n", binary: URL(fileURLWithPath: "/usr/bin/unshare"))
        #expect(result.status == 1, "\(result.status): \(result.stderr.prefix(500))")
        #expect(result.stderr.contains("Shurufa_ChineseEngine.resources") && result.stderr.contains(folder.path), "\(result.stderr)")
        #expect(!result.stderr.contains("Fatal error"))
    }
}
