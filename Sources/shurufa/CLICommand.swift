import Foundation

/// One `shurufa` subcommand: a name, a one-line summary and a run function over its arguments.
protocol CLICommand {
    static var name: String { get }
    static var summary: String { get }
    /// Runs with the arguments after the subcommand name; returns the process exit code.
    static func run(_ arguments: [String]) throws -> Int32
}

/// A usage error: printed to stderr with exit code 2.
struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ message: String) { description = message }
}

/// Writes a line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Minimal flag reader shared by the subcommands: `--name value`, `--flag`, and positionals.
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
