import FileOutput
import Foundation
import Testing

/// The one output-path policy: new files only unless forced, never a device, FIFO, directory or
/// link, written whole through a temporary file beside the target.
@Suite struct OutputPathTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("output-path-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func file(_ name: String) -> URL { folder.appendingPathComponent(name) }
    private func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() }
    private func refused(_ body: () throws -> Void) -> Bool {
        do { try body() } catch OutputPathError.refused { return true } catch { return false }
        return false
    }

    @Test func writesANewFileWhole() throws {
        let target = file("out.txt")
        try OutputPath(target).write(Data("hello\n".utf8))
        #expect(try String(contentsOf: target, encoding: .utf8) == "hello\n")
        #expect(try names() == ["out.txt"])  // no temporary file left
    }

    @Test func anExistingFileNeedsForce() throws {
        let target = file("out.txt")
        try Data("old".utf8).write(to: target)
        #expect(refused { try OutputPath(target.path).write(Data("new".utf8)) })
        #expect(try String(contentsOf: target, encoding: .utf8) == "old")
        try OutputPath(target.path, force: true).write(Data("new".utf8))
        #expect(try String(contentsOf: target, encoding: .utf8) == "new")
        #expect(try names() == ["out.txt"])
    }

    @Test func aReplacedFileKeepsItsPermissions() throws {
        let target = file("out.txt")
        try Data("old".utf8).write(to: target)
        chmod(target.path, 0o600)
        try OutputPath(target.path, force: true).write(Data("new".utf8))
        var info = stat()
        stat(target.path, &info)
        #expect(info.st_mode & 0o777 == 0o600)
    }

    @Test func aSymbolicLinkIsNeverWrittenThroughEvenWithForce() throws {
        let victim = file("victim.txt")
        try Data("keep".utf8).write(to: victim)
        let link = file("link.txt")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: victim)
        for force in [false, true] {
            #expect(refused { try OutputPath(link.path, force: force).write(Data("evil".utf8)) })
        }
        #expect(try String(contentsOf: victim, encoding: .utf8) == "keep")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == victim.path)
        // A dangling link is refused too (writing would create its target).
        let dangling = file("dangling.txt")
        try FileManager.default.createSymbolicLink(at: dangling, withDestinationURL: file("nowhere.txt"))
        #expect(refused { try OutputPath(dangling.path, force: true).write(Data("x".utf8)) })
        #expect(!FileManager.default.fileExists(atPath: file("nowhere.txt").path))
    }

    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let fifo = file("pipe")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        for force in [false, true] {
            #expect(refused { try OutputPath(fifo.path, force: force).write(Data("x".utf8)) })
        }
        var info = stat()
        lstat(fifo.path, &info)
        #expect(info.st_mode & S_IFMT == S_IFIFO)
        #expect(try names() == ["pipe"])
    }

    @Test func aDirectoryIsRefused() throws {
        let directory = file("folder")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        #expect(refused { try OutputPath(directory.path, force: true).write(Data("x".utf8)) })
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    @Test func aDeviceIsRefused() throws {
        // /dev/null is a character device on every Linux machine; it stays one.
        #expect(refused { try OutputPath("/dev/null", force: true).write(Data("x".utf8)) })
        var info = stat()
        lstat("/dev/null", &info)
        #expect(info.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func theInputIsRefused() throws {
        let input = file("in.txt")
        try Data("input".utf8).write(to: input)
        #expect(refused { try OutputPath(input.path, force: true, notSameAs: [input.path]).write(Data("x".utf8)) })
        #expect(try String(contentsOf: input, encoding: .utf8) == "input")
    }

    /// Issue 50: writing over a database's `-wal` or `-shm` file (or one not there yet, or a hard
    /// link to one) lost acknowledged data; every file SQLite keeps beside an input is refused.
    @Test func theFilesBesideADatabaseInputAreRefused() throws {
        let database = file("w.db")
        try Data("db".utf8).write(to: database)
        for suffix in ["-wal", "-shm", "-journal"] {
            let side = file("w.db" + suffix)
            #expect(refused { try OutputPath(side.path, force: true, notSameAs: [database.path]).check() }, "missing \(suffix)")
            try Data("side".utf8).write(to: side)
            #expect(refused { try OutputPath(side.path, force: true, notSameAs: [database.path]).write(Data("x".utf8)) }, "\(suffix)")
            #expect(try String(contentsOf: side, encoding: .utf8) == "side")
            let hardLink = file("link" + suffix)
            #expect(link(side.path, hardLink.path) == 0)
            #expect(refused { try OutputPath(hardLink.path, force: true, notSameAs: [database.path]).check() }, "a hard link to \(suffix)")
        }
        // The input named through a symbolic link: SQLite keeps its side files beside the real file.
        let linked = file("alias.db")
        try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: database)
        #expect(refused { try OutputPath(file("w.db-wal").path, force: true, notSameAs: [linked.path]).check() })
        // Anything else beside it is still writable.
        try OutputPath(file("w.db-export").path, notSameAs: [database.path]).write(Data("ok".utf8))
    }

    @Test func aFailedWriteLeavesNothingAndTheOldFileWhole() throws {
        let target = file("out.txt")
        try Data("old".utf8).write(to: target)
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try OutputPath(target.path, force: true).write { descriptor in
                _ = "partial".withCString { write(descriptor, $0, 7) }
                throw Stop()
            }
        }
        #expect(try String(contentsOf: target, encoding: .utf8) == "old")
        #expect(try names() == ["out.txt"])
    }

    @Test func aMissingFolderIsAClearError() throws {
        let target = folder.appendingPathComponent("no/such/out.txt")
        #expect(throws: OutputPathError.self) { try OutputPath(target).write(Data("x".utf8)) }
    }
}
