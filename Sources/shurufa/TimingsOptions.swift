import ArgumentParser
import FileOutput

/// A command that times each input line (`convert`, `predict`, `handwriting`) and takes `TimingsOptions`.
protocol TimedCommand: ParsableCommand {
    /// What its `--timings` file holds, for `--help` (`per-line microseconds`).
    static var timingsContent: String { get }
}

/// `--timings FILE` and `--force` of a `TimedCommand`. A timings file is checked before any work
/// and written under the output-path policy (no links, devices or partial files).
struct TimingsOptions<Command: TimedCommand>: ParsableArguments {
    @Option(name: .customLong("timings"), help: "Write \(Command.timingsContent) to FILE (default: none).")
    var path: String?
    @Flag(help: "Replace an existing timings file.")
    var force = false

    /// The `--timings` file, checked; nil without the option.
    func checkedFile() throws -> OutputPath? { try checkedFile(at: path) }

    /// Another timings file of the command (`handwriting --cpu-timings`) at `path`, checked under the same `--force`.
    func checkedFile(at path: String?) throws -> OutputPath? {
        guard let path else { return nil }
        let file = OutputPath(path, force: force)
        try file.check()
        return file
    }
}
