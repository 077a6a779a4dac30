import ArgumentParser

/// What `dict`, `phrases` and `clipboard` all take: the user dictionary's file (`--user-dict PATH`;
/// words, phrases and clipboard items live in the one file), then an action and its arguments.
struct UserDictionaryArguments: ParsableArguments {
    @Option(name: .customLong("user-dict"), help: "The user dictionary file (words, phrases and clipboard items live in it).")
    var path: String
    @Argument(help: "The action (the overview lists them), then its arguments.")
    var words: [String] = []

    /// Checks that the first word is one of the command's `actions` (a usage error naming them).
    func validateAction(of command: String, among actions: [String]) throws {
        guard let action = words.first else {
            throw UsageError("\(command) needs \(actions.dropLast().joined(separator: ", ")) or \(actions.last ?? "")")
        }
        guard actions.contains(action) else {
            throw UsageError("unknown \(command) action \(action) (\(actions.joined(separator: ", ")))")
        }
    }

    /// The action, the first word (`validateAction` checked it).
    var action: String { words.first ?? "" }

    /// The words after the action.
    var arguments: [String] { Array(words.dropFirst()) }
}

/// The flags of a command that imports and exports lines of the user dictionary (`dict`, `phrases`).
struct TransferFlags: ParsableArguments {
    @Flag(help: "export: replace an existing FILE (a directory, device, FIFO or link is never written).")
    var force = false
    @Flag(help: "import: add nothing when any line is bad (default: every good line, one transaction).")
    var strict = false
}
