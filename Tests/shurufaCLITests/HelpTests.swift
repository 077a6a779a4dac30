import Testing

@Test func helpListsEveryCommand() throws {
    let result = try runShurufa(["help"])
    #expect(result.status == 0)
    for name in ["convert", "repl", "bench", "layout", "emoji", "voice"] {
        #expect(result.stdout.contains(name))
    }
}

@Test func unknownCommandFailsWithUsage() throws {
    let result = try runShurufa(["no-such-command"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("unknown command"))
}
