import ArgumentParser
import Foundation
import KeyboardCore
import KeyboardUserDictionary
import UserDictionary

/// `shurufa clipboard list|add|pin|unpin|remove|clear --user-dict PATH`: the clipboard panel's
/// items in the user dictionary's file, under the keyboard's own rules (`ClipboardHistory`):
/// unpinned items expire (`--lifetime`, default one hour), at most `--max-items` (50) are kept, a
/// copy from a secure field (`--secure`) is never kept. `add` takes texts, or reads lines from
/// stdin (`\t \n \\` escaped) when given none, printing `ok TEXT` once each is in the file.
struct ClipboardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clipboard",
        abstract: "The clipboard panel's items (剪贴板): list|add|pin|unpin|remove|clear --user-dict PATH.",
        discussion: """
            list: id<TAB>pinned|-<TAB>copied (ISO 8601)<TAB>text (\\t \\n \\\\ escaped), newest first, expired items removed.
            add [TEXT…] (none: lines on stdin). pin ID, unpin ID, remove ID. clear: the unpinned items (--all: every item).
            Nothing here leaves the device.
            """
    )

    @OptionGroup var userDictionary: UserDictionaryArguments
    @Option(help: "Seconds an unpinned item is kept (default 3600).") var lifetime: Double?
    @Option(name: .customLong("max-items"), help: "The most items kept (default 50).") var maxItems: Int?
    @Option(help: "The clock, in seconds since 1970 (default: now).") var now: Double?
    @Flag(help: "add: the text comes from a secure field (it is never kept).") var secure = false
    @Flag(help: "clear: pinned items too.") var all = false
    @OptionGroup var options: EngineOptions

    func validate() throws {
        try userDictionary.validateAction(of: "clipboard", among: ["list", "add", "pin", "unpin", "remove", "clear"])
        if let lifetime, !(lifetime > 0 && lifetime <= Self.longestLifetime) {
            throw UsageError("--lifetime is a positive number of seconds, at most \(Int(Self.longestLifetime)) (ten years)")
        }
        if let maxItems, maxItems < 1 { throw UsageError("--max-items is at least 1") }
        if let now, !(0...Self.latestTime).contains(now) {
            throw UsageError("--now is seconds since 1970, from 0 to \(Int(Self.latestTime)) (the year 9999)")
        }
    }

    /// The longest `--lifetime`: ten years (a longer one is a typo, and ∞ kept every item for ever).
    static let longestLifetime: Double = 10 * 365.25 * 86_400
    /// The latest `--now`: the end of the year 9999 (NaN broke the schema's check, ∞ wiped every unpinned item).
    static let latestTime: Double = 253_402_300_799
    /// The longest stdin line of `add`: the policy's longest text escaped, with room to spare.
    static let maximumLineBytes = 65_536

    func run() throws {
        var policy = ClipboardPolicy()
        if let lifetime { policy.lifetime = lifetime }
        if let maxItems { policy.maximumItems = maxItems }
        let clock = now.map { Date(timeIntervalSince1970: $0) }
        if userDictionary.action == "list" {
            // Reading only: opened read-only (no byte changes); expired and over-cap items are left
            // out by the rule a prune applies, and removed by the next command that writes.
            let dictionary = try openUserDictionary(userDictionary.path, options: options, access: .readOnly)
            let items = try dictionary.clipboardItems().map { ClipboardItem(id: $0.id, text: $0.text, copied: $0.copied, pinned: $0.pinned) }
            let gone = ClipboardItem.pruned(items, copiedBefore: (clock ?? Date()).addingTimeInterval(-policy.lifetime), keeping: policy.maximumItems)
            let formatter = ISO8601DateFormatter()
            for item in items where !gone.contains(item.id) {
                print("\(item.id)\t\(item.pinned ? "pinned" : "-")\t\(formatter.string(from: item.copied))\t\(PhraseList.escape(item.text))")
            }
            return
        }
        let dictionary = try openUserDictionary(userDictionary.path, options: options)
        let history = ClipboardHistory(store: UserDictionaryClipboardStore(dictionary), policy: policy, now: { clock ?? Date() })
        let arguments = userDictionary.arguments
        var status: Int32 = 0
        switch userDictionary.action {
        case "add":
            func record(_ text: String, line: Int?) {
                let place = line.map { "line \($0): " } ?? ""
                if let problem = policy.problem(with: text, fromSecureField: secure) {
                    printError("shurufa clipboard add: \(place)\(problem)")
                    status = 1
                } else if history.record(text, fromSecureField: secure) {
                    FileHandle.standardOutput.write(Data("ok \(PhraseList.escape(text))\n".utf8))
                } else {
                    printError("shurufa clipboard add: \(place)\(history.lastError.map { "\($0)" } ?? "not kept")")
                    status = 1
                }
            }
            guard arguments.isEmpty else {
                for text in arguments { record(text, line: nil) }
                break
            }
            // Lines of at most `maximumLineBytes`, each checked to be UTF-8: memory stays bounded whatever arrives.
            var reader = BoundedLineReader(limit: Self.maximumLineBytes)
            while let line = reader.nextBytes() {
                switch line {
                case .tooLong:
                    printError("shurufa clipboard add: line \(reader.lineNumber): longer than \(Self.maximumLineBytes) bytes; not kept")
                    status = 1
                case .bytes(let bytes):
                    guard let text = String(validating: bytes, as: UTF8.self) else {
                        printError("shurufa clipboard add: line \(reader.lineNumber): not valid UTF-8; not kept")
                        status = 1
                        continue
                    }
                    record(PhraseList.unescape(text), line: reader.lineNumber)
                }
            }
        case "clear":
            history.clear(includingPinned: all)
        default:
            guard arguments.count == 1, let id = Int64(arguments[0]) else { throw UsageError("give the item's id (see clipboard list)") }
            guard history.items().contains(where: { $0.id == id }) else { throw CommandFailure("no clipboard item \(id)") }
            switch userDictionary.action {
            case "pin": _ = history.pin(id, true)
            case "unpin": history.pin(id, false)
            default: history.remove(id)
            }
        }
        if let error = history.lastError { throw CommandFailure("\(error)") }
        try finish(status)
    }
}
