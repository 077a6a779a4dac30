import Foundation
import UserDictionary

/// The binary word-list readers (搜狗 .scel/.qcel, QQ .qpyd, 百度 .bdict, Gboard's zip) and the
/// format detection, over any bytes: the first byte picks a reader (or detection), the rest is the
/// file. A file is read or refused with a `WordListError`, never a trap; every word read passes
/// the user-word rules; the problems kept stay within `WordList.problemsKept`.
enum WordListFileFuzz {
    static let formats: [(any WordListFormat)?] = [nil, SogouCellWordList(), QQPinyinWordList(), BaiduWordList(), GboardWordList()]

    static func run(_ bytes: [UInt8]) {
        guard let selector = bytes.first else { return }
        let format = formats[Int(selector) % formats.count]
        do {
            let input = try WordListInput(data: Data(bytes.dropFirst()), name: nil)
            let list = try WordList(reading: input, format: format)
            for word in list.words {
                fuzzCheck(UserWord.problem(text: word.text, syllables: word.syllables) == nil, "a bad word got through: \(word)")
                fuzzCheck(UserWord.problem(weight: word.weight) == nil, "a bad weight got through: \(word.weight)")
            }
            fuzzCheck(list.problems.count <= WordList.problemsKept && list.problems.count <= list.skipped, "problems not bounded")
            fuzzCheck(list.problems.allSatisfy { $0.line >= 0 && !$0.reason.isEmpty }, "a problem without a place or reason")
        } catch let error as WordListError {
            fuzzCheck(!error.description.isEmpty, "an error without a message")
        } catch {
            fuzzCheck(false, "an error that is not a WordListError: \(error)")
        }
    }
}
