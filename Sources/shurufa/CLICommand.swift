import ArgumentParser
import Foundation
import ChineseEngine

/// A usage error: ArgumentParser prints it with the command's usage and exits with EX_USAGE (64).
typealias UsageError = ValidationError

/// Checks `-k/--candidates K` of the commands that print up to K candidates a line: a whole number
/// above 0, or a usage error that names the option and the value. (Checked in `validate()`, not
/// by a transform, so that `--help` still shows the option's default.)
func validateCandidateCount(_ count: Int) throws {
    guard count > 0 else { throw UsageError("--candidates needs a positive whole number, not '\(count)'") }
}

/// Writes one output line of the commands that turn each stdin line into one stdout line (convert,
/// predict, english, handwriting, swipe): the results TAB-separated, best first, a tab inside one
/// made a space so that the columns stay the results. No results (a refused or unread line): an
/// empty line, which keeps the output lines matched with the input lines.
func writeResultLine(_ results: [String] = []) {
    let line = results.map { $0.replacingOccurrences(of: "\t", with: " ") }.joined(separator: "\t")
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Writes a line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// `text` with every character no one sees (`HanFontCoverage.isVisible`: ESC, BEL, a C1 control,
/// a lone format character) written as `\u{1B}`: what a file holds reaches the terminal as text,
/// never as a control sequence (a title set, a line rewritten).
func escapingInvisible(_ text: String) -> String {
    guard !HanFontCoverage.drawsAll(text) else { return text }
    var shown = ""
    for character in text {
        if HanFontCoverage.isVisible(character) {
            shown.append(character)
        } else {
            for scalar in character.unicodeScalars { shown += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" }
        }
    }
    return shown
}

/// A failure at run time (not a usage error): printed as `shurufa: message`, exit code 1.
struct CommandFailure: Error, CustomStringConvertible {
    var description: String
    init(_ message: String) { description = message }
}

/// Minimal flag reader for the benchmark suites, which take their few options as passed-through words.
struct ArgumentReader {
    private(set) var remaining: [String]

    init(_ arguments: [String]) { remaining = arguments }

    /// Removes `--name VALUE` (or `--name=VALUE`) and returns VALUE.
    mutating func option(_ names: String...) throws -> String? {
        for (index, argument) in remaining.enumerated() {
            for name in names {
                if argument == name {
                    guard index + 1 < remaining.count else { throw UsageError("\(name) needs a value") }
                    let value = remaining[index + 1]
                    remaining.removeSubrange(index...(index + 1))
                    return value
                }
                if argument.hasPrefix(name + "=") {
                    remaining.remove(at: index)
                    return String(argument.dropFirst(name.count + 1))
                }
            }
        }
        return nil
    }

    /// Removes `--name N` and returns N, which must be a whole number above 0; nil when absent.
    mutating func positiveInteger(_ name: String) throws -> Int? {
        try option(name).map { try Self.positiveInteger($0, name) }
    }

    /// `text`, the value of option `name`, as a whole number above 0, or a usage error that names both.
    static func positiveInteger(_ text: String, _ name: String) throws -> Int {
        guard let value = Int(text), value > 0 else { throw UsageError("\(name) needs a positive whole number, not '\(text)'") }
        return value
    }

    /// Removes `--name` and returns whether it was present.
    mutating func flag(_ names: String...) -> Bool {
        guard let index = remaining.firstIndex(where: { names.contains($0) }) else { return false }
        remaining.remove(at: index)
        return true
    }

    /// Fails on any `-`-prefixed argument left over; returns the positionals.
    func positionals() throws -> [String] {
        if let unknown = remaining.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
            throw UsageError("unknown option \(unknown)")
        }
        return remaining
    }
}

/// Runs a body returning a process status the old way: 0 returns, anything else exits with that code.
func finish(_ status: Int32) throws {
    if status != 0 { throw ExitCode(status) }
}
