import Foundation
import ChineseEngine

/// The engine's data readers over a file: the first byte picks the lexicon or the language model,
/// the rest is the file. Checksums are bypassed (as a file with a right checksum would be), so the
/// fuzzer reaches the header, the section table and each reader's validation; an opened file
/// answers a few lookups, which must stay in bounds.
enum DataFileFuzz {
    /// One file per process, rewritten for each input (in /dev/shm when there is one).
    static let path: String = {
        let directory = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        return directory + "/shurufa-fuzz-\(getpid()).bin"
    }()

    static func run(_ bytes: [UInt8]) {
        guard let selector = bytes.first else { return }
        let file = Array(bytes.dropFirst())
        guard FileManager.default.createFile(atPath: path, contents: Data(file)) else { fatalError("cannot write \(path)") }
        if selector & 1 == 0 {
            guard let lexicon = try? Lexicon(path: path, verifyChecksum: false) else { return }
            for word in 0..<Int32(min(lexicon.wordCount, 8)) { _ = lexicon.text(of: word) }
            _ = lexicon.words(reading: ["ni"])
            _ = lexicon.words(reading: ["ni", "hao"])
            for syllable in UInt16(0)..<8 { _ = lexicon.child(of: lexicon.root, syllable: syllable) }
        } else {
            guard let model = try? LanguageModel(path: path, verifyChecksum: false) else { return }
            let words = Int32(min(model.wordCount, 8))
            for word in 0..<words {
                _ = model.unigramCost(word)
                _ = model.cost(word, after: 0)
                _ = model.followers(of: word, limit: 4)
            }
        }
    }
}
