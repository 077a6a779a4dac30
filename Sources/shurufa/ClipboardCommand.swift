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

    @Option(name: .customLong("user-dict"), help: "The user dictionary file (clipboard items live beside the words).") var path: String
    @Option(help: "Seconds an unpinned item is kept (default 3600).") var lifetime: Double?
    @Option(name: .customLong("max-items"), help: "The most items kept (default 50).") var maxItems: Int?
    @Option(help: "The clock, in seconds since 1970 (default: now).") var now: Double?
    @Flag(help: "add: the text comes from a secure field (it is never kept).") var secure = false
    @Flag(help: "clear: pinned items too.") var all = false
    @OptionGroup var options: EngineOptions
    @Argument(help: "list, add, pin, unpin, remove or clear, then texts or an id.") var words: [String] = []

    func validate() throws {
        guard let action = words.first else { throw UsageError("clipboard needs list, add, pin, unpin, remove or clear") }
        guard ["list", "add", "pin", "unpin", "remove", "clear"].contains(action) else {
            throw UsageError("unknown clipboard action \(action) (list, add, pin, unpin, remove, clear)")
        }
        if let lifetime, !(lifetime > 0) { throw UsageError("--lifetime is a positive number of seconds") }
        if let maxItems, maxItems < 1 { throw UsageError("--max-items is at least 1") }
    }

    func run() throws {
        let dictionary = try openUserDictionary(path, options: options)
        var policy = ClipboardPolicy()
        if let lifetime { policy.lifetime = lifetime }
        if let maxItems { policy.maximumItems = maxItems }
        let clock = now.map { Date(timeIntervalSince1970: $0) }
        let history = ClipboardHistory(store: UserDictionaryClipboardStore(dictionary), policy: policy, now: { clock ?? Date() })
        let arguments = Array(words.dropFirst())
        var status: Int32 = 0
        switch words[0] {
        case "list":
            let formatter = ISO8601DateFormatter()
            for item in history.items() {
                print("\(item.id)\t\(item.pinned ? "pinned" : "-")\t\(formatter.string(from: item.copied))\t\(PhraseList.escape(item.text))")
            }
        case "add":
            let texts = arguments.isEmpty ? AnySequence(AnyIterator { readLine(strippingNewline: true).map(PhraseList.unescape) }) : AnySequence(arguments)
            for text in texts {
                if history.record(text, fromSecureField: secure) {
                    FileHandle.standardOutput.write(Data("ok \(PhraseList.escape(text))\n".utf8))
                } else {
                    let why = history.lastError.map { "\($0)" }
                        ?? (secure ? "copied in a secure field: never kept" : "not kept (empty, or longer than \(policy.maximumLength) characters)")
                    printError("shurufa clipboard add: \(why)")
                    status = 1
                }
            }
        case "clear":
            history.clear(includingPinned: all)
        default:
            guard arguments.count == 1, let id = Int64(arguments[0]) else { throw UsageError("give the item's id (see clipboard list)") }
            guard history.items().contains(where: { $0.id == id }) else { throw CommandFailure("no clipboard item \(id)") }
            switch words[0] {
            case "pin": history.pin(id, true)
            case "unpin": history.pin(id, false)
            default: history.remove(id)
            }
        }
        if let error = history.lastError { throw CommandFailure("\(error)") }
        try finish(status)
    }
}
