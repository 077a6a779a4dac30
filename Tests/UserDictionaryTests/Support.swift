import Foundation
import ChineseEngine
import UserDictionary

/// The shipped engine, opened once for all tests.
let sharedEngine: ChineseEngine = {
    do { return try ChineseEngine() } catch { fatalError("the shipped engine data does not open: \(error)") }
}()

/// A clock the tests move by hand.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var date = Date(timeIntervalSince1970: 1_800_000_000)
    var now: Date { lock.withLock { date } }
    func advance(days: Double) { lock.withLock { date += days * 86_400 } }
}

/// A fresh temporary directory, removed by `remove()`.
struct TemporaryDirectory {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-userdict-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// A dictionary in `directory` on the shared engine's lexicon, and an engine decoding with it.
func openDictionary(_ directory: TemporaryDirectory, clock: TestClock = TestClock()) throws -> (UserDictionary, ChineseEngine) {
    let dictionary = try UserDictionary(directory: directory.url, lexicon: sharedEngine.lexicon, now: { clock.now })
    return (dictionary, sharedEngine.learning(into: dictionary))
}

/// The candidate texts for `pinyin`.
func texts(_ pinyin: String, _ engine: ChineseEngine, limit: Int = 30) -> [String] {
    engine.candidates(for: pinyin, limit: limit).map(\.text)
}
