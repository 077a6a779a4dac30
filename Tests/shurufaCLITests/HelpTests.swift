import Testing

@Test func helpListsEveryCommand() async throws {
    let result = try await runShurufa(["help"])
    #expect(result.status == 0)
    for name in ["convert", "repl", "bench", "layout", "emoji", "voice"] {
        #expect(result.stdout.contains(name))
    }
}

@Test func unknownCommandFailsWithUsage() async throws {
    let result = try await runShurufa(["no-such-command"])
    #expect(result.status == 64, "ArgumentParser's usage-error code (EX_USAGE)")
    #expect(result.stderr.contains("Unexpected argument 'no-such-command'"))
}

@Test func everySubcommandHasItsOwnHelp() async throws {
    let commands: [[String]] = [
        ["convert"], ["repl"], ["bench"], ["bench", "engine"], ["layout"], ["layout", "render"], ["layout", "check"],
        ["emoji"], ["emoji", "search"], ["emoji", "encode"], ["voice"], ["voice", "encode"], ["voice", "record"], ["serve"],
    ]
    for command in commands {
        let result = try await runShurufa(command + ["--help"])
        #expect(result.status == 0, "\(command)")
        #expect(result.stdout.contains("USAGE: shurufa " + command.joined(separator: " ")), "\(command): \(result.stdout)")
    }
    let convert = try await runShurufa(["convert", "--help"])
    for option in ["--candidates", "--timings", "--context", "--data", "--fuzzy", "--beam"] {
        #expect(convert.stdout.contains(option), "\(option)")
    }
}
