import ChineseEngine
import Foundation
import Sync
import UserDictionary

/// A sync folder anyone could have written: the bytes choose which files lie in it next to the
/// folder's real vault — real segments and snapshots of another device (under their own names or
/// others, cut short, replayed under a later number, the same bytes twice), files named with
/// numbers at 0, 1, the largest a device writes and past it, UInt64's end, negative, huge or not
/// decimal, ids that are not 16 hex digits, bodies of any bytes and any size (a sparse one past the
/// 32 MiB cap), a folder or a FIFO named like a segment, a damaged vault. A device with words of
/// its own then syncs with it. Nothing may trap; the sync ends in a report or an error in words;
/// the device's own words are still there (merged with what was real, never lost); no file is
/// read past its cap (libFuzzer's -malloc_limit_mb and -rss_limit_mb hold the memory).
enum SyncFolderFuzz {
    /// What every input starts from: the real files another device wrote, and a device's
    /// dictionary (its own words, joined) to copy.
    struct Pool: @unchecked Sendable {
        var vault: Data
        var files: [(name: String, bytes: Data)]
        var device: String
        var template: URL
        var lexicon: Lexicon
    }

    /// The device's own words (no real file of the other device ever touches them).
    static let ownWords = [UserWord(text: "梅河冬龙", syllables: ["mei", "he", "dong", "long"]),
                           UserWord(text: "加密狗", syllables: ["jia", "mi", "gou"])]

    static let passphrase = "correct horse battery staple"

    static let pool: Pool = {
        do { return try makePool() } catch { fatalError("the sync-folder fuzzer cannot set up: \(error)") }
    }()

    static func run(_ bytes: [UInt8]) {
        var reader = FuzzBytes(bytes)
        let pool = pool
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-sync-fuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("folder"), home = root.appendingPathComponent("device")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: pool.template, to: home)
            try layOut(&reader, pool, in: folder)
        } catch { fatalError("cannot lay out the folder: \(error)") }
        guard let dictionary = try? UserDictionary(directory: home, lexicon: pool.lexicon) else { fatalError("the copy does not open") }
        let session = SyncSession(dictionary: dictionary, transport: FolderTransport(folder: folder), remote: "fuzz",
                                  passphrase: passphrase, vaultCost: 10)
        session.compactionThreshold = Int(reader.byte() % 4) + 1
        let outcome = blocking { try await session.run(timeout: 60) }
        switch outcome {
        case .success(let report): fuzzCheck(!report.description.isEmpty, "a report without words")
        case .failure(let error): fuzzCheck(!"\(error)".isEmpty, "an error without words: \(type(of: error))")
        }
        let words = Set((try? dictionary.words().map(\.text)) ?? [])
        for word in ownWords { fuzzCheck(words.contains(word.text), "the device's own word \(word.text) was lost: \(outcome)") }
    }

    /// Writes the folder the bytes describe: the vault (or a damaged one), then up to 12 files.
    static func layOut(_ reader: inout FuzzBytes, _ pool: Pool, in folder: URL) throws {
        // A later file of the same name replaces an earlier one (a FIFO or a folder included).
        func place(_ name: String) -> URL {
            let url = folder.appendingPathComponent(name)
            try? FileManager.default.removeItem(at: url)
            return url
        }
        func write(_ data: Data, _ name: String) throws {
            try data.write(to: place(name))
        }
        switch reader.byte() % 16 {
        case 0: try write(pool.vault.prefix(Int(reader.byte()) % max(1, pool.vault.count)), SyncVault.fileName)
        case 1: try write(Data(reader.bytes(Int(reader.byte()))), SyncVault.fileName)
        case 2: break  // no vault: this device makes one, and every other file is refused
        default: try write(pool.vault, SyncVault.fileName)
        }
        for _ in 0..<(reader.byte() % 13) {
            let source = pool.files[Int(reader.byte()) % pool.files.count]
            switch reader.byte() % 10 {
            case 0, 1: try write(source.bytes, source.name)
            case 2: try write(source.bytes, name(&reader, pool))  // real bytes under another name (replayed, foreign)
            case 3: try write(source.bytes.prefix(Int(reader.word16()) % max(1, source.bytes.count)), source.name)  // cut short
            case 4: try write(Data(reader.bytes(Int(reader.word16() % 2048))), name(&reader, pool))  // any bytes
            case 5:  // a body past the cap, without its bytes on disk (sparse)
                let url = place(name(&reader, pool))
                guard FileManager.default.createFile(atPath: url.path, contents: nil) else { continue }
                let handle = try FileHandle(forWritingTo: url)
                try handle.truncate(atOffset: UInt64(SyncFileSize.limit(of: url.lastPathComponent)) + UInt64(reader.byte()))
                try handle.close()
            case 6: try FileManager.default.createDirectory(at: place(name(&reader, pool)), withIntermediateDirectories: true)
            case 7: _ = mkfifo(place(name(&reader, pool)).path, 0o600)
            case 8:  // one byte of a real file flipped
                var bytes = source.bytes
                if !bytes.isEmpty { bytes[Int(reader.word16()) % bytes.count] ^= reader.byte() | 1 }
                try write(bytes, source.name)
            default: try write(source.bytes + Data(reader.bytes(Int(reader.byte()))), source.name)  // bytes after the end
            }
        }
    }

    /// A file name: mostly ours in form, with a device and a number from the edges.
    static func name(_ reader: inout FuzzBytes, _ pool: Pool) -> String {
        let kind = ["s", "c", "s", "c", "x", "S"][Int(reader.byte()) % 6]
        let device = [pool.device, "0123456789abcdef", "FEDCBA9876543210", "0123456789abcde", "0123456789abcdefg",
                      "zzzzzzzzzzzzzzzz", ""][Int(reader.byte()) % 7]
        let max = UInt64.max, cap = SyncFileName.maximumSequence
        let number: String = switch reader.byte() % 14 {
        case 0: "0"
        case 1: "1"
        case 2: "2"
        case 3: String(cap)
        case 4: String(cap - 1)
        case 5: String(cap + 1)
        case 6: String(max)
        case 7: String(max - 1)
        case 8: "-1"
        case 9: "18446744073709551616"
        case 10: String(repeating: "9", count: Int(reader.byte()) % 64 + 1)
        case 11: "0x10"
        case 12: "0000000003"
        default: String(reader.word64())
        }
        let suffix = [".srf", ".srf", ".srf", "", ".srf.tmp", ".SRF"][Int(reader.byte()) % 6]
        return "\(kind)-\(device)-\(number)\(suffix)"
    }

    /// Another device's real files: a vault, segments, a snapshot; and the syncing device's own
    /// dictionary, joined, to copy for each input.
    static func makePool() throws -> Pool {
        let lexicon = try ChineseEngine().lexicon
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-sync-fuzz-pool-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("folder")
        let other = try UserDictionary(directory: root.appendingPathComponent("other"), lexicon: lexicon)
        let source = SyncSession(dictionary: other, transport: FolderTransport(folder: folder), remote: "fuzz",
                                 passphrase: passphrase, vaultCost: 10)
        source.compactionThreshold = 3
        let words = [("你好", ["ni", "hao"]), ("内核", ["nei", "he"]), ("朋友", ["peng", "you"]), ("谢谢", ["xie", "xie"]),
                     ("早上", ["zao", "shang"]), ("晚安", ["wan", "an"])]
        for (index, (text, syllables)) in words.enumerated() {
            try other.add(UserWord(text: text, syllables: syllables))
            try other.learn(words: [LearnedWord(text: text, syllables: syllables)])
            if index % 2 == 1 { try other.remove(text: words[index - 1].0, syllables: words[index - 1].1) }
            if index == 2 { try other.setSyncedSettings(["shuangpin": "xiaohe"]) }
            if index == 3 { _ = try other.addPhrases([StoredPhrase(text: "马上到", code: "msd", group: "常用")]) }
            _ = try blocking { try await source.run(timeout: 60) }.get()
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map {
            (name: $0, bytes: try Data(contentsOf: folder.appendingPathComponent($0)))
        }
        guard let vault = files.first(where: { $0.name == SyncVault.fileName })?.bytes else { fatalError("no vault made") }
        // The syncing device: its own words, joined (so the feed is on), never synced with this folder.
        let template = root.appendingPathComponent("device")
        let device = try UserDictionary(directory: template, lexicon: lexicon)
        try device.add(ownWords)
        let mine = SyncSession(dictionary: device, transport: FolderTransport(folder: root.appendingPathComponent("empty")), remote: "fuzz",
                               passphrase: passphrase, vaultCost: 10)
        _ = try mine.deviceID()
        return Pool(vault: vault, files: files.filter { $0.name != SyncVault.fileName }, device: try source.deviceID(),
                    template: template, lexicon: lexicon)
    }

    /// Runs `body` to its end from synchronous code (the fuzzer's entry point).
    static func blocking<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) -> Result<T, any Error> {
        let box = ResultBox<T>(), done = DispatchSemaphore(value: 0)
        Task {
            do { box.result = .success(try await body()) } catch { box.result = .failure(error) }
            done.signal()
        }
        done.wait()
        return box.result!
    }
}

/// A result handed from a task to the thread waiting on it.
final class ResultBox<T>: @unchecked Sendable {
    var result: Result<T, any Error>?
}

/// The input read as a stream of choices; past its end every read is 0.
struct FuzzBytes {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func byte() -> UInt8 {
        defer { index += 1 }
        return index < bytes.count ? bytes[index] : 0
    }

    mutating func word16() -> UInt16 { UInt16(byte()) << 8 | UInt16(byte()) }

    mutating func word64() -> UInt64 { (0..<8).reduce(0) { value, _ in value << 8 | UInt64(byte()) } }

    mutating func bytes(_ count: Int) -> [UInt8] { (0..<count).map { _ in byte() } }
}
