import Foundation

extension WordList {
    /// Reads a word list a line at a time (a stream of any length, in bounded memory per line):
    /// `read(line:)` each line's bytes in order, `tooLong()` for a line the reader refused, then
    /// `finish()`. The same rules as `WordList(parsing:format:)`: a line that is not UTF-8 is a
    /// problem named by its number, and the good lines around it are read.
    public struct Stream: Sendable {
        private var reader: WordListReader
        private var list = WordList()
        private var number = 0

        /// A stream of lines in `format`.
        public init(format: WordListFormat) { reader = WordListReader(format: format) }

        /// Reads the next line's bytes (without its `\n`; a final `\r`, and on line 1 a byte-order
        /// mark, are dropped).
        public mutating func read(line bytes: some Collection<UInt8>) {
            var line = Array(bytes)
            if line.last == UInt8(ascii: "\r") { line.removeLast() }
            if number == 0, line.starts(with: [0xEF, 0xBB, 0xBF]) { line.removeFirst(3) }
            if let text = String(validating: line, as: UTF8.self) {
                read(.success(text))
            } else {
                read(.invalidUTF8(shown: String(decoding: line, as: UTF8.self), offset: WordList.firstInvalidByte(Data(line)[...])))
            }
        }

        /// Counts the next line as refused for its length (over `limit` bytes).
        public mutating func tooLong(limit: Int) {
            number += 1
            list.problems.append(WordListProblem(line: number, text: "", reason: "longer than \(limit) bytes"))
        }

        /// The words and problems read.
        public func finish() -> WordList {
            var list = list
            if reader.format == .rime, reader.inHeader {
                list.problems.append(WordListProblem(line: number, text: "", reason: "the header opened by --- has no closing ..."))
            }
            return list
        }

        mutating func read(_ entry: Line) {
            number += 1
            let line: String
            switch entry {
            case .success(let text): line = text
            case let .invalidUTF8(shown, offset):
                list.problems.append(WordListProblem(line: number, text: shown, reason: "not valid UTF-8 (byte \(offset + 1) of the line)"))
                return
            }
            do {
                if var word = try reader.read(line) {
                    word.source = .imported
                    list.words.append(word)
                }
            } catch let problem as WordListReader.Problem {
                list.problems.append(WordListProblem(line: number, text: line, reason: problem.reason))
            } catch {
                list.problems.append(WordListProblem(line: number, text: line, reason: "\(error)"))
            }
        }
    }
}
