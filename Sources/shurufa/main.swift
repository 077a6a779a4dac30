import ArgumentParser
import Foundation

/// `shurufa`: the command line over every module; with no subcommand it serves the playground.
struct Shurufa: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shurufa",
        abstract: "Shurufa 输入法: a pinyin keyboard toolkit — the web playground, conversion, layouts, emoji, voice notes.",
        subcommands: [
            ConvertCommand.self, PredictCommand.self, EnglishCommand.self, HandwritingCommand.self, SwipeCommand.self, DictCommand.self, PhrasesCommand.self, ClipboardCommand.self, ReplCommand.self, BenchCommand.self, LayoutCommand.self,
            EmojiCommand.self, VoiceCommand.self, SyncCommand.self, SchemaCommand.self, SettingsCommand.self, ThemeCommand.self, FuzzCommand.self, ServeCommand.self,
        ],
        defaultSubcommand: ServeCommand.self
    )
}

// A missing resource folder is a message and status 1, not SwiftPM's trap (ResourceCheck).
if let problem = ResourceCheck.problem() {
    printError("shurufa: \(problem)")
    exit(1)
}
Shurufa.main()
