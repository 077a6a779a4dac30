import FileOutput
import Foundation

/// The output-path policy over whatever may be at the path: the first byte picks what is there
/// (nothing, a file, a link to a file, a dangling link, a directory, a FIFO, a link to a directory)
/// and whether `--force` is given; the rest is what is written. Whatever happens, nothing is
/// written through a link or into anything but a regular file, a refusal changes nothing, a
/// success leaves exactly the bytes, and no temporary file is left behind.
enum OutputPathFuzz {
    /// One folder per process (in /dev/shm when there is one), emptied for each input.
    static let folder: String = {
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        let path = base + "/shurufa-fuzz-output-\(getpid())"
        mkdir(path, 0o755)
        return path
    }()

    enum Existing: UInt8, CaseIterable { case nothing, file, linkToFile, danglingLink, directory, fifo, linkToDirectory }

    static func run(_ bytes: [UInt8]) {
        guard let selector = bytes.first else { return }
        let existing = Existing.allCases[Int(selector & 0x7F) % Existing.allCases.count]
        let force = selector & 0x80 != 0
        let content = Data(bytes.dropFirst())
        let target = folder + "/out", other = folder + "/other", otherFolder = folder + "/dir"
        clear()
        let old = Data("old".utf8)
        switch existing {
        case .nothing: break
        case .file: _ = FileManager.default.createFile(atPath: target, contents: old)
        case .linkToFile:
            _ = FileManager.default.createFile(atPath: other, contents: old)
            symlink(other, target)
        case .danglingLink: symlink(other, target)
        case .directory: mkdir(target, 0o755)
        case .fifo: mkfifo(target, 0o644)
        case .linkToDirectory:
            mkdir(otherFolder, 0o755)
            symlink(otherFolder, target)
        }
        let before = kind(target)
        var wrote = false
        do {
            try OutputPath(target, force: force).write(content)
            wrote = true
        } catch OutputPathError.refused {
        } catch {
            fatalError("unexpected failure: \(error)")
        }
        let allowed = existing == .nothing || (existing == .file && force)
        fuzzCheck(wrote == allowed, "\(existing) force=\(force): wrote \(wrote)")
        if wrote {
            fuzzCheck(kind(target) == S_IFREG && FileManager.default.contents(atPath: target) == content, "not the bytes written")
        } else {
            fuzzCheck(kind(target) == before, "a refusal changed what is at the path")
            if existing == .file { fuzzCheck(FileManager.default.contents(atPath: target) == old, "a refusal changed the file") }
        }
        if existing == .linkToFile { fuzzCheck(FileManager.default.contents(atPath: other) == old, "written through a link") }
        fuzzCheck(existing != .danglingLink || kind(other) == nil, "a dangling link's target was created")
        if existing == .linkToDirectory {
            fuzzCheck((try? FileManager.default.contentsOfDirectory(atPath: otherFolder))?.isEmpty == true, "written into a linked folder")
        }
        let left = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        fuzzCheck(!left.contains { $0.contains(".tmp-") }, "a temporary file was left: \(left)")
    }

    /// The file type at `path` (not following a link), nil when nothing is there.
    static func kind(_ path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    static func clear() {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            let path = folder + "/" + name
            if kind(path) == S_IFDIR { rmdir(path) } else { unlink(path) }
        }
    }
}
