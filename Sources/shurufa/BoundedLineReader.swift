import ArgumentParser
import Foundation

/// Reads a file descriptor (standard input) line by line with at most `limit` bytes a line held in
/// memory, whatever arrives: a longer line — even an endless one (`< /dev/zero`) — is reported as
/// soon as it passes the limit, and the rest of it is read and dropped in fixed-size chunks up to its
/// newline. Memory is one chunk plus one line of `limit` bytes. Lines end at `\n` (a `\r` before it
/// is dropped, as `readLine` does); bytes that are not UTF-8 are read with replacement characters.
struct BoundedLineReader {
    /// One line read.
    enum Line: Equatable {
        /// A line of at most `limit` bytes, without its line break.
        case text(String)
        /// A line longer than `limit` bytes: its text is dropped (as much of it as has arrived; the
        /// rest is skipped by the next call).
        case tooLong
    }

    /// The most bytes a line may have (not counting its line break).
    let limit: Int
    /// The number of the line last returned (from 1).
    private(set) var lineNumber = 0
    private let descriptor: Int32
    private var chunk: [UInt8]
    private var start = 0, end = 0
    private var line: [UInt8] = []
    /// Set after a too-long line was returned: its bytes up to the next newline are dropped.
    private var skipping = false
    private var atEnd = false

    /// A reader of `descriptor` (standard input by default; the caller keeps it open) with lines of
    /// at most `limit` bytes.
    init(limit: Int, descriptor: Int32 = STDIN_FILENO, chunkSize: Int = 65_536) {
        precondition(limit > 0 && chunkSize > 0)
        self.limit = limit
        self.descriptor = descriptor
        chunk = [UInt8](repeating: 0, count: chunkSize)
    }

    /// One line read as bytes (for readers that check UTF-8 per line themselves).
    enum RawLine: Equatable {
        /// A line of at most `limit` bytes, without its line break (and a `\r` before it).
        case bytes([UInt8])
        /// A line longer than `limit` bytes (see `Line.tooLong`).
        case tooLong
    }

    /// The next line, or nil at the end of the input.
    mutating func next() -> Line? {
        switch nextBytes() {
        case .bytes(let bytes): return .text(String(decoding: bytes, as: UTF8.self))
        case .tooLong: return .tooLong
        case nil: return nil
        }
    }

    /// The next line's bytes, or nil at the end of the input.
    mutating func nextBytes() -> RawLine? {
        if skipping {
            skipping = false
            guard dropToNewline() else { return nil }
        }
        line.removeAll(keepingCapacity: true)
        while true {
            if start == end {
                guard fill() else {
                    guard !line.isEmpty else { return nil }
                    return finish()
                }
            }
            let newline = newlineIndex()
            let stop = newline ?? end
            // One byte over the limit is held, in case it is the `\r` of a `\r\n` (`finish` decides).
            if line.count + (stop - start) > limit + 1 {
                lineNumber += 1
                start = newline.map { $0 + 1 } ?? end
                skipping = newline == nil
                return .tooLong
            }
            line.append(contentsOf: chunk[start..<stop])
            if let newline {
                start = newline + 1
                return finish()
            }
            start = end
        }
    }

    /// The line gathered, without a final `\r`.
    private mutating func finish() -> RawLine {
        lineNumber += 1
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        guard line.count <= limit else { return .tooLong }
        return .bytes(line)
    }

    /// Drops bytes up to and including the next newline; false when the input ended first.
    private mutating func dropToNewline() -> Bool {
        while true {
            if start == end, !fill() { return false }
            if let newline = newlineIndex() {
                start = newline + 1
                return true
            }
            start = end
        }
    }

    /// The index of the first newline in `chunk[start..<end]` (memchr: a long line is scanned at memory speed).
    private func newlineIndex() -> Int? {
        chunk.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress, let found = memchr(base + start, Int32(UInt8(ascii: "\n")), end - start) else { return nil }
            return base.distance(to: UnsafeRawPointer(found))
        }
    }

    /// Reads the next chunk; false at the end of the input (or on a read error).
    private mutating func fill() -> Bool {
        guard !atEnd else { return false }
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                atEnd = true
                return false
            }
            (start, end) = (0, count)
            return true
        }
    }
}

/// The standard-input lines of the line-oriented commands (`convert`, `predict`, `repl`,
/// `handwriting`), each at most `limit` bytes: a longer line is refused — reported on standard error
/// by its number, answered with the command's empty result, and reading goes on with the next line —
/// and `finish()` then ends the run with exit status 1. Memory stays bounded whatever arrives.
struct CommandLineInput {
    /// A line of pinyin (`convert`, `repl`) or committed text (`predict`): 4 KiB, 16 times the 256
    /// letters a composition decodes (a longer line within it is decoded in a window, with a note).
    static let textLimit = 4_096
    /// A line of handwriting JSON (`handwriting`): 64 KiB, about 40 times the longest character of
    /// the handwriting sets (1.7 KB).
    static let handwritingLimit = 65_536
    /// A line of a whole phrase's handwriting JSON (`handwriting --phrase`): 1 MiB, about 45 times
    /// the longest phrase of the phrase sets (23 KB); a longer writing is refused whole, and one of
    /// too many strokes within it by the phrase recognizer's own bound.
    static let phraseLimit = 1 << 20
    /// What `--help` says of a refused line, for the commands that read `textLimit` lines.
    static let textLimitNote = "A line over \(textLimit) bytes is refused: reported on stderr by number, an empty output line in its place; "
        + "the exit status is then 1."

    private var reader: BoundedLineReader
    /// How many lines were refused so far.
    private(set) var refusedLines = 0
    /// How many lines could not be read (malformed: not the command's format) so far.
    private(set) var malformedLines = 0

    /// Standard input, read in lines of at most `limit` bytes.
    init(limit: Int) { reader = BoundedLineReader(limit: limit) }

    /// The number of the line last returned or refused (from 1).
    var lineNumber: Int { reader.lineNumber }

    /// The next line's text, or nil at the end of the input. Each line refused before it is reported
    /// and `refused` is called for it (to print the command's empty result in its place).
    mutating func next(refused: () -> Void) -> String? {
        while let line = reader.next() {
            switch line {
            case .text(let text):
                return text
            case .tooLong:
                refusedLines += 1
                printError("shurufa: line \(reader.lineNumber): longer than \(reader.limit) bytes; refused (an empty result), reading on")
                refused()
            }
        }
        return nil
    }

    /// Reports the line last returned as malformed (`shurufa: line N: reason`); `finish()` then
    /// fails the run, as for a refused line.
    mutating func malformed(_ reason: String) {
        malformedLines += 1
        printError("shurufa: line \(reader.lineNumber): \(reason)")
    }

    /// Fails the run (exit status 1) when any line was refused or malformed, saying how many.
    func finish() throws {
        if refusedLines > 0 {
            printError("shurufa: \(refusedLines) line\(refusedLines == 1 ? "" : "s") longer than \(reader.limit) bytes refused")
        }
        if malformedLines > 0 {
            printError("shurufa: \(malformedLines) line\(malformedLines == 1 ? "" : "s") could not be read")
        }
        if refusedLines + malformedLines > 0 { throw ExitCode(1) }
    }
}
