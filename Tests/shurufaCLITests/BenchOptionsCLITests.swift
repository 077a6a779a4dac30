import Testing

/// Every suite reads its counts the one way (`ArgumentReader.positiveInteger`): a count that is not
/// a whole number above 0 is a usage error naming the option and the value, before any work.
@Suite struct BenchOptionsCLITests {
    @Test(arguments: [
        ["emoji", "--rounds", "0"], ["layout", "--iterations", "x"], ["core", "--lines", "-3"],
        ["core", "--candidates", "1.5"], ["playground", "--levels", "10,0"], ["lifecycle", "--opens", ""],
    ])
    func aCountThatIsNotPositiveIsAUsageError(_ arguments: [String]) async throws {
        let result = try await runShurufa(["bench"] + arguments)
        #expect(result.status != 0)
        let option = arguments[1]
        #expect(result.stderr.contains("\(option) needs a positive whole number, not '\(arguments[2].split(separator: ",").last ?? "")'"),
                "\(result.stderr)")
        #expect(result.stdout.isEmpty, "nothing was measured")
    }
}
