import EnglishEngine
import Foundation
import MappedData
import ChineseEngine

/// Writes a list of the English words of Chinese text (`ENW2`, as `english-mixed.bin`) of
/// `words`: (letters, Zipf frequency, shown form or nil), sorted here; returns its path in a fresh
/// temporary directory. `sources`: each word's sources (`WSRC`; words it leaves out: the
/// documents'), or nil for a file without them.
func writeEnglishList(_ words: [(String, Float, String?)], sources: [String: EnglishWords.Source]? = nil,
                      name: String = "english-mixed.bin") throws -> String {
    let sorted = words.sorted { Array($0.0.utf8).lexicographicallyPrecedes(Array($1.0.utf8)) }
    var writer = DataFileWriter(kind: EnglishWords.kind)
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
    writer.add("SOFF", shownOffsets)
    writer.add("STXT", bytes: shown)
    if let sources { writer.add("WSRC", bytes: sorted.map { (sources[$0.0] ?? .documents).rawValue }) }
    return try write(writer, name: name)
}

/// A general English word list as the English engine stores its frequencies (`en-talk.bin`, kind
/// `ENT1`: −ln p in thousandths of a nat) of `words`: (letters, Zipf frequency), sorted here.
func generalEnglishList(_ words: [(String, Float)]) throws -> EnglishWordFrequencies {
    let sorted = words.sorted { Array($0.0.utf8).lexicographicallyPrecedes(Array($1.0.utf8)) }
    var writer = DataFileWriter(kind: "ENT1")
    var offsets: [UInt32] = [0], text: [UInt8] = []
    for (letters, _) in sorted {
        text += Array(letters.utf8)
        offsets.append(UInt32(text.count))
    }
    writer.add("WOFF", offsets)
    writer.add("WTXT", bytes: text)
    writer.add("WCST", sorted.map { UInt16((Double(9 - $0.1) * log(10.0) * 1000).rounded()) })
    return try EnglishWordFrequencies(path: write(writer, name: EnglishWordFrequencies.fileName))
}

/// Writes `writer`'s file as `name` in a fresh temporary directory; returns its path.
private func write(_ writer: DataFileWriter, name: String) throws -> String {
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
        ]))
        // Words that are also pinyin syllables (`hao`, `wo`: romanised names; `men`, `long`: English).
        let general = try generalEnglishList([
            ("hello", 5.3), ("women", 5.2), ("phone", 5.3), ("the", 7.7), ("java", 4.2),
            ("hao", 2.9), ("wo", 3.7), ("men", 5.5), ("long", 5.8), ("de", 5.2),
            ("in", 7.3),
        ])
        return EnglishVocabulary(general: general, mixed: mixed)
    } catch { fatalError("the test English lists do not write: \(error)") }
}()

/// The shipped engine reading `testEnglishVocabulary` inside pinyin.
let mixedTestEngine: ChineseEngine = {
    var engine = testEngine
    engine.englishVocabulary = testEnglishVocabulary
    return engine
}()
