import Foundation
import Testing

/// Each command's `--help` lists only the options it uses, and every option with a value says what
/// it is when not given.
@Suite struct HelpDefaultsTests {
    /// Every command with options of its own.
    static let commands: [[String]] = [
        ["convert"], ["predict"], ["handwriting"], ["repl"], ["dict"], ["serve"], ["layout", "render"],
        ["emoji", "search"], ["voice", "encode"], ["voice", "record"],
    ]

    /// Options whose absence is plain (nothing written, nothing read), or that are required.
    static let noDefaultNeeded: Set<String> = ["--timings", "--cpu-timings", "--user-dict", "--output", "--from", "--pressed", "--format"]

    /// The option entries of a help text's OPTIONS section: each option's name and its whole text.
    private func optionEntries(_ help: String) -> [(name: String, text: String, takesValue: Bool)] {
        guard let section = help.range(of: "OPTIONS:") else { return [] }
        var entries: [(String, String, Bool)] = []
        for line in help[section.upperBound...].split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("-"), let name = trimmed.split(separator: " ").first(where: { $0.hasPrefix("--") }) {
                let name = String(name.trimmingCharacters(in: CharacterSet(charactersIn: ",")))
                entries.append((name, String(line), line.contains(name + " <")))
            } else if !entries.isEmpty {
                entries[entries.count - 1].1 += " " + trimmed
            }
        }
        return entries
    }

    @Test(arguments: commands)
    func everyOptionWithAValueShowsItsDefault(_ command: [String]) async throws {
        let result = try await runShurufa(command + ["--help"])
        #expect(result.status == 0)
        let entries = optionEntries(result.stdout)
        #expect(!entries.isEmpty, "\(command): \(result.stdout)")
        for entry in entries where entry.takesValue && !Self.noDefaultNeeded.contains(entry.name) {
            #expect(entry.text.contains("default"), "\(command) \(entry.name): \(entry.text)")
        }
    }

    @Test func predictAndDictListNoDecoderOptions() async throws {
        for command in [["predict"], ["dict"]] {
            let help = try await runShurufa(command + ["--help"]).stdout
            // predict's --script is its own (the script 联想 is written in), not the decoder's.
            for option in ["--t9", "--shuangpin", "--beam", "--fuzzy", "--no-correction"] + (command == ["dict"] ? ["--script"] : []) {
                #expect(!help.contains(option), "\(command) lists \(option)")
            }
            #expect(help.contains("--data"))
        }
        let convert = try await runShurufa(["convert", "--help"]).stdout
        #expect(convert.contains("--t9") && convert.contains("--beam") && convert.contains("--data"))
    }

    @Test func serveShowsItsLimits() async throws {
        let help = try await runShurufa(["serve", "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("(default: 256)") && help.contains("(default: 600)"), "\(help)")
    }

    @Test func benchCoresUsageErrorNamesTheOptionsItsHelpLists() async throws {
        let help = try await runShurufa(["bench", "core", "--help"]).stdout
        let listed = Set(help.matches(of: #/\n\s+(--[a-z-]+)( [A-Z]+)?: /#).map { String($0.1) })
        let misuse = try await runShurufa(["bench", "core", "stray"])
        #expect(misuse.status != 0)
        let named = Set(misuse.stderr.matches(of: /\[(--[a-z-]+)/).map { String($0.1) })
        #expect(listed.contains("--emoji") && named == listed, "usage \(named) vs --help \(listed)\n\(misuse.stderr)")
    }

    @Test func eachBenchSuiteListsItsOptionsWithDefaults() async throws {
        let bench = try await runShurufa(["bench", "--help"]).stdout
        // A suite's line starts two spaces in; a wrapped abstract goes on further in.
        let suites = bench.components(separatedBy: "SUBCOMMANDS:").last?.split(separator: "\n")
            .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }.filter { $0.allSatisfy { $0.isLowercase || $0 == "-" } } ?? []
        #expect(suites.count >= 11 && suites.contains("lifecycle"), "\(suites)")
        for suite in suites {
            let help = try await runShurufa(["bench", suite, "--help"]).stdout
            // The overview (abstract and the options' list, as wrapped), on one line.
            let overview = (help.components(separatedBy: "USAGE:").first ?? "").split(whereSeparator: \.isWhitespace).joined(separator: " ")
            let named = Set(overview.matches(of: /\[(--[a-z-]+)/).map { String($0.1) })
            #expect(!named.isEmpty, "\(suite): \(overview)")
            let listed = overview.components(separatedBy: "Options:").last ?? ""
            // The engine's options are listed once, with their defaults, by convert --help (everyOptionWithAValueShowsItsDefault).
            let engineOptions: Set<String> = overview.contains("the engine options of convert") ? ["--data", "--fuzzy", "--beam"] : []
            for option in named.subtracting(engineOptions) {
                let entry = listed.components(separatedBy: option).dropFirst().first?.components(separatedBy: " --").first ?? ""
                #expect(entry.contains("(default: "), "bench \(suite) --help: \(option) with its default\n\(help)")
            }
        }
    }
}
