import Foundation
import ChineseEngine
import ShurufaTestSupport
@testable import Sync
import UserDictionary

/// The shipped engine, opened once for all tests (its lexicon resolves the dictionaries' words).
let sharedEngine: ChineseEngine = {
    do { return try ChineseEngine() } catch { fatalError("the shipped engine data does not open: \(error)") }
}()

/// A clock the tests move by hand, with a fixed skew of its own (a device's clock that is off).
final class DeviceClock: @unchecked Sendable {
    private let lock = NSLock()
    private var date: Date
    let skew: Double
    init(start: Date = Date(timeIntervalSince1970: 1_800_000_000), skewHours: Double = 0) {
        date = start
        skew = skewHours * 3600
    }
    var now: Date { lock.withLock { date.addingTimeInterval(skew) } }
    func advance(seconds: Double) { lock.withLock { date += seconds } }
}

/// A fresh temporary directory, removed by `remove()`.
struct TemporaryDirectory {
    let url: URL
    init(_ name: String = "sync") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// One device: its own dictionary (learning that hardly fades, so counts compare exactly) and a
/// session with a sync folder.
struct Device {
    let directory: TemporaryDirectory
    let dictionary: UserDictionary
    let session: SyncSession
    let clock: DeviceClock

    init(transport: any SyncTransport, remote: String = "test", passphrase: String = "correct horse battery staple",
         clock: DeviceClock = DeviceClock(), halfLifeDays: Double = 1e9) throws {
        directory = try TemporaryDirectory("device")
        var tuning = UserDictionary.Tuning()
        tuning.halfLifeDays = halfLifeDays
        self.clock = clock
        dictionary = try UserDictionary(directory: directory.url, lexicon: sharedEngine.lexicon, tuning: tuning, now: { clock.now })
        session = SyncSession(dictionary: dictionary, transport: transport, remote: remote, passphrase: passphrase, vaultCost: 10)
    }

    /// A device whose dictionary is a copy of `other`'s files as they are now (a backup restored
    /// onto it), syncing with `transport`.
    init(restoring other: Device, transport: any SyncTransport) throws {
        directory = try TemporaryDirectory("restored")
        for name in try FileManager.default.contentsOfDirectory(atPath: other.directory.url.path) {
            try FileManager.default.copyItem(at: other.directory.url.appendingPathComponent(name),
                                             to: directory.url.appendingPathComponent(name))
        }
        clock = DeviceClock(start: other.clock.now)
        let clock = self.clock
        dictionary = try UserDictionary(directory: directory.url, lexicon: sharedEngine.lexicon, tuning: other.dictionary.tuning, now: { clock.now })
        session = SyncSession(dictionary: dictionary, transport: transport, remote: other.session.remote, passphrase: "correct horse battery staple", vaultCost: 10)
    }

    /// Everything that syncs, as plain values to compare.
    func contents() throws -> DeviceContents {
        let words = try dictionary.words().map { "\($0.text)|\($0.pinyin)|\($0.weight)" }
        let learned = try dictionary.learnedWords().map { "\($0.word.text)|\($0.word.syllables.joined(separator: " "))|\(String(format: "%.6f", $0.count))" }
        let phrases = try dictionary.phrases().map { "\($0.text)|\($0.code)|\($0.group)" }
        let deleted = try dictionary.syncRead { store in try store.contents().deleted.map { "\($0.text)|\($0.pinyin)" }.sorted() }
        return DeviceContents(words: words, learned: learned, deleted: deleted, phrases: phrases,
                              settings: try dictionary.syncedSettings(),
                              choices: try dictionary.chosenTexts().map { "\($0.kind)|\($0.context)|\($0.text)" }.sorted(),
                              keptEnglishWords: try dictionary.keptEnglishWords().sorted())
    }

    func remove() { directory.remove() }
}

/// What a device holds that syncs.
struct DeviceContents: Equatable, CustomStringConvertible {
    var words: [String]
    var learned: [String]
    var deleted: [String]
    var phrases: [String]
    var settings: [String: String]
    var choices: [String]
    var keptEnglishWords: [String]
    var description: String {
        "words \(words)\nlearned \(learned)\ndeleted \(deleted)\nphrases \(phrases)\nsettings \(settings)\nchoices \(choices)\nkept \(keptEnglishWords)"
    }
}

/// Every file's bytes under `folder`.
func folderBytes(_ folder: URL) -> [(String, Data)] {
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    var result: [(String, Data)] = []
    while let url = enumerator?.nextObject() as? URL {
        if let data = try? Data(contentsOf: url), !data.isEmpty { result.append((url.lastPathComponent, data)) }
    }
    return result
}

/// Words of the tests: Han text and its reading.
let testWords: [(String, [String])] = [
    ("你好", ["ni", "hao"]), ("内核", ["nei", "he"]), ("输入法", ["shu", "ru", "fa"]), ("同步", ["tong", "bu"]),
    ("加密", ["jia", "mi"]), ("词库", ["ci", "ku"]), ("手机", ["shou", "ji"]), ("平板", ["ping", "ban"]),
    ("朋友", ["peng", "you"]), ("天气", ["tian", "qi"]), ("晚安", ["wan", "an"]), ("谢谢", ["xie", "xie"]),
]

/// What `body` throws (nil when it returns), for checks of the error's kind and words.
func thrownError<T>(_ body: () async throws -> T) async -> (any Error)? {
    do {
        _ = try await body()
        return nil
    } catch {
        return error
    }
}

/// `count` devices syncing through one plain folder, removed together by `remove()`.
struct SharedFolder {
    let folder: TemporaryDirectory
    let devices: [Device]

    init(devices count: Int) throws {
        let folder = try TemporaryDirectory("folder")
        self.folder = folder
        devices = try (0..<count).map { _ in try Device(transport: FolderTransport(folder: folder.url)) }
    }

    /// The file `name` in the folder.
    func file(_ name: String) -> URL { folder.url.appendingPathComponent(name) }

    func remove() {
        devices.forEach { $0.remove() }
        folder.remove()
    }
}

/// `a` adds 你好 and syncs, then `c` adds 内核 and syncs: two devices' files for a third to read.
func syncOneWordEach(_ a: Device, _ c: Device) async throws {
    try a.dictionary.add(UserWord(text: "你好", syllables: ["ni", "hao"]))
    _ = try await a.session.run()
    try c.dictionary.add(UserWord(text: "内核", syllables: ["nei", "he"]))
    _ = try await c.session.run()
}

/// Runs `body` on two devices that share a fresh folder, all removed after (the suites' fixture).
func withTwoDevices(_ body: (Device, Device) async throws -> Void) async throws {
    let shared = try SharedFolder(devices: 2)
    defer { shared.remove() }
    try await body(shared.devices[0], shared.devices[1])
}

/// Runs `body` on three devices that share a fresh folder, all removed after.
func withThreeDevices(_ body: (Device, Device, Device) async throws -> Void) async throws {
    let shared = try SharedFolder(devices: 3)
    defer { shared.remove() }
    try await body(shared.devices[0], shared.devices[1], shared.devices[2])
}

/// The keys the dictionary's synced settings are stored under (`KeyboardConfiguration.syncedKeys`,
/// as the keyboard declares them; Sync merges any key as an opaque value).
let syncedSettingKeys = ["layout", "shuangpin", "script", "height.portrait", "height.landscape"]
