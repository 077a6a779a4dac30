import Foundation
import UserDictionary

/// `dict import`'s reading of a word list: the first byte picks the format, the rest is the file,
/// any bytes at all (invalid UTF-8, NULs, endless lines). Every word read must pass the user-word
/// rules (Han characters, at most 32, one syllable each, a finite weight in range), every bad
/// line must be reported with a number inside the file, and nothing may trap.
enum UserDictionaryImportFuzz {
    static func run(_ bytes: [UInt8]) {
        guard let selector = bytes.first else { return }
        let layouts = WordListTextLayout.allCases.filter { $0 != .words && $0 != .gboard }
        let layout = layouts[Int(selector) % layouts.count]
        let data = Data(bytes.dropFirst())
        let list = WordList(parsing: data, layout: layout)
        let lines = max(1, data.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) })
        fuzzCheck(list.words.count + list.problems.count <= lines + 1, "more results than lines")
        for word in list.words {
            fuzzCheck(UserWord.problem(text: word.text, syllables: word.syllables) == nil, "a bad word got through: \(word)")
            fuzzCheck(UserWord.problem(weight: word.weight) == nil, "a bad weight got through: \(word.weight)")
            fuzzCheck(word.text.count <= UserWord.maximumCharacters, "a word too long got through")
        }
        for problem in list.problems {
            fuzzCheck((1...lines).contains(problem.line), "problem line \(problem.line) outside 1…\(lines)")
            fuzzCheck(!problem.reason.isEmpty, "a problem without a reason")
        }
    }
}
