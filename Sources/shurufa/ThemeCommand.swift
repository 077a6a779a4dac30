import ArgumentParser
import FileOutput
import Foundation
import KeyboardLayout
import KeyboardThemes
import ThemeImport

/// `shurufa theme`: the built-in themes, and any skin file shown or imported as a theme of ours.
struct ThemeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "theme",
        abstract: "Keyboard themes: list the built-ins, show a skin's colours, import a skin (Hamster, 元书, trime) as a theme file.",
        subcommands: [List.self, Show.self, Import.self]
    )

    /// `shurufa theme list`.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "The built-in themes: name, variants, title.")
        func run() {
            for pair in KeyboardThemePair.builtIns {
                print("\(pair.name)\t\(pair.light.name)\(pair.dark.map { "," + $0.name } ?? "")\t\(pair.title)")
            }
        }
    }

    /// `shurufa theme show FILE|NAME [--scheme NAME]`.
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Prints a theme's resolved colours as JSON: {\"light\": {…}, \"dark\": {…} or null}.")
        @Argument(help: "A skin (.hskin, .cskin, a trime or Hamster .yaml), a theme file of ours, or a built-in theme's name.") var file: String
        @Option(help: "The colour scheme of a file holding several (trime, Hamster 2.x).") var scheme: String?

        func run() throws { print(try ThemeCommand.load(file, scheme: scheme).summary.json) }
    }

    /// `shurufa theme import FILE -o THEME.json [--scheme NAME]`.
    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Imports a skin as a theme file of ours; reports what could not be carried and labels under 3:1 contrast.")
        @Argument(help: "A skin (.hskin, .cskin, a trime or Hamster .yaml, or a skin's folder).") var file: String
        @Option(help: "The colour scheme of a file holding several (trime, Hamster 2.x).") var scheme: String?
        @Option(name: [.customShort("o"), .long], help: "The theme file to write (THEME.json).") var output: String
        @Flag(help: "Replace an existing output file.") var force = false

        func run() throws {
            // The policy every writer follows (`dict export`'s): never the file it reads, even with --force.
            let path = OutputPath(output, force: force, notSameAs: [file])
            try path.check()
            let imported = try ThemeCommand.load(file, scheme: scheme)
            try path.write(imported.theme.jsonData())
            print("\(output): \(imported.format) '\(imported.theme.title)', \(imported.theme.dark == nil ? "light only" : "light and dark")")
            for line in imported.notCarried { print("not carried: \(line)") }
            for line in imported.warnings { printError("warning: \(line)") }
        }
    }

    /// The variant `--theme NAME|FILE` names: a built-in variant (`ink-dark`), a built-in theme
    /// (`ink`, its dark variant with `dark`), or a theme or skin file's.
    static func variant(_ name: String, dark: Bool) throws -> KeyboardTheme {
        if let theme = KeyboardTheme.named(name) { return theme }
        if let pair = KeyboardThemePair.builtIn(named: name) { return pair.variant(dark: dark) }
        guard FileManager.default.fileExists(atPath: name) else {
            throw UsageError("unknown theme '\(name)': not a file, nor one of " + KeyboardTheme.all.map(\.name).joined(separator: "|"))
        }
        return try load(name, scheme: nil).theme.variant(dark: dark)
    }

    /// A file (or a built-in's name) read as a theme; a failure is the importer's message.
    static func load(_ file: String, scheme: String?) throws -> ImportedTheme {
        if !FileManager.default.fileExists(atPath: file), let builtIn = KeyboardThemePair.builtIn(named: file) {
            return ImportedTheme(builtIn)
        }
        do {
            return try ThemeImporter.importTheme(at: URL(fileURLWithPath: file), scheme: scheme)
        } catch let error as ThemeImportError {
            throw CommandFailure(error.description)
        }
    }
}
