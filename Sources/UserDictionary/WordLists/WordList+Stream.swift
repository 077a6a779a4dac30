import Foundation

extension WordList {
    /// Reads a text word list a line at a time (a stream of any length, in bounded memory per line):
    /// `read(line:)` each line's UTF-8 bytes in order, `tooLong()` for a line the reader refused, then
    /// `finish()`. A line that is not UTF-8 is a problem named by its number, and the good lines
    /// around it are read.
    public struct Stream: Sendable {
        private var reader: WordListReader
        private var list = WordList()
        private var number = 0
        /// What the lines read lately gave (`Outcome`), by their text: a line met again costs a
        /// look-up, not a reading, and adds no second word (the dictionary keeps one of each
        /// anyway). Cleared when it holds `rememberedLines`: a zip repeats only what lies within
        /// its 32 KB window, so a bomb of one line repeated millions of times costs one reading
        /// of each line per clearing, and memory stays bounded by the lines of a window or two.
        private var outcomes: [[UInt8]: Outcome] = [:]

        /// What a line gave: a word (already in the list), nothing (a blank or comment line), or a problem.
        private enum Outcome: Sendable { case word, nothing, problem(text: String, reason: String) }

        /// The most line outcomes remembered (`outcomes`): more than a 32 KB window's lines.
        static let rememberedLines = 16_384

        /// A stream of lines in `layout`; a list of words alone has its readings guessed from `lexicon`'s.
        public init(layout: WordListTextLayout) { self.init(layout: layout, guide: nil) }

        init(layout: WordListTextLayout, guide: ReadingGuide?) {
            reader = WordListReader(layout: layout, guide: guide)
            list.format = layout.rawValue
            list.inventory = guide?.inventory ?? .mandarin
        }

        /// Reads the next line's bytes (without its `\n`; a final `\r`, and on line 1 a byte-order
        /// mark, are dropped).
        public mutating func read(line bytes: some Collection<UInt8>) {
            var line = Array(bytes)
            if line.last == UInt8(ascii: "\r") { line.removeLast() }
            if number == 0, line.starts(with: [0xEF, 0xBB, 0xBF]) { line.removeFirst(3) }
            // A line met lately is replayed from its bytes, before it is made a String: hashing a
            // String normalizes it, and a zip of one line repeated 3.3 M times spent most of its
            // seconds there.
            if replays(line) { return }
            if let text = String(validating: line, as: UTF8.self) {
                read(.success(text), bytes: line)
            } else {
                read(.invalidUTF8(shown: String(decoding: line, as: UTF8.self), offset: WordList.firstInvalidByte(line)))
            }
        }

        /// Counts the next line as refused for its length (over `limit` bytes).
        public mutating func tooLong(limit: Int) {
            number += 1
            list.skip(at: number, unit: "line", text: "", reason: "longer than \(limit) bytes")
        }

        /// Counts the next line as refused: its bytes are not text in `encoding`.
        mutating func undecodable(shown: String, encoding: String) {
            number += 1
            list.skip(at: number, unit: "line", text: shown, reason: "not valid \(encoding)")
        }

        /// The words and problems read.
        public func finish() -> WordList {
            var list = list
            if reader.layout == .rime, reader.inHeader {
                list.skip(at: number, unit: "line", text: "", reason: "the header opened by --- has no closing ...")
            }
            return list
        }

        /// Counts the next line and gives what it gave last time when its bytes were read lately
        /// (`outcomes`); false, nothing counted, when they were not (or it must be read afresh:
        /// inside Rime's header every line is read).
        private mutating func replays(_ bytes: [UInt8]) -> Bool {
            guard !reader.inHeader, let outcome = outcomes[bytes] else { return false }
            // A cancelled task's lines are not read (`WordList.add`).
            guard !Task.isCancelled else { return true }
            number += 1
            if case let .problem(text, reason) = outcome { list.skip(at: number, unit: "line", text: text, reason: reason) }
            return true
        }

        mutating func read(_ entry: Line, bytes: [UInt8]? = nil) {
            // A cancelled task's lines are not read (`WordList.add`).
            guard !Task.isCancelled else { return }
            if bytes == nil, case .success(let text) = entry, replays(Array(text.utf8)) { return }
            number += 1
            let line: String
            switch entry {
            case .success(let text): line = text
            case let .invalidUTF8(shown, offset):
                list.skip(at: number, unit: "line", text: shown, reason: "not valid UTF-8 (byte \(offset + 1) of the line)")
                return
            }
            // Inside Rime's header a line is read for its columns, and a blank or comment line of
            // Rime's may open or close that header: those are always read.
            let remembers = !reader.inHeader
            let outcome: Outcome
            do {
                if let word = try reader.read(line) {
                    outcome = list.add(word, at: number, unit: "line").map { .problem(text: $0.text, reason: $0.reason) } ?? .word
                } else {
                    outcome = .nothing
                }
            } catch let problem as WordListReader.Problem {
                list.skip(at: number, unit: "line", text: line, reason: problem.reason)
                outcome = .problem(text: line, reason: problem.reason)
            } catch {
                list.skip(at: number, unit: "line", text: line, reason: "\(error)")
                outcome = .problem(text: line, reason: "\(error)")
            }
            if case .nothing = outcome, reader.layout == .rime { return }
            guard remembers else { return }
            if outcomes.count >= Self.rememberedLines { outcomes.removeAll(keepingCapacity: true) }
            outcomes[bytes ?? Array(line.utf8)] = outcome
        }
    }
}

extension WordListTextLayout {
    /// The layout a file's name or first lines suggest: `*.dict.yaml` or a `---` line → Rime,
    /// Gboard's header → Gboard, `词<TAB>number<TAB>pin yin` → columns, another tab → plain, a line
    /// of Han characters alone → words, otherwise the keyboards' `pin'yin 词`.
    public static func guess(path: String?, text: String) -> WordListTextLayout {
        guess(fileExtension: path.map { $0.hasSuffix(".dict.yaml") ? "dict.yaml" : ($0 as NSString).pathExtension.lowercased() } ?? "",
              lines: WordList.lines(of: text).prefix(50))
    }

    /// The layout of the first lines of a file (see `guess(path:text:)`), its name's extension aside.
    static func guess(fileExtension: String, lines: some Sequence<String>) -> WordListTextLayout {
        if fileExtension == "dict.yaml" || fileExtension == "yaml" { return .rime }
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "\r\u{FEFF}")))
            if trimmed.isEmpty { continue }
            if trimmed == "---" { return .rime }
            if trimmed.hasPrefix("# Gboard Dictionary") { return .gboard }
            if trimmed.hasPrefix("#") { continue }
            let fields = trimmed.split(separator: "\t", omittingEmptySubsequences: false)
            if fields.count >= 3, fields[2].trimmingCharacters(in: .whitespaces).lowercased().hasPrefix("zh-") { return .gboard }
            if fields.count >= 3, Double(fields[1].trimmingCharacters(in: .whitespaces)) != nil,
               fields[2].contains(where: { $0.isASCII && $0.isLetter }) { return .columns }
            if fields.count >= 2 { return .plain }
            let words = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if let first = words.first, !first.contains(where: { $0.isASCII }), words.count <= 2 { return .words }
            return .keyboard
        }
        return .plain
    }
}
