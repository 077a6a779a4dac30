import Foundation
import MappedData
import ChineseEngine

/// Writes an English word list (`ENW1`, or `ENW2` when any word has a shown form) of `words`:
/// (letters, Zipf frequency, shown form or nil), sorted here; returns its path in a fresh
/// temporary directory.
func writeEnglishList(_ words: [(String, Float, String?)], name: String = "english.bin") throws -> String {
    let sorted = words.sorted { Array($0.0.utf8).lexicographicallyPrecedes(Array($1.0.utf8)) }
    let shows = sorted.contains { $0.2 != nil }
    var writer = DataFileWriter(kind: shows ? "ENW2" : "ENW1")
    var offsets: [UInt32] = [0], text: [UInt8] = [], shownOffsets: [UInt32] = [0], shown: [UInt8] = []
    for (letters, _, form) in sorted {
        text += Array(letters.utf8)
        offsets.append(UInt32(text.count))
        shown += Array((form ?? "").utf8)
        shownOffsets.append(UInt32(shown.count))
    }
    writer.add("WOFF", offsets)
    writer.add("WTXT", bytes: text)
    writer.add("WZPF", bytes: sorted.map { UInt8(($0.1 * 10).rounded()) })
    if shows {
        writer.add("SOFF", shownOffsets)
        writer.add("STXT", bytes: shown)
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-english-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent(name).path
    try writer.write(to: path)
    return path
}

/// A small vocabulary for the mixed-input tests: names and technical words with their casing
/// (the mixed list) and a few common English words (the general list), `women` among them.
let testEnglishVocabulary: EnglishVocabulary = {
    do {
        let mixed = try EnglishWords(path: writeEnglishList([
            ("iphone", 5.5, "iPhone"), ("github", 5.5, "GitHub"), ("java", 6, "Java"), ("linux", 6.5, "Linux"),
            ("debian", 6.5, "Debian"), ("gnome", 5, "GNOME"), ("apt", 5.5, nil), ("gui", 5.5, "GUI"), ("ii", 5.6, "II"),
            ("ide", 6.7, "IDE"), ("in", 5.8, nil),
        ], name: "english-mixed.bin"))
        // Words that are also pinyin syllables (`hao`, `wo`: romanised names; `men`, `long`: English).
        let general = try EnglishWords(path: writeEnglishList([
            ("hello", 5.3, nil), ("women", 5.2, nil), ("phone", 5.3, nil), ("the", 7.7, nil), ("java", 4.2, nil),
            ("hao", 2.9, nil), ("wo", 3.7, nil), ("men", 5.5, nil), ("long", 5.8, nil), ("de", 5.2, nil),
            ("in", 7.3, nil),
        ]))
        return EnglishVocabulary(general: general, mixed: mixed)
    } catch { fatalError("the test English lists do not write: \(error)") }
}()

/// The shipped engine reading `testEnglishVocabulary` inside pinyin.
let mixedTestEngine: ChineseEngine = {
    var engine = testEngine
    engine.englishVocabulary = testEnglishVocabulary
    return engine
}()
