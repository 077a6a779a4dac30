import Foundation
import GRDB
import Testing

/// Issue 89, finding 2, through the command line: a row of the wrong storage type in the words,
/// phrases, clipboard or settings table no longer kills every command (it exited 132 at
/// GRDB/Row.swift:509). A command that only reads skips the row, answers, and says so; one that
/// writes sets it aside, says so once, and `dict set-aside` lists it with the SQL that puts it back.
@Suite struct SetAsideCLITests {
    /// A user dictionary with 舒入法, a phrase, a clipboard item and a synced setting, then `bad`
    /// run on it with raw SQL (as another program, a bug of an old build, or a person with sqlite3 could).
    private func damagedDictionary(_ bad: String) async throws -> (folder: URL, path: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-setaside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("d.sqlite").path
        for arguments in [["dict", "add", "舒入法", "shu'ru'fa"], ["phrases", "add", "好的", "--code", "hd"],
                          ["clipboard", "add", "复制", "--now", "1000"], ["settings", "set", "schema", "shuangpin-xiaohe"]] {
            let (head, rest) = arguments.first == "settings" ? (Array(arguments.prefix(2)), Array(arguments.dropFirst(2)))
                                                             : (Array(arguments.prefix(1)), Array(arguments.dropFirst(1)))
            let result = try await runShurufa(head + ["--user-dict", path] + rest)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        let queue = try DatabaseQueue(path: path)
        try await queue.write { db in try db.execute(sql: bad) }
        try queue.close()
        return (folder, path)
    }

    @Test func convertAnswersPastABlobWordAndTheWriteThatSetsItAsideSaysSoOnce() async throws {
        let (folder, path) = try await damagedDictionary("INSERT INTO userWord VALUES (x'ff00', 'ni hao', 1, 'user', 0, 0)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let converted = try await runShurufa(["convert", "--user-dict", path], stdin: "nihao\nshurufa\n")
        #expect(converted.status == 0, "\(converted.stderr)")
        #expect(converted.stdout == "你好\n舒入法\n")
        #expect(converted.stderr.contains("1 row could not be read and was skipped") && converted.stderr.contains("userWord row"), "\(converted.stderr)")
        let listed = try await runShurufa(["dict", "list", "--user-dict", path])
        #expect(listed.status == 0 && listed.stdout.hasPrefix("舒入法\tshu ru fa"), "\(listed.stdout) \(listed.stderr)")
        // A command that writes sets it aside and says so; the next says nothing.
        let added = try await runShurufa(["dict", "add", "--user-dict", path, "输入", "shu'ru"])
        #expect(added.status == 0 && added.stderr.contains("was set aside"), "\(added.stderr)")
        let quiet = try await runShurufa(["convert", "--user-dict", path], stdin: "nihao\n")
        #expect(quiet.status == 0 && quiet.stdout == "你好\n" && quiet.stderr.isEmpty, "\(quiet.stderr)")
        let words = try await runShurufa(["dict", "list", "--user-dict", path])
        #expect(words.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) } == ["舒入法", "输入"])
        let aside = try await runShurufa(["dict", "set-aside", "--user-dict", path])
        #expect(aside.status == 0)
        let fields = aside.stdout.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        #expect(fields.count == 1 && fields.first?[0] == "userWord" && fields.first?[3] == "text holds X'FF00' where text is kept", "\(aside.stdout)")
        #expect(fields.first?.last == "INSERT INTO userWord (text, pinyin, weight, source, created, lastUsed) VALUES (X'FF00', 'ni hao', 1.0, 'user', 0.0, 0.0)")
    }

    /// The panels' commands that only read, each past a bad row of its table: the good rows shown,
    /// the bad one not, and stderr naming its table.
    @Test(arguments: [
        ("INSERT INTO phrase (text, code, groupName, position) VALUES (x'ff00', 'x', '常用', 9)", ["phrases", "list"], "好的", "phrase"),
        ("INSERT INTO clipboardItem (text, copied, pinned) VALUES ('坏', 'yesterday', 0)", ["clipboard", "list", "--now", "1000"], "复制", "clipboardItem"),
        ("INSERT INTO setting (key, value) VALUES ('sync.script', x'ff00')", ["settings", "show"], "schema\tshuangpin-xiaohe\n", "setting"),
    ])
    func aPanelIsListedPastABadRow(_ bad: String, _ command: [String], _ shown: String, _ table: String) async throws {
        let (folder, path) = try await damagedDictionary(bad)
        defer { try? FileManager.default.removeItem(at: folder) }
        let listed = try await runShurufa(command + ["--user-dict", path])
        #expect(listed.status == 0 && listed.stdout.contains(shown) && !listed.stdout.contains("坏"), "\(listed.stdout) \(listed.stderr)")
        #expect(listed.stderr.contains("\(table) row"), "\(listed.stderr)")
    }

    @Test func dictListPastALearnedCountThatIsText() async throws {
        let (folder, path) = try await damagedDictionary("INSERT INTO learnedWord VALUES ('你好', 'ni hao', 'many', 0)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let listed = try await runShurufa(["dict", "list", "--user-dict", path])
        #expect(listed.status == 0 && listed.stdout.hasPrefix("舒入法"), "\(listed.stdout) \(listed.stderr)")
        let learned = try await runShurufa(["dict", "learned", "--user-dict", path])
        #expect(learned.status == 0 && learned.stdout.isEmpty, "\(learned.stdout) \(learned.stderr)")
    }
}
