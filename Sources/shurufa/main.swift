import Foundation

/// Every subcommand, in the order `shurufa help` lists them.
let commands: [any CLICommand.Type] = [
    ConvertCommand.self,
    DictCommand.self,
    ReplCommand.self,
    BenchCommand.self,
    LayoutCommand.self,
    EmojiCommand.self,
    VoiceCommand.self,
    ServeCommand.self,
]

func usage(_ commands: [any CLICommand.Type]) -> String {
    var lines = ["usage: shurufa <command> [options]", "", "commands:"]
    for command in commands {
        lines.append("  " + command.name.padding(toLength: 10, withPad: " ", startingAt: 0) + command.summary)
    }
    return lines.joined(separator: "\n")
}

var arguments = Array(CommandLine.arguments.dropFirst())
let defaultCommand = "serve"
let name = arguments.first ?? defaultCommand
if !arguments.isEmpty { arguments.removeFirst() }

if ["help", "-h", "--help"].contains(name) {
    print(usage(commands))
    exit(0)
}
guard let command = commands.first(where: { $0.name == name }) else {
    printError("shurufa: unknown command '\(name)'\n" + usage(commands))
    exit(2)
}
do {
    exit(try command.run(arguments))
} catch let error as UsageError {
    printError("shurufa \(name): \(error)")
    exit(2)
} catch {
    printError("shurufa \(name): \(error)")
    exit(1)
}
